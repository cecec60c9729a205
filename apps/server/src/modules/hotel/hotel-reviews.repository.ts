import { count, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { hotelReviews } from '../../db/schema';
import { textArrayParam } from '../../db/text-array-param';

type Conn = Db | Tx;

/** A member's review as stored. */
export type HotelReviewRow = typeof hotelReviews.$inferSelect;

/** Columns of a new review (the database fills its id and time unless given). */
export type HotelReviewInsert = typeof hotelReviews.$inferInsert;

/** Members' reviews of one hotel summed up: how many, and each sub-score's sum (1–5 each). */
export interface ReviewSums {
  n: number;
  location: number;
  facility: number;
  service: number;
  hygiene: number;
}

/** The members' review sums of each hotel that has any, by hotel id (one grouped query). */
export async function reviewSumsOf(db: Conn, hotelIds: string[]): Promise<Map<string, ReviewSums>> {
  const out = new Map<string, ReviewSums>();
  if (hotelIds.length === 0) return out;
  const sum = (c: AnyPgColumn) => sql<string>`sum(${c})`;
  const rows = await db
    .select({
      hotelId: hotelReviews.hotelId,
      n: count(),
      location: sum(hotelReviews.location),
      facility: sum(hotelReviews.facility),
      service: sum(hotelReviews.service),
      hygiene: sum(hotelReviews.hygiene),
    })
    .from(hotelReviews)
    .where(sql`${hotelReviews.hotelId} = any(${textArrayParam(hotelIds)})`)
    .groupBy(hotelReviews.hotelId);
  for (const r of rows) {
    out.set(r.hotelId, {
      n: r.n,
      location: Number(r.location),
      facility: Number(r.facility),
      service: Number(r.service),
      hygiene: Number(r.hygiene),
    });
  }
  return out;
}

/** A page of a hotel's member reviews, newest first, with their count. */
export async function memberReviewsOf(
  db: Conn,
  hotelId: string,
  offset: number,
  limit: number,
): Promise<{ rows: HotelReviewRow[]; total: number }> {
  const where = eq(hotelReviews.hotelId, hotelId);
  const [rows, [total]] = await Promise.all([
    limit > 0
      ? db
          .select()
          .from(hotelReviews)
          .where(where)
          .orderBy(desc(hotelReviews.createdAt), desc(hotelReviews.id))
          .limit(limit)
          .offset(offset)
      : Promise.resolve([]),
    db.select({ n: count() }).from(hotelReviews).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Inserts a review unless its order has one (the unique index on `order_id`; ON CONFLICT DO
 * NOTHING, so two submits at once make one row). @returns the row, or undefined when reviewed.
 */
export async function insertReview(
  db: Conn,
  row: HotelReviewInsert,
): Promise<HotelReviewRow | undefined> {
  const [r] = await db
    .insert(hotelReviews)
    .values(row)
    .onConflictDoNothing({ target: hotelReviews.orderId })
    .returning();
  return r;
}
