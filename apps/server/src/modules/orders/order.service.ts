import {
  maskIdNumber,
  ErrorCode,
  type OrderDetail,
  type OrderSearchResult,
  type ProductKind,
} from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { PII_COLUMNS } from '../../lib/pii-cipher';
import { refundPaidLines } from '../payment/payment-lines.service';
import { closeWaitingLines, paymentsOf } from '../payment/payment.repository';
import { refundsOf } from '../payment/refund.repository';
import type { OrderDeps } from './order.deps';
import { eventsOf } from './order-events.repository';
import {
  deactivatePassengers,
  findMemberOrder,
  listMemberOrders,
  lockOrderByNo,
  passengersOf,
} from './order.repository';
import { transition } from './order-states';
import { toDetail, toSummary } from './order.view';
import { handlerOf, type OrderRow, type ProductHandler } from './product';

// creating an order lives in its own file; its callers (the kinds' booking services) import it
// from here
export { insertOrder, type NewOrder } from './order-create.service';

/** The refund fee of an order at `now` when its state allows a refund; otherwise null. */
function refundFeeNow(h: ProductHandler, order: OrderRow, now: Date): number | null {
  return h.fulfilment.refundableIn.includes(order.state) ? h.refundFee(order, now) : null;
}

/** Loads a member's order or fails with 15001 (also for another member's order number). */
async function memberOrder(deps: OrderDeps, memberId: string, orderNo: string) {
  const order = await findMemberOrder(deps.db, memberId, orderNo);
  if (!order) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  return order;
}

/** Order detail for its member. @throws AppError 15001 */
export async function getOrderDetail(
  deps: OrderDeps,
  memberId: string,
  orderNo: string,
): Promise<OrderDetail> {
  const order = await memberOrder(deps, memberId, orderNo);
  const [passengers, events, pays, refs] = await Promise.all([
    passengersOf(deps.db, [order.id]),
    eventsOf(deps.db, order.id),
    paymentsOf(deps.db, order.id),
    refundsOf(deps.db, order.id),
  ]);
  const now = deps.now();
  const handler = handlerOf(deps.products, order);
  const fee = refundFeeNow(handler, order, now);
  // decrypted only to be masked: no answer carries a whole number
  const maskedIdNos = new Map(
    passengers.map((p) => [
      p.id,
      p.idNoEnc ? maskIdNumber(deps.pii.decrypt(p.idNoEnc, PII_COLUMNS.orderIdNo)) : '',
    ]),
  );
  const parts = { order, passengers, events, payments: pays, refunds: refs, maskedIdNos };
  return toDetail(handler, parts, fee, now);
}

/**
 * The states of each tab of the member's order list; 'TICKETED' (paid, in progress) is every
 * fulfilment state of every kind (tickets: 出票中, 出票成功).
 */
function tabStates(deps: OrderDeps, tab: string): string[] | undefined {
  const paid = [...deps.products.values()].flatMap((h) => Object.keys(h.fulfilment.states));
  const tabs: Record<string, string[] | undefined> = {
    ALL: undefined,
    PENDING_PAYMENT: ['PENDING_PAYMENT'],
    TICKETED: [...new Set(paid)],
    REFUND: ['REFUNDING', 'REFUNDED'],
    CLOSED: ['CANCELLED', 'CLOSED'],
  };
  return tabs[tab];
}

/** A member's orders of one kind (or all when `kind` is undefined), by tab, newest first. */
export async function searchOrders(
  deps: OrderDeps,
  memberId: string,
  q: { tab: string; kind?: ProductKind; page: number; pageSize: number },
): Promise<OrderSearchResult> {
  const { rows, total } = await listMemberOrders(deps.db, {
    memberId,
    states: tabStates(deps, q.tab),
    kind: q.kind,
    page: q.page,
    pageSize: q.pageSize,
  });
  const passengers = await passengersOf(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    total,
    page: q.page,
    pageSize: q.pageSize,
    items: rows.map((r) =>
      toSummary(
        handlerOf(deps.products, r),
        r,
        passengers.filter((p) => p.orderId === r.id),
      ),
    ),
  };
}

/**
 * Closes an unpaid order (member cancel or deadline) in the caller's transaction: state,
 * timeline, waiting payment lines closed, what it holds released, its people freed.
 */
export async function closeUnpaid(
  deps: OrderDeps,
  tx: Tx,
  order: OrderRow,
  to: 'CANCELLED' | 'CLOSED',
  now: Date,
): Promise<void> {
  const handler = handlerOf(deps.products, order);
  const freed = `${handler.holds}已释放`;
  await transition(
    tx,
    handler,
    order,
    to,
    to === 'CANCELLED' ? `您已取消订单，${freed}` : `超时未支付，订单已关闭，${freed}`,
    now,
  );
  await closeWaitingLines(tx, order.id);
  const passengers = await passengersOf(tx, [order.id]);
  await handler.release(tx, order, passengers);
  await deactivatePassengers(tx, order.id);
}

/** Member cancels an unpaid order. @throws AppError 15001, 15002 */
export async function cancelOrder(deps: OrderDeps, memberId: string, orderNo: string) {
  await memberOrder(deps, memberId, orderNo);
  await deps.db.transaction(async (tx) => {
    const order = await lockOrderByNo(tx, orderNo);
    if (!order) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
    await closeUnpaid(deps, tx, order, 'CANCELLED', deps.now());
  });
  return { orderNo, state: 'CANCELLED' as const };
}

/**
 * Member asks to refund an order in a state its kind allows (tickets: 出票成功): fee from the
 * kind (the vendor's ladder), kept from the paid lines; each line's refund is PROCESSING until
 * the refund job has the provider pay it back. @throws AppError 15001, 15002
 */
export async function requestRefund(
  deps: OrderDeps,
  memberId: string,
  orderNo: string,
  reason: string,
) {
  await memberOrder(deps, memberId, orderNo);
  return deps.db.transaction(async (tx) => {
    const order = await lockOrderByNo(tx, orderNo);
    if (!order) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
    const now = deps.now();
    const handler = handlerOf(deps.products, order);
    const word = handler.refundWord;
    const fee = refundFeeNow(handler, order, now);
    if (fee === null) throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, `该订单当前不能${word}`);
    const { amountFen, feeFen } = await refundPaidLines(tx, order.id, { feeFen: fee, reason, now });
    await transition(
      tx,
      handler,
      order,
      'REFUNDING',
      `已提交${word}申请，${word}费 ¥${(feeFen / 100).toFixed(2)}，应退 ¥${(amountFen / 100).toFixed(2)}`,
      now,
    );
    return { orderNo, state: 'REFUNDING' as const, feeFen, amountFen };
  });
}
