import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { hotelBookings, hotelReviews, orders } from '../../db/schema';
import type { OrderRow } from '../orders/product';

type Conn = Db | Tx;

/** Columns of a new booking row. */
export type HotelBookingInsert = typeof hotelBookings.$inferInsert;

/** Inserts the stay of a new order, in the booking's transaction. */
export async function insertBooking(tx: Tx, row: HotelBookingInsert): Promise<void> {
  await tx.insert(hotelBookings).values(row);
}

/** Sets when an order must be confirmed by (30 minutes after it was paid). */
export async function setConfirmBy(tx: Tx, orderId: string, at: Date): Promise<void> {
  await tx.update(hotelBookings).set({ confirmBy: at }).where(eq(hotelBookings.orderId, orderId));
}

/** Records the hotel's confirmation number. */
export async function setConfirmed(tx: Tx, orderId: string, no: string, at: Date): Promise<void> {
  await tx
    .update(hotelBookings)
    .set({ confirmationNo: no, confirmedAt: at })
    .where(eq(hotelBookings.orderId, orderId));
}

/** What an order view shows of its stay beyond the snapshot. */
export interface BookingExtra {
  confirmationNo: string | null;
  confirmBy: Date | null;
  reviewed: boolean;
}

/** The bookings of a page of orders with whether each was reviewed (one query), by order id. */
export async function bookingExtrasOf(
  db: Conn,
  orderIds: string[],
): Promise<Map<string, BookingExtra>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: hotelBookings.orderId,
      confirmationNo: hotelBookings.confirmationNo,
      confirmBy: hotelBookings.confirmBy,
      reviewed: sql<boolean>`${hotelReviews.id} IS NOT NULL`,
    })
    .from(hotelBookings)
    .leftJoin(hotelReviews, eq(hotelReviews.orderId, hotelBookings.orderId))
    .where(inArray(hotelBookings.orderId, orderIds));
  return new Map(rows.map(({ orderId, ...extra }) => [orderId, extra]));
}

/** Which stays a job takes: see `hotel.jobs.ts`. */
export type DueStays =
  /** 待确认 at an automatic hotel, due to be confirmed: `confirm_by` (paid + 30 min) ≤ the bound. */
  | { what: 'confirm'; confirmByUpTo: Date }
  /** 待确认 and not confirmed by `now`. */
  | { what: 'expire'; now: Date }
  /** 已确认 with check-in on or before `day`. */
  | { what: 'checkIn'; day: string }
  /** 已入住 with check-out on or before `day`. */
  | { what: 'checkOut'; day: string };

function dueWhere(due: DueStays) {
  const b = hotelBookings;
  switch (due.what) {
    case 'confirm':
      return and(
        eq(orders.state, 'CONFIRMING'),
        eq(b.autoConfirm, true),
        isNull(b.confirmedAt),
        lte(b.confirmBy, due.confirmByUpTo),
      );
    case 'expire':
      return and(eq(orders.state, 'CONFIRMING'), isNull(b.confirmedAt), lte(b.confirmBy, due.now));
    case 'checkIn':
      return and(eq(orders.state, 'CONFIRMED'), lte(b.checkIn, due.day));
    case 'checkOut':
      return and(eq(orders.state, 'CHECKED_IN'), lte(b.checkOut, due.day));
  }
}

/**
 * Up to `limit` hotel orders a job is due to move, locked (the order and its booking) with SKIP
 * LOCKED, so several server instances running the same job never take the same order. Reads the
 * order core's `orders` table for the state, as the booking row is the order's own.
 */
export async function lockDueStays(tx: Tx, due: DueStays, limit: number): Promise<OrderRow[]> {
  const rows = await tx
    .select({ order: orders })
    .from(hotelBookings)
    .innerJoin(orders, eq(orders.id, hotelBookings.orderId))
    .where(dueWhere(due))
    .orderBy(asc(hotelBookings.confirmBy), asc(hotelBookings.checkIn))
    .limit(limit)
    .for('update', { of: [orders, hotelBookings], skipLocked: true });
  return rows.map((r) => r.order);
}
