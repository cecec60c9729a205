import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';

/** What the bus calls need. */
export interface BusDeps {
  db: Db;
  now: Clock;
  /** Days ahead a bus departure can be sold (`BUS_SALE_WINDOW_DAYS`, default 10). */
  saleWindowDays: number;
}
