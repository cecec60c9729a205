import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';

/** What the flight calls need. */
export interface FlightDeps {
  db: Db;
  now: Clock;
  /** Days ahead a flight can be sold (the rolling schedule window), e.g. 90. */
  saleWindowDays: number;
  /** Sales of a flight close this many minutes before departure. */
  salesCloseMinutes: number;
}
