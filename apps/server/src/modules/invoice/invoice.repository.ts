import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { invoices } from '../../db/schema';

type Conn = Db | Tx;

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceInsert = typeof invoices.$inferInsert;

/**
 * Adds an invoice request (待开具). @returns the row, or 'duplicate' when the order or the ticket
 * has an active invoice already (the partial unique indexes).
 */
export async function insertInvoice(tx: Tx, row: InvoiceInsert): Promise<InvoiceRow | 'duplicate'> {
  // ON CONFLICT DO NOTHING (no target: any unique index, the partial ones included) leaves the
  // caller's transaction usable
  const [created] = await tx.insert(invoices).values(row).onConflictDoNothing().returning();
  return created ?? 'duplicate';
}

/** The invoices of an order, oldest first (voided ones too). */
export function invoicesOfOrder(db: Conn, orderId: string): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.requestedAt), asc(invoices.personName));
}

/** One invoice of a member, or undefined (also for another member's). */
export async function findMemberInvoice(
  db: Conn,
  memberId: string,
  id: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.memberId, memberId)));
  return row;
}

/** Voids the order's active invoices (待开具 and 已开具) at `now`. @returns how many. */
export async function voidInvoicesOf(tx: Tx, orderId: string, now: Date): Promise<number> {
  const rows = await tx
    .update(invoices)
    .set({ state: 'VOIDED', voidedAt: now })
    .where(and(eq(invoices.orderId, orderId), inArray(invoices.state, ['PENDING', 'ISSUED'])))
    .returning({ id: invoices.id });
  return rows.length;
}

/**
 * Up to `limit` requests asked at or before `before`, still 待开具, locked with SKIP LOCKED: two
 * instances running the issuing job never take the same one.
 */
export function lockDueInvoices(tx: Tx, before: Date, limit: number): Promise<InvoiceRow[]> {
  return tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.state, 'PENDING'), lte(invoices.requestedAt, before)))
    .orderBy(asc(invoices.requestedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Marks a locked request issued (已开具) with its number at `now`. */
export async function markIssued(tx: Tx, id: string, invoiceNo: string, now: Date) {
  await tx
    .update(invoices)
    .set({ state: 'ISSUED', invoiceNo, issuedAt: now })
    .where(eq(invoices.id, id));
}
