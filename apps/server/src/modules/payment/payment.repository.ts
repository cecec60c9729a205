import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PaymentPurpose } from '@lvxing/shared';
import type { Db, Tx } from '../../db/client';
import { orders, paymentNotifications, payments, refunds } from '../../db/schema';
import type { OrderRow } from '../orders/product';

type Conn = Db | Tx;

/** A payment line of an order: its purpose, amount (fen), provider and state. */
export type PaymentRow = typeof payments.$inferSelect;

/** Columns of a new payment row (the database fills its id). */
export type PaymentInsert = typeof payments.$inferInsert;

/** The payment lines of an order, oldest first. */
export async function paymentsOf(db: Conn, orderId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.paymentNo));
}

/** The payment with this id, or undefined. */
export async function findPaymentById(db: Conn, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/**
 * The order's WAITING line of `purpose` with `provider` (at most one: a unique index), or with
 * `note` (a deposit hold, named by its note), or undefined.
 */
export async function findOpenLine(
  tx: Tx,
  orderId: string,
  purpose: PaymentPurpose,
  by: { provider: string } | { note: string },
): Promise<PaymentRow | undefined> {
  const which = 'provider' in by ? eq(payments.provider, by.provider) : eq(payments.note, by.note);
  const [row] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.purpose, purpose),
        which,
        eq(payments.state, 'WAITING'),
      ),
    );
  return row;
}

/** The PAID lines of an order, oldest payment first, locked FOR UPDATE inside `tx`. */
export async function lockPaidLines(tx: Tx, orderId: string): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'PAID')))
    .orderBy(asc(payments.paidAt), asc(payments.createdAt))
    .for('update');
}

/** The payment with this number and provider, locked FOR UPDATE inside `tx`; or undefined. */
export async function lockPaymentByNo(
  tx: Tx,
  paymentNo: string,
  provider: string,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.paymentNo, paymentNo), eq(payments.provider, provider)))
    .for('update');
  return row;
}

/** Inserts a payment. @returns the stored row. */
export async function insertPayment(tx: Tx, row: PaymentInsert): Promise<PaymentRow> {
  const [inserted] = await tx.insert(payments).values(row).returning();
  return inserted!;
}

/**
 * Sets the state of a payment and, when the provider reported it, when it was paid and the
 * provider's trade number.
 */
export async function updatePayment(
  tx: Tx,
  id: string,
  set: { state: string; paidAt?: Date; providerTradeNo?: string },
): Promise<void> {
  await tx.update(payments).set(set).where(eq(payments.id, id));
}

/**
 * Up to `limit` WAITING lines of `purpose` that expired by `now`, locked FOR UPDATE SKIP LOCKED:
 * a job taking them locks the line before its order, as the notify does, so the two never wait
 * on each other the other way round.
 */
export async function lockExpiredLines(
  tx: Tx,
  purpose: PaymentPurpose,
  now: Date,
  limit: number,
): Promise<PaymentRow[]> {
  return tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.purpose, purpose),
        eq(payments.state, 'WAITING'),
        sql`${payments.expiresAt} <= ${now.toISOString()}`,
      ),
    )
    .orderBy(asc(payments.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Closes the WAITING lines of an order (it closes unpaid, or they expire). */
export async function closeWaitingLines(tx: Tx, orderId: string): Promise<void> {
  await tx
    .update(payments)
    .set({ state: 'CLOSED' })
    .where(and(eq(payments.orderId, orderId), eq(payments.state, 'WAITING')));
}

/**
 * Closes the order's other WAITING lines of `purpose` (one of them was paid through another
 * provider), skipping any a concurrent notify holds: that notify finds the order paid and
 * refunds its money, and waiting for it here (its line locked before the order, ours the other
 * way round) would deadlock.
 */
export async function closeSiblingLines(
  tx: Tx,
  orderId: string,
  purpose: PaymentPurpose,
): Promise<void> {
  const free = tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.purpose, purpose),
        eq(payments.state, 'WAITING'),
      ),
    )
    .for('update', { skipLocked: true });
  await tx.update(payments).set({ state: 'CLOSED' }).where(inArray(payments.id, free));
}

