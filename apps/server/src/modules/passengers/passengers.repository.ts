import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { savedPassengers } from '../../db/schema';
import { isUniqueViolation } from '../../lib/db-errors';

type Conn = Db | Tx;

/** A saved passenger as stored (numbers encrypted, see lib/pii-cipher.ts). */
export type SavedPassengerRow = typeof savedPassengers.$inferSelect;

/** The columns a save writes (everything but the keys and the creation time). */
export type SavedPassengerFields = Omit<
  typeof savedPassengers.$inferInsert,
  'id' | 'memberId' | 'createdAt'
>;

/** The member's saved passengers, oldest first (the order they were added in). */
export async function listSaved(db: Conn, memberId: string): Promise<SavedPassengerRow[]> {
  return db
    .select()
    .from(savedPassengers)
    .where(eq(savedPassengers.memberId, memberId))
    .orderBy(asc(savedPassengers.createdAt), asc(savedPassengers.id));
}

/** One of the member's saved passengers, or undefined (also when it is another member's). */
export async function findSaved(
  db: Conn,
  memberId: string,
  id: string,
): Promise<SavedPassengerRow | undefined> {
  const [row] = await db
    .select()
    .from(savedPassengers)
    .where(and(eq(savedPassengers.memberId, memberId), eq(savedPassengers.id, id)));
  return row;
}

/** The member's saved passengers among `ids` (others' are left out). */
export async function findSavedMany(
  db: Conn,
  memberId: string,
  ids: readonly string[],
): Promise<SavedPassengerRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(savedPassengers)
    .where(and(eq(savedPassengers.memberId, memberId), inArray(savedPassengers.id, [...ids])));
}

/**
 * Serialises the saves of one member until the end of `tx` (a PostgreSQL advisory transaction
 * lock on the member), so two concurrent saves cannot both pass the count of the limit.
 */
export async function lockMemberSaves(tx: Tx, memberId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-passengers:${memberId}`}))`);
}

/** How many saved passengers the member keeps. */
export async function countSaved(tx: Conn, memberId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(savedPassengers)
    .where(eq(savedPassengers.memberId, memberId));
  return Number(row?.n ?? 0);
}

/** The documents the member has saved, as `idType:idNoHash`. */
export async function savedDocumentKeys(tx: Conn, memberId: string): Promise<Set<string>> {
  const rows = await tx
    .select({ idType: savedPassengers.idType, idNoHash: savedPassengers.idNoHash })
    .from(savedPassengers)
    .where(eq(savedPassengers.memberId, memberId));
  return new Set(rows.map((r) => `${r.idType}:${r.idNoHash}`));
}

/**
 * Inserts a saved passenger unless the member has one with the same document (the unique index
 * on member, type and number hash, which also holds under concurrency).
 * @returns the row, or undefined when the document is saved already
 */
export async function insertSaved(
  tx: Conn,
  memberId: string,
  fields: SavedPassengerFields & { createdAt: Date },
): Promise<SavedPassengerRow | undefined> {
  const [row] = await tx
    .insert(savedPassengers)
    .values({ ...fields, memberId })
    .onConflictDoNothing()
    .returning();
  return row;
}

/**
 * Updates the member's saved passenger `id`.
 * @returns the row; undefined when the member has no such passenger; 'duplicate' when the new
 *   document is saved already under another entry (the statement failed: end the transaction)
 */
export async function updateSaved(
  tx: Tx,
  memberId: string,
  id: string,
  fields: SavedPassengerFields,
): Promise<SavedPassengerRow | undefined | 'duplicate'> {
  try {
    const [row] = await tx
      .update(savedPassengers)
      .set(fields)
      .where(and(eq(savedPassengers.memberId, memberId), eq(savedPassengers.id, id)))
      .returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) return 'duplicate';
    throw err;
  }
}

/** Deletes the member's saved passenger `id`. @returns false when the member has no such one */
export async function deleteSaved(db: Conn, memberId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedPassengers)
    .where(and(eq(savedPassengers.memberId, memberId), eq(savedPassengers.id, id)))
    .returning({ id: savedPassengers.id });
  return rows.length > 0;
}
