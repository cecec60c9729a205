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
