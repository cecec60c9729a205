import { ErrorCode } from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { paidLeftOf, refundPaidLines } from '../payment/payment-lines.service';
import { closeWaitingLines } from '../payment/payment.repository';
import type { OrderDeps } from './order.deps';
import { deactivatePassengers, lockOrderByNo, passengersOf } from './order.repository';
import { transition } from './order-states';
import { handlerOf, type OrderRow, type ProductHandler } from './product';

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** The refund fee of an order at `now` when its state allows a refund; otherwise null. */
export function refundFeeNow(h: ProductHandler, order: OrderRow, now: Date): number | null {
  return h.fulfilment.refundableIn.includes(order.state) ? h.refundFee(order, now) : null;
}

/**
 * Ends an order in a refundable state that paid nothing (a stay placed to be paid at the hotel):
 * CANCELLED with `text`, waiting lines closed, what it holds released, its people freed.
 */
async function cancelPlaced(deps: OrderDeps, tx: Tx, order: OrderRow, text: string, now: Date) {
  const handler = handlerOf(deps.products, order);
  await transition(tx, handler, order, 'CANCELLED', text, now);
  await closeWaitingLines(tx, order.id);
  await handler.release(tx, order, await passengersOf(tx, [order.id]));
  await deactivatePassengers(tx, order.id);
}

/** What a refund of an order did: REFUNDING (paid back by the refund job) or CANCELLED. */
export interface RefundOutcome {
  orderNo: string;
  state: 'REFUNDING' | 'CANCELLED';
  feeFen: number;
  amountFen: number;
}

/**
 * Refunds a locked order in a refundable state of its kind, keeping `feeFen` (at most what was
 * paid): REFUNDING with `text(fee, amount)` on the timeline, the refund job pays each line back
 * and releases what it holds; an order that paid nothing is CANCELLED at once with `cancelText`.
 * The refund hooks run first, in the same transaction (an invoice is voided with its refund).
 * @throws AppError 15002 when its state does not allow it.
 */
async function refundLocked(
  deps: OrderDeps,
  tx: Tx,
  order: OrderRow,
  r: { feeFen: number; reason: string; text: (fee: string, back: string) => string },
  cancelText: string,
  now: Date,
): Promise<RefundOutcome> {
  const handler = handlerOf(deps.products, order);
  if (!handler.fulfilment.refundableIn.includes(order.state)) {
    throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, `该订单当前不能${handler.refundWord}`);
  }
  for (const hook of deps.refundHooks) await hook(tx, order, now);
  if ((await paidLeftOf(tx, order.id)) === 0) {
    await cancelPlaced(deps, tx, order, cancelText, now);
    return { orderNo: order.orderNo, state: 'CANCELLED', feeFen: 0, amountFen: 0 };
  }
  const { amountFen, feeFen } = await refundPaidLines(tx, order.id, { ...r, now });
  await transition(tx, handler, order, 'REFUNDING', r.text(yuan(feeFen), yuan(amountFen)), now);
  return { orderNo: order.orderNo, state: 'REFUNDING', feeFen, amountFen };
}

/**
 * Member asks to refund an order in a state its kind allows (tickets: 出票成功; a stay: 待确认,
 * 已确认): fee from the kind (the vendor's ladder, the stay's cancel policy), kept from the paid
 * lines; each line's refund is PROCESSING until the refund job has the provider pay it back. An
 * order that paid nothing (a stay paid at the hotel) is cancelled at once, releasing what it
 * holds. The member's ownership is checked by the caller. @throws AppError 15001, 15002
 */
export async function refundOrder(deps: OrderDeps, orderNo: string, reason: string) {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrderByNo(tx, orderNo);
    if (!order) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
    const now = deps.now();
    const handler = handlerOf(deps.products, order);
    const word = handler.refundWord;
    const fee = refundFeeNow(handler, order, now);
    if (fee === null && handler.fulfilment.refundableIn.includes(order.state)) {
      throw new AppError(
        ErrorCode.ORDER_STATE_CONFLICT,
        handler.refundClosedText?.(order) ?? `该订单当前不能${word}`,
      );
    }
    const r = {
      feeFen: fee ?? 0,
      reason,
      text: (f: string, back: string) => `已提交${word}申请，${word}费 ${f}，应退 ${back}`,
    };
    return refundLocked(deps, tx, order, r, `您已取消订单，${handler.holds}已释放`, now);
  });
}

/**
 * A full refund the kind decides (a hotel that has no room, or did not confirm in time), in the
 * caller's transaction with the order locked: no fee, `text` on the timeline (REFUNDING; or
 * CANCELLED when nothing was paid), what it holds released as for a member's refund.
 * @throws AppError 15002 when the order's state does not allow a refund.
 */
export function refundInFull(
  deps: OrderDeps,
  tx: Tx,
  order: OrderRow,
  why: { reason: string; text: string },
  now: Date,
): Promise<RefundOutcome> {
  const r = { feeFen: 0, reason: why.reason, text: () => why.text };
  return refundLocked(deps, tx, order, r, why.text, now);
}
