import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RateLimits } from '../../plugins/rate-limits';
import type { SessionRevocations } from './session-revocations';
import type { SmsProvider } from './sms-provider';

/** What the account services need: database, limits, SMS provider, secret, clock, sessions. */
export interface UserDeps {
  db: Db;
  limits: RateLimits;
  sms: SmsProvider;
  /** Server secret: signs access tokens and keys SMS-code hashes. */
  secret: string;
  now: Clock;
  /** Ended login sessions, checked with every access token. */
  sessions: SessionRevocations;
}
