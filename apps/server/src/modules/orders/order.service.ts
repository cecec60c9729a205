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
import { closeWaitingLines, paymentsOf } from '../payment/payment.repository';
import { refundsOf } from '../payment/refund.repository';
import type { OrderDeps } from './order.deps';
import { eventsOf } from './order-events.repository';
import { changesOfOrder } from './order-change.repository';
import { pendingChangeView } from './order-change.service';
import {
  deactivatePassengers,
  findMemberOrder,
  listMemberOrders,
  lockOrderByNo,
  passengersOf,
} from './order.repository';
import { stateLabel, transition } from './order-states';
import { refundFeeNow, refundOrder } from './order-refund.service';
import { toDetail, toSummary } from './order.view';
import { handlerOf, type OrderRow } from './product';

// creating an order lives in its own file; its callers (the kinds' booking services) import it
// from here
export { insertOrder, type NewOrder } from './order-create.service';

/**
 * The order with this number, locked FOR UPDATE in the caller's transaction, for a kind's own
 * moves of its orders (a hotel's 确认无房, 未入住); undefined when there is none.
 */
export const lockOrder = lockOrderByNo;

/**
 * A member's order row, for the core and the kinds' own calls on an order (a stay's review):
 * fails with 15001 for an unknown number and for another member's order alike.
 * @throws AppError 15001
 */
export async function memberOrder(deps: OrderDeps, memberId: string, orderNo: string) {
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
  return detailOf(deps, await memberOrder(deps, memberId, orderNo));
}

/**
 * The detail view of an order row (the member's, and the staff's look-up): people with ID
 * numbers masked, payments, refunds, the whole timeline (order_events), the kind's extras.
 */
export async function detailOf(deps: OrderDeps, order: OrderRow): Promise<OrderDetail> {
  const handler = handlerOf(deps.products, order);
  const [passengers, events, pays, refs, extras, changes] = await Promise.all([
    passengersOf(deps.db, [order.id]),
    eventsOf(deps.db, order.id),
    paymentsOf(deps.db, order.id),
    refundsOf(deps.db, order.id),
    handler.viewExtras?.(deps.db, [order]),
    handler.canChange ? changesOfOrder(deps.db, order.id) : [],
  ]);
  const now = deps.now();
  const fee = refundFeeNow(handler, order, now);
  // decrypted only to be masked: no answer carries a whole number
  const maskedIdNos = new Map(
    passengers.map((p) => [
      p.id,
      p.idNoEnc ? maskIdNumber(deps.pii.decrypt(p.idNoEnc, PII_COLUMNS.orderIdNo)) : '',
    ]),
  );
  const extra = extras?.get(order.id);
  const parts = { order, passengers, events, payments: pays, refunds: refs, maskedIdNos, extra };
  const done = changes.filter((c) => c.state === 'DONE').length;
  const canChange = order.state === 'TICKETED' && (handler.canChange?.(order, done, now) ?? false);
  const pending = pendingChangeView(changes.find((c) => c.state === 'PENDING'));
  return toDetail(handler, parts, fee, now, { canChange, pending });
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

/** The kinds' view extras of a page of orders: one query per kind that has any, at once. */
async function viewExtrasOf(deps: OrderDeps, rows: OrderRow[]): Promise<Map<string, unknown>> {
  const handlers = new Set(rows.map((r) => handlerOf(deps.products, r)));
  const maps = await Promise.all(
    [...handlers].map(
      (h) =>
        h.viewExtras?.(
          deps.db,
          rows.filter((r) => r.kind === h.kind),
        ) ?? new Map<string, unknown>(),
    ),
  );
  return new Map(maps.flatMap((m) => [...m]));
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
  const [passengers, extras] = await Promise.all([
    passengersOf(
      deps.db,
      rows.map((r) => r.id),
    ),
    viewExtrasOf(deps, rows),
  ]);
  const now = deps.now();
  return {
    total,
    page: q.page,
    pageSize: q.pageSize,
    items: rows.map((r) =>
      toSummary(
        handlerOf(deps.products, r),
        r,
        passengers.filter((p) => p.orderId === r.id),
        { extra: extras.get(r.id), now },
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
  // a kind placing orders unpaid cancels them from its fulfilment too, but only by a refund
  if (order.state !== 'PENDING_PAYMENT') {
    const act = to === 'CANCELLED' ? '取消' : '关闭';
    throw new AppError(
      ErrorCode.ORDER_STATE_CONFLICT,
      `订单${stateLabel(handler, order.state)}，无法${act}`,
    );
  }
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
 * Member asks to refund (退票, 退订) their order: see {@link refundOrder} (the fee of its kind at
 * this moment; nothing paid: cancelled at once). @throws AppError 15001, 15002
 */
export async function requestRefund(
  deps: OrderDeps,
  memberId: string,
  orderNo: string,
  reason: string,
) {
  await memberOrder(deps, memberId, orderNo);
  return refundOrder(deps, orderNo, reason);
}
