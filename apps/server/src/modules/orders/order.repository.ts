import { and, asc, count, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderEvents, orderPassengers, orders, payments, refunds } from '../../db/schema';
import type { OrderRow } from './product';

type Conn = Db | Tx;

/** The order with this number, locked FOR UPDATE inside `tx`. */
export async function lockOrderByNo(tx: Tx, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.orderNo, orderNo)).for('update');
  return row;
}

/** The order with this number if it belongs to `memberId`. */
export async function findMemberOrder(db: Conn, memberId: string, orderNo: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.memberId, memberId)));
  return row;
}

/** A member's orders, newest first, with their total count. */
export async function listMemberOrders(
  db: Conn,
  q: { memberId: string; states?: string[]; kind?: string; page: number; pageSize: number },
) {
  const where = and(
    eq(orders.memberId, q.memberId),
    q.states ? inArray(orders.state, q.states) : undefined,
    q.kind ? eq(orders.kind, q.kind) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.orderNo))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Passengers of the given orders, in booking order. */
export async function passengersOf(db: Conn, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderPassengers)
    .where(inArray(orderPassengers.orderId, orderIds))
    .orderBy(asc(orderPassengers.seq));
}

/** The timeline of an order, oldest first. */
export async function eventsOf(db: Conn, orderId: string) {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
}

/** Payments and refunds of an order. */
export async function paymentsOf(db: Conn, orderId: string) {
  return db.select().from(payments).where(eq(payments.orderId, orderId));
}
export async function refundsOf(db: Conn, orderId: string) {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt));
}

/**
 * Up to `limit` orders in `state` whose `column` instant has passed, locked with SKIP LOCKED so
 * several server instances running the same job never take the same order.
 */
export async function lockDueOrders(
  tx: Tx,
  state: string,
  column: 'payDeadline' | 'ticketingDueAt',
  now: Date,
  limit: number,
) {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.state, state), lte(orders[column], now)))
    .orderBy(asc(orders[column]))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Marks every passenger of an order inactive (frees their ID numbers for the product). */
export async function deactivatePassengers(tx: Tx, orderId: string) {
  await tx
    .update(orderPassengers)
    .set({ active: false })
    .where(eq(orderPassengers.orderId, orderId));
}

/** Writes the ticket number and seat of a passenger. */
export async function setTicket(
  tx: Tx,
  passengerId: string,
  ticketNo: string,
  seat: string | null,
) {
  await tx
    .update(orderPassengers)
    .set({ ticketNo, seat })
    .where(eq(orderPassengers.id, passengerId));
}

/** Refunds in PROCESSING, locked with SKIP LOCKED. */
export async function lockProcessingRefunds(tx: Tx, limit: number) {
  return tx
    .select()
    .from(refunds)
    .where(eq(refunds.state, 'PROCESSING'))
    .orderBy(asc(refunds.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}
