import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cooperationRequests } from '../../db/schema';

/** A stored cooperation request. */
export type CooperationRow = typeof cooperationRequests.$inferSelect;
export type CooperationInsert = typeof cooperationRequests.$inferInsert;

/** Stores a new request. @returns the stored row. */
export async function insertCooperation(db: Db, row: CooperationInsert): Promise<CooperationRow> {
  const [inserted] = await db.insert(cooperationRequests).values(row).returning();
  return inserted!;
}

/**
 * A page of member `memberId`'s requests (every kind), newest first, with their count. Only
 * rows of that member: a request submitted as a visitor is nobody's.
 */
export async function listMemberCooperations(
  db: Db,
  memberId: string,
  page: { page: number; pageSize: number },
): Promise<{ total: number; rows: CooperationRow[] }> {
  const where = eq(cooperationRequests.memberId, memberId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(cooperationRequests)
      .where(where)
      .orderBy(desc(cooperationRequests.createdAt), desc(cooperationRequests.requestNo))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ total: count() }).from(cooperationRequests).where(where),
  ]);
  return { total: counted?.total ?? 0, rows };
}
