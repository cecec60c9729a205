import { and, asc, count, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderPassengers, orders } from '../../db/schema';
import type { OrderRow } from './product';

type Conn = Db | Tx;

/** Columns of a new order row (the database fills its id). */
export type OrderInsert = typeof orders.$inferInsert;

/** Columns a state change may set besides the state (e.g. `paidAt`, `ticketingDueAt`). */
export type OrderPatch = Partial<OrderInsert>;

/** Columns of a new passenger row. */
export type PassengerInsert = typeof orderPassengers.$inferInsert;

/**
 * Inserts an order row unless its order number is taken (ON CONFLICT DO NOTHING on `order_no`,
 * which leaves the transaction usable). @returns the row, or undefined when the number is taken.
 */
export async function insertOrderRow(tx: Tx, row: OrderInsert): Promise<OrderRow | undefined> {
  const [order] = await tx
    .insert(orders)
    .values(row)
    .onConflictDoNothing({ target: orders.orderNo })
    .returning();
  return order;
}

/**
 * Inserts a passenger of an order unless the same person already holds an active booking of the
 * same product (a unique index; ON CONFLICT DO NOTHING).
 * @returns the passenger's id, or undefined on that conflict.
 */
export async function insertPassenger(tx: Tx, row: PassengerInsert): Promise<string | undefined> {
  const [inserted] = await tx
    .insert(orderPassengers)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: orderPassengers.id });
  return inserted?.id;
}

/** Sets an order's state, `updatedAt` and any other columns in `patch`. */
export async function updateOrderState(
  tx: Tx,
  orderId: string,
  state: string,
  now: Date,
  patch: OrderPatch = {},
): Promise<void> {
  await tx
    .update(orders)
    .set({ ...patch, state, updatedAt: now })
    .where(eq(orders.id, orderId));
}

/** The order with this id, locked FOR UPDATE inside `tx`. */
export async function lockOrderById(tx: Tx, orderId: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row;
}

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

/**
 * Orders by number, or by the contact's mobile (newest first, at most `limit`), whoever's: the
 * staff's look-up. The mobile is stored whole (it is the contact's, as the member typed it).
 */
export async function findOrdersByNoOrMobile(
  db: Conn,
  q: { orderNo?: string; mobile?: string },
  limit: number,
): Promise<OrderRow[]> {
  const where = q.orderNo
    ? eq(orders.orderNo, q.orderNo)
    : eq(orders.contactMobile, q.mobile ?? '');
  return db.select().from(orders).where(where).orderBy(desc(orders.createdAt)).limit(limit);
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
