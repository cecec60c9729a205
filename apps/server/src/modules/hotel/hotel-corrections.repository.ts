import { and, count, desc, eq, gte, inArray, or, type SQL } from 'drizzle-orm';
import type { StayCheckState } from '@lvxing/shared';
import type { Db } from '../../db/client';
import { hotelBookings, orders } from '../../db/schema';
import type { OrderRow } from '../orders/product';

/** Which stays the check queue reads. */
export interface StayCheckFilter {
  states: readonly StayCheckState[];
  /** 未入住 whose mark (the order's last state change) is at or after this instant. */
  noShowSince: Date;
  /** 已入住 whose check-in day (Beijing, `YYYY-MM-DD`) is this day or later. */
  checkInFrom: string;
}

function stayCheckWhere(f: StayCheckFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.states.includes('NO_SHOW')) {
    parts.push(and(eq(orders.state, 'NO_SHOW'), gte(orders.updatedAt, f.noShowSince)));
  }
  if (f.states.includes('CHECKED_IN')) {
    parts.push(and(eq(orders.state, 'CHECKED_IN'), gte(hotelBookings.checkIn, f.checkInFrom)));
  }
  return and(inArray(orders.state, [...f.states]), or(...parts));
}

/** A page of stays to check, the latest change first, with the count of those matching. */
export async function listStaysToCheck(
  db: Db,
  filter: StayCheckFilter,
  page: { page: number; pageSize: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = stayCheckWhere(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ order: orders })
      .from(hotelBookings)
      .innerJoin(orders, eq(orders.id, hotelBookings.orderId))
      .where(where)
      .orderBy(desc(orders.updatedAt), desc(orders.orderNo))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ total: count() })
      .from(hotelBookings)
      .innerJoin(orders, eq(orders.id, hotelBookings.orderId))
      .where(where),
  ]);
  return { rows: rows.map((r) => r.order), total: counted?.total ?? 0 };
}
