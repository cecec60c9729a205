import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';

/** What the train calls need. */
export interface TrainDeps {
  db: Db;
  now: Clock;
  /**
   * Bookable days including today when set by `TRAIN_SALE_WINDOW_DAYS`; otherwise the dated rule
   * `train.saleWindow` (15 days) applies.
   */
  trainSaleWindowDays?: number;
}