/** What an order has paid, derived from its lines and their refunds; fen. */
export interface PaymentTotals {
  /** Sum of the lines the payer paid (PAID, or REFUNDED since). */
  paidFen: number;
  /** Sum of refunds paid back (SUCCEEDED). */
  refundedFen: number;
  /** Sum of refunds asked and not yet paid back (PROCESSING). */
  refundingFen: number;
}

/** The paid, refunded and refunding totals of an order (see {@link PaymentTotals}). */
export async function paymentTotalsOf(db: Conn, orderId: string): Promise<PaymentTotals> {
  const [[paid], [back]] = await Promise.all([
    db
      .select({ fen: sql<string>`coalesce(sum(${payments.amountFen}), 0)` })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), inArray(payments.state, ['PAID', 'REFUNDED']))),
    db
      .select({
        done: sql<string>`coalesce(sum(${refunds.amountFen}) filter (where ${refunds.state} = 'SUCCEEDED'), 0)`,
        open: sql<string>`coalesce(sum(${refunds.amountFen}) filter (where ${refunds.state} = 'PROCESSING'), 0)`,
      })
      .from(refunds)
      .where(eq(refunds.orderId, orderId)),
  ]);
  return {
    paidFen: Number(paid?.fen ?? 0),
    refundedFen: Number(back?.done ?? 0),
    refundingFen: Number(back?.open ?? 0),
  };
}

/**
 * Stores a provider's notification once: the (provider, notify id) pair is unique, so a replay
 * inserts nothing. @returns true when stored, false for a replay.
 */
export async function insertNotification(
  tx: Tx,
  n: {
    provider: string;
    notifyId: string;
    paymentNo: string;
    outcome: string;
    payload: object;
    receivedAt: Date;
  },
): Promise<boolean> {
  const [row] = await tx
    .insert(paymentNotifications)
    .values(n)
    .onConflictDoNothing()
    .returning({ id: paymentNotifications.id });
  return !!row;
}

/**
 * What the pay-state poll needs of a member's order, in one statement (not the order's product
 * snapshot): its state, pay deadline and the state of its 全款 (FULL) line (null when none).
 * @returns undefined when the order is not the member's.
 */
export async function readPayState(db: Conn, memberId: string, orderNo: string) {
  const [row] = await db
    .select({ state: orders.state, payDeadline: orders.payDeadline, paymentState: payments.state })
    .from(orders)
    .leftJoin(payments, and(eq(payments.orderId, orders.id), eq(payments.purpose, 'FULL')))
    .where(and(eq(orders.orderNo, orderNo), eq(orders.memberId, memberId)))
    .limit(1);
  return row;
}

/** The payment with this number and its order, or undefined. */
export async function findPaymentWithOrder(
  db: Conn,
  paymentNo: string,
): Promise<{ payment: PaymentRow; order: OrderRow } | undefined> {
  const [row] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.paymentNo, paymentNo));
  return row;
}

/**
 * Up to `limit` WAITING lines that open an order (全款, 定金, 担保) whose order is still unpaid
 * past its deadline: the lines to ask their provider about before the order closes.
 */
export async function dueWaitingLines(db: Conn, now: Date, limit: number): Promise<PaymentRow[]> {
  const rows = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.state, 'WAITING'),
        inArray(payments.purpose, ['FULL', 'DEPOSIT', 'GUARANTEE']),
        eq(orders.state, 'PENDING_PAYMENT'),
        sql`${orders.payDeadline} <= ${now.toISOString()}`,
      ),
    )
    .orderBy(asc(orders.payDeadline))
    .limit(limit);
  return rows.map((r) => r.payment);
}
