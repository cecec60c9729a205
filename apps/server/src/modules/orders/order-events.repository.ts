import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderEvents } from '../../db/schema';

/** One row of an order's timeline as read back. */
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** The timeline of an order, oldest first (rows of one instant in insertion order). */
export async function eventsOf(db: Db | Tx, orderId: string): Promise<OrderEventRow[]> {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.at), asc(orderEvents.id));
}

/**
 * Appends a row to an order's timeline in the caller's transaction.
 * @param e.fromState the state before (null for the order's first row); equal to `toState` for a
 *   note that does not change the state. `at` is the instant shown to the member.
 */
export async function insertEvent(
  tx: Tx,
  e: { orderId: string; fromState: string | null; toState: string; text: string; at: Date },
): Promise<void> {
  await tx.insert(orderEvents).values(e);
}
