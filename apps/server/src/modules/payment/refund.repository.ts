import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { refunds } from '../../db/schema';

/** A refund row; amounts in fen. */
export type RefundRow = typeof refunds.$inferSelect;

/** Columns of a new refund row (the database fills its id). */
export type RefundInsert = typeof refunds.$inferInsert;

/** The refunds of an order, oldest first. */
export async function refundsOf(db: Db | Tx, orderId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt));
}

/** Inserts a refund in the caller's transaction. */
export async function insertRefund(tx: Tx, row: RefundInsert): Promise<void> {
  await tx.insert(refunds).values(row);
}

/**
 * Up to `limit` refunds in PROCESSING, oldest first, locked with SKIP LOCKED so several server
 * instances running the refund job never take the same one.
 */
export async function lockProcessingRefunds(tx: Tx, limit: number): Promise<RefundRow[]> {
  return tx
    .select()
    .from(refunds)
    .where(eq(refunds.state, 'PROCESSING'))
    .orderBy(asc(refunds.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Marks a refund SUCCEEDED, completed at `now`. */
export async function completeRefund(tx: Tx, id: string, now: Date): Promise<void> {
  await tx.update(refunds).set({ state: 'SUCCEEDED', completedAt: now }).where(eq(refunds.id, id));
}
