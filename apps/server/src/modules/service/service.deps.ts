import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RateLimits } from '../../plugins/rate-limits';
import type { FileDeps } from '../files/files.deps';

/** What the ticket calls need: database, clock, the visitors' limits, the file store. */
export interface ServiceDeps {
  db: Db;
  now: Clock;
  limits: RateLimits;
  files: FileDeps;
}
