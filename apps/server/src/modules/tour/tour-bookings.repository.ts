import { and, asc, eq, inArray, isNull, lt, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orders, tourBookings, tourDepartures } from '../../db/schema';
import type { OrderRow } from '../orders/product';

type Conn = Db | Tx;

export type TourBookingInsert = typeof tourBookings.$inferInsert;

/** Inserts the tour of a new order, in the booking's transaction. */
export async function insertTourBooking(tx: Tx, row: TourBookingInsert): Promise<void> {
  await tx.insert(tourBookings).values(row);
}

/** Sets when the sandbox supplier confirms a paid order. */
export async function setTourConfirmBy(tx: Tx, orderId: string, at: Date): Promise<void> {
  await tx.update(tourBookings).set({ confirmBy: at }).where(eq(tourBookings.orderId, orderId));
}

/** Records the supplier's confirmation. */
export async function setTourConfirmed(tx: Tx, orderId: string, at: Date): Promise<void> {
  await tx.update(tourBookings).set({ confirmedAt: at }).where(eq(tourBookings.orderId, orderId));
}

/** What an order view shows of its tour beyond the snapshot: the departure's 成团进度. */
export interface TourExtra {
  contractNo: string;
  booked: number;
  groupMin: number;
  departureState: string;
}

/** The tours of a page of orders with their departures (one query), by order id. */
export async function tourExtrasOf(db: Conn, orderIds: string[]): Promise<Map<string, TourExtra>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: tourBookings.orderId,
      contractNo: tourBookings.contractNo,
      booked: tourDepartures.booked,
      groupMin: tourDepartures.groupMin,
      departureState: tourDepartures.state,
    })
    .from(tourBookings)
    .innerJoin(
      tourDepartures,
      and(
        eq(tourDepartures.productCode, tourBookings.productCode),
        eq(tourDepartures.date, tourBookings.date),
      ),
    )
    .where(inArray(tourBookings.orderId, orderIds));
  return new Map(rows.map(({ orderId, ...extra }) => [orderId, extra]));
}

/** Which tour orders a job takes: see `tour.jobs.ts`. */
export type DueTours =
  /** 待确认 whose sandbox confirmation time has come. */
  | { what: 'confirm'; now: Date }
  /** 待确认 or 已确认 on a departure decided FORMED or NOT_FORMED. */
  | { what: 'decided'; state: 'FORMED' | 'NOT_FORMED' }
  /** 已成团 departing on or before `day`. */
  | { what: 'start'; day: string }
  /** 出行中 whose last day is before `day`. */
  | { what: 'end'; day: string };

function dueWhere(due: DueTours) {
  const b = tourBookings;
  switch (due.what) {
    case 'confirm':
      return and(eq(orders.state, 'CONFIRMING'), isNull(b.confirmedAt), lte(b.confirmBy, due.now));
    case 'decided':
      return and(
        eq(tourDepartures.state, due.state),
        inArray(orders.state, due.state === 'FORMED' ? ['CONFIRMED'] : ['CONFIRMING', 'CONFIRMED']),
      );
    case 'start':
      return and(eq(orders.state, 'FORMED'), lte(b.date, due.day));
    case 'end':
      return and(eq(orders.state, 'TRAVELLING'), lt(b.returnDate, due.day));
  }
}

/**
 * Up to `limit` tour orders a job is due to move, the order and its booking locked with SKIP
 * LOCKED (the departure row is read, not locked: a release locks it after the order, as every
 * other path does), so instances running the same job never take the same order.
 */
export async function lockDueTours(tx: Tx, due: DueTours, limit: number): Promise<OrderRow[]> {
  const rows = await tx
    .select({ order: orders })
    .from(tourBookings)
    .innerJoin(orders, eq(orders.id, tourBookings.orderId))
    .innerJoin(
      tourDepartures,
      and(
        eq(tourDepartures.productCode, tourBookings.productCode),
        eq(tourDepartures.date, tourBookings.date),
      ),
    )
    .where(dueWhere(due))
    .orderBy(asc(tourBookings.date))
    .limit(limit)
    .for('update', { of: [orders, tourBookings], skipLocked: true });
  return rows.map((r) => r.order);
}
