import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { payments } from '../../db/schema';
import { findOpenLine, type PaymentRow } from './payment.repository';

/** The purposes of a deposit's lines: the hold, and its captures and releases. */
export const HOLD_PURPOSES = ['HOLD', 'HOLD_CAPTURE', 'HOLD_RELEASE'] as const;
/** The steps taken on a hold (captures and releases). */
export const HOLD_STEPS = ['HOLD_CAPTURE', 'HOLD_RELEASE'] as const;
export type HoldStep = (typeof HOLD_STEPS)[number];

/** A hold line by its number, locked FOR UPDATE inside `tx`; or undefined. */
export async function lockHoldByNo(tx: Tx, paymentNo: string): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.paymentNo, paymentNo), eq(payments.purpose, 'HOLD')))
    .for('update');
  return row;
}

/** A hold line by id, locked FOR UPDATE inside `tx`. */
export async function lockHoldById(tx: Tx, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** The order's WAITING hold named `note`, or undefined. */
export function findWaitingHold(
  tx: Tx,
  orderId: string,
  note: string,
): Promise<PaymentRow | undefined> {
  return findOpenLine(tx, orderId, 'HOLD', { note });
}

/** What of a hold its captures and releases have taken or asked for (not failed), fen. */
export async function committedOfHold(tx: Tx, holdId: string): Promise<number> {
  const [row] = await tx
    .select({ fen: sql<string>`coalesce(sum(${payments.amountFen}), 0)` })
    .from(payments)
    .where(
      and(eq(payments.holdId, holdId), inArray(payments.state, ['PROCESSING', 'PAID', 'RELEASED'])),
    );
  return Number(row?.fen ?? 0);
}

/** Whether a hold has a capture or release still PROCESSING. */
export async function hasProcessingStep(tx: Tx, holdId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.holdId, holdId), eq(payments.state, 'PROCESSING')))
    .limit(1);
  return row !== undefined;
}

/** Up to `limit` PROCESSING captures and releases, oldest first, FOR UPDATE SKIP LOCKED. */
export async function lockProcessingSteps(tx: Tx, limit: number): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(and(inArray(payments.purpose, [...HOLD_STEPS]), eq(payments.state, 'PROCESSING')))
    .orderBy(asc(payments.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The deposit lines of an order (holds, captures, releases), oldest first, a hold before its steps. */
export async function depositLinesOf(db: Db | Tx, orderId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.purpose, [...HOLD_PURPOSES])))
    .orderBy(
      asc(payments.createdAt),
      desc(sql`${payments.purpose} = 'HOLD'`),
      asc(payments.paymentNo),
    );
}
