import type { OrderDeps } from '../orders/order.deps';

/** What the hotel calls and jobs need: the order core and the sandbox's confirmation delay. */
export interface HotelDeps extends OrderDeps {
  /**
   * Time from payment (or a pay-at-hotel order placed) to the sandbox hotel's confirmation of an
   * 自动确认 hotel, ms (`HOTEL_CONFIRM_DELAY_MS`, default 5000).
   */
  confirmDelayMs: number;
}
