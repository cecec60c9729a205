import type { RateLimits } from '../../plugins/rate-limits';
import type { OrderDeps } from '../orders/order.deps';

/** What the tour calls and jobs need: the order core and the sandbox supplier's delay, the limits. */
export interface TourDeps extends OrderDeps {
  /** Time from payment to the sandbox supplier's confirmation, ms (`TOUR_CONFIRM_DELAY_MS`). */
  confirmDelayMs: number;
  /** The contract PDF's limit per member (`contractPdfMemberMinute`). */
  limits: RateLimits;
}
