import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RateLimits } from '../../plugins/rate-limits';
import type { SmsProvider } from './sms-provider';

/** What the account services need: database, limits, SMS provider, secret and clock. */
export interface UserDeps {
  db: Db;
  limits: RateLimits;
  sms: SmsProvider;
  /** Server secret: signs access tokens and keys SMS-code hashes. */
  secret: string;
  now: Clock;
}
