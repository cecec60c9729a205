import {
  ErrorCode,
  type OrderDetail,
  type OrderSearchResult,
  type OrderState,
  type PassengerType,
  type ProductKind,
} from '@lvxing/shared';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderEvents, orderPassengers, orders, payments, refunds } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from './order.deps';
import { newOrderNo, newRefundNo } from './order-numbers';
import {
  deactivatePassengers,
  eventsOf,
  findMemberOrder,
  listMemberOrders,
  lockOrderByNo,
  passengersOf,
  paymentsOf,
  refundsOf,
} from './order.repository';
import { transition } from './order-states';
import { toDetail, toSummary } from './order.view';
import type { OrderRow, ProductHandler, ProductSnapshot } from './product';

/** A new order as a product kind hands it to the core. */
export interface NewOrder {
  memberId: string;
  kind: ProductKind;
  title: string;
  travelDate: string;
  departsAt: Date;
  /** End of the journey (arrival), when the kind has one. */
  arrivesAt?: Date | null;
  totalFen: number;
  contact: { name: string; mobile: string };
  payDeadline: Date;
  product: ProductSnapshot;
  passengers: {
    name: string;
    idType: string;
    idNo: string;
    birthDate: string | null;
    passengerType: PassengerType;
    priceFen: number;
    productKey: string;
    /** The kind's own ticket type code (e.g. 12306 `3` 学生票), if any. */
    ticketType?: string | null;
    /** Seat when the kind assigns it at booking (trains: `05车12F`). */
    seat?: string | null;
  }[];
}

/** Tries of a fresh random order number when one is taken (18 digits, 6 of them random). */
const ORDER_NO_TRIES = 5;

/**
 * Inserts an order in PENDING_PAYMENT with its passengers and first timeline row, inside the
 * caller's transaction (which also holds the inventory). Order numbers have only 10^6 random
 * values per second, so at hundreds of orders a second two can meet: a taken number is skipped
 * (ON CONFLICT DO NOTHING, which leaves the transaction usable) and a new one drawn.
 * @throws AppError 14005 when a passenger already holds an active booking of the same product.
 */
export async function insertOrder(tx: Tx, input: NewOrder, now: Date): Promise<OrderRow> {
  let order: OrderRow | undefined;
  for (let attempt = 0; !order && attempt < ORDER_NO_TRIES; attempt += 1) {
    [order] = await tx
      .insert(orders)
      .values({
        orderNo: newOrderNo(now),
        memberId: input.memberId,
        kind: input.kind,
        state: 'PENDING_PAYMENT',
        title: input.title,
        travelDate: input.travelDate,
        departsAt: input.departsAt,
        arrivesAt: input.arrivesAt ?? null,
        totalFen: input.totalFen,
        contactName: input.contact.name,
        contactMobile: input.contact.mobile,
        payDeadline: input.payDeadline,
        product: input.product,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: orders.orderNo })
      .returning();
  }
  if (!order) throw new Error(`no free order number in ${ORDER_NO_TRIES} tries`);
  for (const [i, p] of input.passengers.entries()) {
    const [row] = await tx
      .insert(orderPassengers)
      .values({ ...p, orderId: order.id, seq: i + 1 })
      .onConflictDoNothing()
      .returning({ id: orderPassengers.id });
    if (!row) {
      throw new AppError(ErrorCode.PASSENGER_INVALID, `乘客${p.name}已预订该行程，请勿重复预订`);
    }
  }
  await tx.insert(orderEvents).values({
    orderId: order.id,
    fromState: null,
    toState: 'PENDING_PAYMENT',
    text: '订单已提交，座位已保留，请在规定时间内支付',
    at: now,
  });
  return order;
}

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
  await tx.update(payments).set({ state: 'CLOSED' }).where(eq(payments.orderId, order.id));
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
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .for('update');
    if (!payment || payment.state !== 'PAID') {
      throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, '该订单没有可退的付款');
    }
    const feeFen = Math.min(fee, order.totalFen);
    await tx.insert(refunds).values({
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
