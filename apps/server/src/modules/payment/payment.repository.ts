import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, paymentNotifications, payments } from '../../db/schema';
import type { OrderRow } from '../orders/product';

type Conn = Db | Tx;

/** A payment row: one attempt of an order with one provider; amounts in fen. */
export type PaymentRow = typeof payments.$inferSelect;

/** Columns of a new payment row (the database fills its id). */
export type PaymentInsert = typeof payments.$inferInsert;

/** The payments of an order (at most one per provider), in no particular order. */
export async function paymentsOf(db: Conn, orderId: string): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.orderId, orderId));
}

/** The payment with this id, or undefined. */
export async function findPaymentById(db: Conn, id: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

/** The order's payment with `provider` (one per order and provider), or undefined. */
export async function findOrderPayment(
  tx: Tx,
  orderId: string,
  provider: string,
): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.provider, provider)));
  return row;
}

/**
 * Locks every payment of an order FOR UPDATE inside `tx`. @returns the first one (an order has
 * one per provider, and one provider today), or undefined when it has none.
 */
export async function lockPaymentOfOrder(tx: Tx, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.orderId, orderId)).for('update');
  return row;
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

/** Sets the state of every payment of an order (e.g. CLOSED when the order closes unpaid). */
export async function setOrderPaymentsState(tx: Tx, orderId: string, state: string): Promise<void> {
  await tx.update(payments).set({ state }).where(eq(payments.orderId, orderId));
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
 * snapshot): its state, pay deadline and its payment's state (null when it has no payment).
 * @returns undefined when the order is not the member's.
 */
export async function readPayState(db: Conn, memberId: string, orderNo: string) {
  const [row] = await db
    .select({ state: orders.state, payDeadline: orders.payDeadline, paymentState: payments.state })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
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
