import type { Tx } from '../../db/client';
import { refundLine } from '../payment/payment-lines.service';
import { lockExpiredLines, lockPaidLines, updatePayment } from '../payment/payment.repository';
import type { OrderDeps } from './order.deps';
import { endChange, lockPendingChange, type ChangeRow } from './order-change.repository';
import { clashOf, completeChange, type ChangedPerson } from './order-change.service';
import { lockOrderById, passengersOf } from './order.repository';
import { transition } from './order-states';
import { handlerOf, type OrderRow } from './product';

// How a pending change (改签中) ends besides being swapped in at once: paid (the notify), failed
// after payment, or expired unpaid (the job).

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/**
 * The notify of a paid 改签 line: swaps in the order's pending change (the order locked by the
 * caller). A line paid without a pending change cannot happen: an expired change closes its line.
 */
export async function completePaidChange(
  deps: OrderDeps,
  tx: Tx,
  order: OrderRow,
  now: Date,
): Promise<void> {
  const change = await lockPendingChange(tx, order.id);
  if (!change) return;
  // booked elsewhere while the change waited: the change fails and its payment goes back
  if ((await clashOf(tx, order, change.people as ChangedPerson[])) !== null) {
    await failPaidChange(deps, tx, order, change, now);
    return;
  }
  await completeChange(deps, tx, order, change, now);
}

/**
 * A paid change that can no longer be swapped in (a person booked the new flight or train on
 * another order meanwhile): its new seats released, its 改签 line refunded in full (the refund
 * job pays it), the order back to 出票成功 with its old tickets.
 */
async function failPaidChange(
  deps: OrderDeps,
  tx: Tx,
  order: OrderRow,
  change: ChangeRow,
  now: Date,
): Promise<void> {
  const h = handlerOf(deps.products, order);
  const people = await passengersOf(tx, [order.id]);
  await h.release(tx, { ...order, product: change.toProduct }, people);
  const line = (await lockPaidLines(tx, order.id)).filter((l) => l.purpose === 'CHANGE').at(-1);
  if (line) {
    const reason = '改签失败，改签款全额退回';
    await refundLine(tx, line, {
      amountFen: line.amountFen,
      feeFen: 0,
      reason,
      cause: 'LINE',
      now,
    });
  }
  await endChange(tx, change.id, 'EXPIRED', now);
  const text = `改签失败：乘客已有该行程的其他订单，改签款 ${yuan(change.payFen)} 将原路退回，原车票不变`;
  await transition(tx, h, order, 'TICKETED', text, now);
}

/**
 * Expires pending changes whose hold has run out: releases their new seats (the kind's `release`
 * on the new snapshot), closes the 改签 line and moves the order back to 出票成功, its old
 * tickets unchanged. One change a transaction, its expired 改签 line taken FOR UPDATE SKIP LOCKED
 * (several instances share the work, as closeExpiredOrders) and locked before the order and the
 * change, in the notify's order (payment, order, change), so the two never deadlock.
 * @returns changes expired
 */
export async function expireChanges(deps: OrderDeps, limit = 50): Promise<number> {
  const now = deps.now();
  let expired = 0;
  while (expired < limit) {
    const done = await deps.db.transaction(async (tx) => {
      const [line] = await lockExpiredLines(tx, 'CHANGE', now, 1);
      if (!line) return false;
      await updatePayment(tx, line.id, { state: 'CLOSED' });
      const order = await lockOrderById(tx, line.orderId);
      const change = order && (await lockPendingChange(tx, order.id));
      if (!order || !change) return true;
      const h = handlerOf(deps.products, order);
      const people = await passengersOf(tx, [order.id]);
      await h.release(tx, { ...order, product: change.toProduct }, people);
      await endChange(tx, change.id, 'EXPIRED', now);
      const text = `改签未在时限内支付，已取消改签，新${h.holds}已释放，原车票不变`;
      await transition(tx, h, order, 'TICKETED', text, now);
      return true;
    });
    if (!done) break;
    expired += 1;
  }
  return expired;
}
