import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderChanges, orderPassengers, orders } from '../../db/schema';
import type { OrderPatch } from './order.repository';

type Conn = Db | Tx;

/** A change (改签) row as stored. */
export type ChangeRow = typeof orderChanges.$inferSelect;
/** Columns of a new change row. */
export type ChangeInsert = typeof orderChanges.$inferInsert;

/** Inserts a change. @returns the row */
export async function insertChange(tx: Tx, row: ChangeInsert): Promise<ChangeRow> {
  const [inserted] = await tx.insert(orderChanges).values(row).returning();
  return inserted!;
}

/** The order's PENDING change, locked FOR UPDATE inside `tx`; or undefined. */
export async function lockPendingChange(tx: Tx, orderId: string): Promise<ChangeRow | undefined> {
  const [row] = await tx
    .select()
    .from(orderChanges)
    .where(and(eq(orderChanges.orderId, orderId), eq(orderChanges.state, 'PENDING')))
    .for('update');
  return row;
}

/** Sets a change's state (DONE, EXPIRED) and when it ended. */
export async function endChange(tx: Tx, id: string, state: 'DONE' | 'EXPIRED', at: Date) {
  await tx.update(orderChanges).set({ state, completedAt: at }).where(eq(orderChanges.id, id));
}

/** The order's changes, newest first. */
export async function changesOfOrder(db: Conn, orderId: string): Promise<ChangeRow[]> {
  return db
    .select()
    .from(orderChanges)
    .where(eq(orderChanges.orderId, orderId))
    .orderBy(desc(orderChanges.createdAt));
}

/** How many changes of the order are DONE. */
export async function doneChangesOf(db: Conn, orderId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orderChanges)
    .where(and(eq(orderChanges.orderId, orderId), eq(orderChanges.state, 'DONE')));
  return row?.n ?? 0;
}

/** Sets columns of an order without changing its state (a change swapped in). */
export async function patchOrder(tx: Tx, orderId: string, patch: OrderPatch, now: Date) {
  await tx
    .update(orders)
    .set({ ...patch, updatedAt: now })
    .where(eq(orders.id, orderId));
}

/** A person's ticket after a change: new price, seat, product key and ticket number. */
export async function setChangedTicket(
  tx: Tx,
  personId: string,
  t: { priceFen: number; seat: string | null; productKey: string; ticketNo: string },
) {
  await tx.update(orderPassengers).set(t).where(eq(orderPassengers.id, personId));
}

/**
 * The ids of `people` (person id → ID hash and new product key) whose document already holds an
 * active booking of that product on another order: what the one-booking-per-document index
 * (`order_passengers_active_uq`) would refuse when the change is swapped in.
 */
export async function takenByOthers(
  tx: Tx,
  orderId: string,
  people: readonly { id: string; idNoHash: string | null; productKey: string }[],
): Promise<string[]> {
  const withDoc = people.filter((p) => p.idNoHash);
  if (withDoc.length === 0) return [];
  const pairs = sql.join(
    withDoc.map((p) => sql`(${p.productKey}, ${p.idNoHash})`),
    sql`, `,
  );
  const rows = await tx
    .select({ key: orderPassengers.productKey, hash: orderPassengers.idNoHash })
    .from(orderPassengers)
    .where(
      and(
        eq(orderPassengers.active, true),
        ne(orderPassengers.orderId, orderId),
        sql`(${orderPassengers.productKey}, ${orderPassengers.idNoHash}) in (${pairs})`,
      ),
    );
  const taken = new Set(rows.map((r) => `${r.key}|${r.hash}`));
  return withDoc.filter((p) => taken.has(`${p.productKey}|${p.idNoHash}`)).map((p) => p.id);
}
