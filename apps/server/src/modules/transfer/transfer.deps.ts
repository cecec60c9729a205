import type { OrderDeps } from '../orders/order.deps';

/** What the transfer calls and jobs need: the order core and the sandbox dispatch's delay. */
export interface TransferDeps extends OrderDeps {
  /** Time from payment to the sandbox dispatch's driver card, ms (`TRANSFER_DISPATCH_DELAY_MS`). */
  dispatchDelayMs: number;
}
