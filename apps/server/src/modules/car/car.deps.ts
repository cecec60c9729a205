import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';

/** What the rental calls need: the database (dated rules) and the clock. */
export interface CarDeps {
  db: Db;
  now: Clock;
}
