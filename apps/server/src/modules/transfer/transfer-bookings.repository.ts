import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, transferBookings } from '../../db/schema';
import type { OrderRow } from '../orders/product';

export type TransferBookingInsert = typeof transferBookings.$inferInsert;
/** The sandbox driver card as kept (the phone whole; views mask it). */
export type DriverCard = NonNullable<TransferBookingInsert['driver']>;

/** Inserts the transfer of a new order, in the booking's transaction. */
export async function insertTransferBooking(tx: Tx, row: TransferBookingInsert): Promise<void> {
  await tx.insert(transferBookings).values(row);
}

/** Sets when the sandbox dispatch may assign a driver (the payment's time). */
export async function setDispatchBy(tx: Tx, orderId: string, at: Date): Promise<void> {
  await tx
    .update(transferBookings)
    .set({ dispatchBy: at })
    .where(eq(transferBookings.orderId, orderId));
}

/** Records the driver card, once: a row that has one keeps it. @returns whether it was set */
export async function setDriver(tx: Tx, orderId: string, driver: DriverCard, at: Date) {
  const rows = await tx
    .update(transferBookings)
    .set({ driver, dispatchedAt: at })
    .where(and(eq(transferBookings.orderId, orderId), isNull(transferBookings.dispatchedAt)))
    .returning({ orderId: transferBookings.orderId });
  return rows.length === 1;
}

/** What an order view shows beyond the snapshot: the driver card. */
export interface TransferExtra {
  driver: DriverCard | null;
}

/** The transfers of a page of orders (one query), by order id. */
export async function transferExtrasOf(
  db: Db | Tx,
  orderIds: string[],
): Promise<Map<string, TransferExtra>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: transferBookings.orderId, driver: transferBookings.driver })
    .from(transferBookings)
    .where(inArray(transferBookings.orderId, orderIds));
  return new Map(rows.map((r) => [r.orderId, { driver: r.driver ?? null }]));
}

/** Which transfer orders a job takes: see `transfer.jobs.ts`. */
export type DueTransfers =
  /** 待接单 paid at or before `paidBy`, no driver yet. */
  | { what: 'dispatch'; paidBy: Date }
  /** 已派车 whose service time has come. */
  | { what: 'start'; now: Date }
  /** 服务中 whose ride is over. */
  | { what: 'end'; now: Date };

function dueWhere(due: DueTransfers) {
  const b = transferBookings;
  switch (due.what) {
    case 'dispatch':
      return and(
        eq(orders.state, 'CONFIRMING'),
        isNull(b.dispatchedAt),
        lte(b.dispatchBy, due.paidBy),
      );
    case 'start':
      return and(eq(orders.state, 'CONFIRMED'), lte(b.serviceAt, due.now));
    case 'end':
      return and(eq(orders.state, 'TRAVELLING'), lte(b.endsAt, due.now));
  }
}

/**
 * The next transfer order a job is due to move, the order and its booking locked with SKIP
 * LOCKED, so instances running the same job never take the same order.
 */
export async function lockDueTransfer(tx: Tx, due: DueTransfers): Promise<OrderRow | undefined> {
  const rows = await tx
    .select({ order: orders })
    .from(transferBookings)
    .innerJoin(orders, eq(orders.id, transferBookings.orderId))
    .where(dueWhere(due))
    .orderBy(asc(transferBookings.serviceAt))
    .limit(1)
    .for('update', { of: [orders, transferBookings], skipLocked: true });
  return rows[0]?.order;
}
