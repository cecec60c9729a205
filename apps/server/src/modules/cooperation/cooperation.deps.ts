import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RateLimits } from '../../plugins/rate-limits';

/** What the cooperation requests need: database, clock, the limits a stranger cannot aim. */
export interface CooperationDeps {
  db: Db;
  now: Clock;
  limits: RateLimits;
}
