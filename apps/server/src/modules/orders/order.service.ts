import {
  ErrorCode,
  type OrderDetail,
  type OrderSearchResult,
  type OrderState,
  type ProductKind,
} from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  lockPaymentOfOrder,
  paymentsOf,
  setOrderPaymentsState,
} from '../payment/payment.repository';
import { insertRefund, refundsOf } from '../payment/refund.repository';
import type { OrderDeps } from './order.deps';
import { newRefundNo } from './order-numbers';
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
import type { OrderRow, ProductHandler } from './product';

// creating an order lives in its own file; its callers (the kinds' booking services) import it
// from here
export { insertOrder, type NewOrder } from './order-create.service';

function handlerFor(deps: OrderDeps, order: OrderRow): ProductHandler {
  const h = deps.products.get(order.kind as ProductKind);
  if (!h) throw new Error(`no product handler for ${order.kind}`);
  return h;
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
  const fee = order.state === 'TICKETED' ? handlerFor(deps, order).refundFee(order, now) : null;
  const handler = handlerFor(deps, order);
  return toDetail(order, passengers, events, pays, refs, fee, now, (p) =>
    handler.ticketTypeLabel(p),
  );
}

const TAB_STATES: Record<string, OrderState[] | undefined> = {
  ALL: undefined,
  PENDING_PAYMENT: ['PENDING_PAYMENT'],
  TICKETED: ['TICKETING', 'TICKETED'],
  REFUND: ['REFUNDING', 'REFUNDED'],
  CLOSED: ['CANCELLED', 'CLOSED'],
};

/** A member's orders of one kind (or all when `kind` is undefined), by tab, newest first. */
export async function searchOrders(
  deps: OrderDeps,
  memberId: string,
  q: { tab: string; kind?: ProductKind; page: number; pageSize: number },
): Promise<OrderSearchResult> {
  const { rows, total } = await listMemberOrders(deps.db, {
    memberId,
    states: TAB_STATES[q.tab],
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
        r,
        passengers.filter((p) => p.orderId === r.id),
      ),
    ),
  };
}

/**
 * Closes an unpaid order (member cancel or deadline) in one transaction: state, timeline, waiting
 * payment closed, inventory released, passengers freed.
 */
export async function closeUnpaid(
  deps: OrderDeps,
  tx: Tx,
  order: OrderRow,
  to: 'CANCELLED' | 'CLOSED',
  now: Date,
): Promise<void> {
  await transition(
    tx,
    order,
    to,
    to === 'CANCELLED' ? '您已取消订单，座位已释放' : '超时未支付，订单已关闭，座位已释放',
    now,
  );
  await setOrderPaymentsState(tx, order.id, 'CLOSED');
  const passengers = await passengersOf(tx, [order.id]);
  await handlerFor(deps, order).release(tx, order, passengers);
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
 * Member asks to refund a ticketed order: fee from the vendor's ladder; the refund record is
 * PROCESSING until the refund job has the provider pay it back. @throws AppError 15001, 15002
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
    const fee = order.state === 'TICKETED' ? handlerFor(deps, order).refundFee(order, now) : null;
    if (fee === null) throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, '该订单当前不能退票');
    const payment = await lockPaymentOfOrder(tx, order.id);
    if (!payment || payment.state !== 'PAID') {
      throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, '该订单没有可退的付款');
    }
    const feeFen = Math.min(fee, order.totalFen);
    await insertRefund(tx, {
      refundNo: newRefundNo(now),
      orderId: order.id,
      paymentId: payment.id,
      amountFen: order.totalFen - feeFen,
      feeFen,
      state: 'PROCESSING',
      reason,
      createdAt: now,
    });
    await transition(
      tx,
      order,
      'REFUNDING',
      `已提交退票申请，退票费 ¥${(feeFen / 100).toFixed(2)}，应退 ¥${((order.totalFen - feeFen) / 100).toFixed(2)}`,
      now,
    );
    return { orderNo, state: 'REFUNDING' as const, feeFen, amountFen: order.totalFen - feeFen };
  });
}
