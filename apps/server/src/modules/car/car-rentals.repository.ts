import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { carRentals, orders, payments } from '../../db/schema';
import type { OrderRow } from '../orders/product';
import type { PaymentRow } from '../payment/payment.repository';

type Conn = Db | Tx;

export type CarRentalRow = typeof carRentals.$inferSelect;
export type CarRentalInsert = typeof carRentals.$inferInsert;

/** A counter: the cars of one class one supplier keeps at one store. */
export interface CarCounter {
  storeId: string;
  supplierCode: string;
  classCode: string;
}

/** Inserts the rental of a new order, in the booking's transaction. */
export async function insertRental(tx: Tx, row: CarRentalInsert): Promise<void> {
  await tx.insert(carRentals).values(row);
}

/**
 * Takes the transaction-scoped advisory lock of each counter, in the order given (the caller
 * sorts them, so two bookings touching the same counters never wait on each other crosswise).
 */
export async function lockCounters(tx: Tx, keys: readonly string[]): Promise<void> {
  for (const key of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`car:${key}`}, 0))`);
  }
}

/** What moves a counter's balance: the active rentals out of it, and the one-way ones returned to it. */
export async function counterMoves(tx: Tx, c: CarCounter) {
  const r = carRentals;
  const same = (store: typeof r.pickupStoreId | typeof r.dropoffStoreId) =>
    and(eq(store, c.storeId), eq(r.supplierCode, c.supplierCode), eq(r.classCode, c.classCode));
  return tx
    .select({
      pickupAt: r.pickupAt,
      backAt: r.backAt,
      oneWay: r.oneWay,
      returnedAt: r.returnedAt,
      out: sql<boolean>`${r.pickupStoreId} = ${c.storeId}`,
    })
    .from(r)
    .where(
      and(
        eq(r.active, true),
        or(
          same(r.pickupStoreId),
          and(same(r.dropoffStoreId), eq(r.oneWay, true), isNotNull(r.returnedAt)),
        ),
      ),
    );
}

/**
 * What moves the balances of every counter at `storeIds` (a search's stores), as
 * {@link counterMoves} reads one counter's: the active rentals out of them and the one-way ones
 * returned to them, each with the counter it moves.
 */
export async function storesMoves(db: Conn, storeIds: readonly string[]) {
  if (storeIds.length === 0) return [];
  const r = carRentals;
  const ids = [...storeIds];
  return db
    .select({
      pickupStoreId: r.pickupStoreId,
      dropoffStoreId: r.dropoffStoreId,
      supplierCode: r.supplierCode,
      classCode: r.classCode,
      pickupAt: r.pickupAt,
      backAt: r.backAt,
      oneWay: r.oneWay,
      returnedAt: r.returnedAt,
    })
    .from(r)
    .where(
      and(
        eq(r.active, true),
        or(
          inArray(r.pickupStoreId, ids),
          and(inArray(r.dropoffStoreId, ids), eq(r.oneWay, true), isNotNull(r.returnedAt)),
        ),
      ),
    );
}

/** Ends a rental's hold on its car (closed, refunded, no-show). */
export async function deactivateRental(tx: Tx, orderId: string): Promise<void> {
  await tx.update(carRentals).set({ active: false }).where(eq(carRentals.orderId, orderId));
}

/** Updates a rental's life columns. */
export async function updateRental(
  tx: Tx,
  orderId: string,
  patch: Partial<
    Pick<CarRentalInsert, 'pickedUpAt' | 'returnedAt' | 'settlementFen' | 'violationReleaseAt'>
  >,
): Promise<void> {
  await tx.update(carRentals).set(patch).where(eq(carRentals.orderId, orderId));
}

/** The rental of an order. */
export async function rentalOf(db: Conn, orderId: string): Promise<CarRentalRow | undefined> {
  const [row] = await db.select().from(carRentals).where(eq(carRentals.orderId, orderId));
  return row;
}

/** The rental of an order, locked FOR UPDATE inside `tx` (its order locked first). */
export async function lockRentalOf(tx: Tx, orderId: string): Promise<CarRentalRow | undefined> {
  const [row] = await tx
    .select()
    .from(carRentals)
    .where(eq(carRentals.orderId, orderId))
    .for('update');
  return row;
}

/** The deposit lines (holds, captures, releases) of some orders, oldest first. */
export async function depositRowsOf(db: Conn, orderIds: string[]): Promise<PaymentRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.orderId, orderIds),
        inArray(payments.purpose, ['HOLD', 'HOLD_CAPTURE', 'HOLD_RELEASE']),
      ),
    )
    .orderBy(
      asc(payments.createdAt),
      desc(sql`${payments.purpose} = 'HOLD'`),
      asc(payments.note),
      asc(payments.paymentNo),
    );
}

/** The rentals of a page of orders, by order id. */
export async function rentalsOf(db: Conn, orderIds: string[]): Promise<Map<string, CarRentalRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(carRentals).where(inArray(carRentals.orderId, orderIds));
  return new Map(rows.map((r) => [r.orderId, r]));
}

/** Which rental orders a job takes: see `car.jobs.ts`. */
export type DueRentals =
  | { what: 'pickup'; now: Date }
  | { what: 'noShow'; before: Date }
  | { what: 'return'; now: Date }
  | { what: 'settle' }
  | { what: 'violation'; now: Date };

function dueWhere(due: DueRentals) {
  const r = carRentals;
  switch (due.what) {
    case 'pickup':
      return and(eq(orders.state, 'CONFIRMED'), lte(r.pickupAt, due.now));
    case 'noShow':
      return and(eq(orders.state, 'CONFIRMED'), lte(r.pickupAt, due.before));
    case 'return':
      return and(eq(orders.state, 'PICKED_UP'), lte(r.returnAt, due.now));
    case 'settle':
      return and(eq(orders.state, 'RETURNED'), isNull(r.settlementFen));
    case 'violation':
      return and(eq(orders.state, 'COMPLETED'), lte(r.violationReleaseAt, due.now));
  }
}

/** The next rental order a job is due to move with its rental, both locked FOR UPDATE SKIP LOCKED. */
export async function lockDueRental(
  tx: Tx,
  due: DueRentals,
): Promise<{ order: OrderRow; rental: CarRentalRow } | undefined> {
  const [row] = await tx
    .select({ order: orders, rental: carRentals })
    .from(carRentals)
    .innerJoin(orders, eq(orders.id, carRentals.orderId))
    .where(dueWhere(due))
    .orderBy(asc(carRentals.pickupAt))
    .limit(1)
    .for('update', { of: [orders, carRentals], skipLocked: true });
  return row;
}
