import { and, asc, count, eq, sql } from 'drizzle-orm';
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

/**
 * What a payment line has given back or kept so far: the sum of its refunds' amounts and fees
 * (PROCESSING ones included), fen. A line's refunds never exceed its amount.
 */
export async function settledOfLine(tx: Tx, paymentId: string): Promise<number> {
  const [row] = await tx
    .select({ fen: sql<string>`coalesce(sum(${refunds.amountFen} + ${refunds.feeFen}), 0)` })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId));
  return Number(row?.fen ?? 0);
}

/** How many refunds of an order are still PROCESSING. */
export async function processingRefundsOf(tx: Tx, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.state, 'PROCESSING')));
  return row?.n ?? 0;
}

/** What the member's refund of an order pays back (its ORDER refunds, one per line), fen. */
export async function orderRefundAmountOf(tx: Tx, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ fen: sql<string>`coalesce(sum(${refunds.amountFen}), 0)` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.cause, 'ORDER')));
  return Number(row?.fen ?? 0);
}
