import { ErrorCode } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from './order.deps';
import { lockOrderByNo } from './order.repository';
import { transition } from './order-states';
import { handlerOf } from './product';

/**
 * Moves a paid order along its kind's fulfilment (a hotel: 待确认 → 已确认 → 已入住 → 已离店),
 * for the kind's own calls (the vendor confirms, the guest checks in), in one transaction with
 * its timeline row. Only moves into the kind's fulfilment states: refunds and closing have their
 * own calls.
 * @returns the order's new state.
 * @throws AppError 15001 for an unknown order; 15002 when the kind does not allow the move.
 */
export async function advanceOrder(
  deps: OrderDeps,
  orderNo: string,
  to: string,
  text: string,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrderByNo(tx, orderNo);
    if (!order) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
    const handler = handlerOf(deps.products, order);
    if (!Object.hasOwn(handler.fulfilment.states, to)) {
      throw new Error(`${to} is not a fulfilment state of ${handler.kind}`);
    }
    await transition(tx, handler, order, to, text, deps.now());
    return order.state;
  });
}
