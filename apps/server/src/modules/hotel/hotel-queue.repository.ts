import { and, asc, count, eq, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotelBookings, orders } from '../../db/schema';
import type { OrderRow } from '../orders/product';

/** Which waiting stays the staff queue reads. */
export interface QueueFilter {
  /** Only these hotels (the city and name filters, resolved in the catalog); undefined: all. */
  hotelIds?: string[];
  /** Only stays whose deadline (`confirm_by`) is before this time. */
  overdueBefore?: Date;
}

/** A waiting stay: its order and its deadline. */
export interface QueueRow {
  order: OrderRow;
  confirmBy: Date;
}

/** 待确认 at a 人工确认 hotel, not yet confirmed, with a deadline (paid or placed). */
function queueWhere(f: QueueFilter): SQL | undefined {
  const b = hotelBookings;
  const conds: (SQL | undefined)[] = [
    eq(orders.state, 'CONFIRMING'),
    eq(b.autoConfirm, false),
    isNull(b.confirmedAt),
    isNotNull(b.confirmBy),
  ];
  if (f.hotelIds) conds.push(inArray(b.hotelId, f.hotelIds.length ? f.hotelIds : ['']));
  if (f.overdueBefore) conds.push(lt(b.confirmBy, f.overdueBefore));
  return and(...conds);
}

/**
 * A page of the stays waiting for a person, the nearest deadline first, with the count of those
 * matching `filter` and how many of them are past their deadline at `now`.
 */
export async function listWaitingStays(
  db: Db,
  filter: QueueFilter,
  now: Date,
  page: { page: number; pageSize: number },
): Promise<{ rows: QueueRow[]; total: number; overdue: number }> {
  const where = queueWhere(filter);
  const late = sql<number>`count(*) filter (where ${hotelBookings.confirmBy} < ${now.toISOString()}::timestamptz)`;
  const [rows, [counts]] = await Promise.all([
    db
      .select({ order: orders, confirmBy: hotelBookings.confirmBy })
      .from(hotelBookings)
      .innerJoin(orders, eq(orders.id, hotelBookings.orderId))
      .where(where)
      .orderBy(asc(hotelBookings.confirmBy), asc(orders.orderNo))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({
        total: count(),
        overdue: late.mapWith(Number),
      })
      .from(hotelBookings)
      .innerJoin(orders, eq(orders.id, hotelBookings.orderId))
      .where(where),
  ]);
  return {
    rows: rows.map((r) => ({ order: r.order, confirmBy: r.confirmBy ?? now })),
    total: counts?.total ?? 0,
    overdue: counts?.overdue ?? 0,
  };
}
