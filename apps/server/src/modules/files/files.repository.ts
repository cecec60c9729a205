import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { files, serviceTicketAttachments, serviceTickets, storedFiles } from '../../db/schema';

export type FileRow = typeof files.$inferSelect;
export type FileInsert = typeof files.$inferInsert;
type Conn = Db | Tx;

/** Stores a file's metadata row. */
export async function insertFileRow(db: Conn, row: FileInsert): Promise<FileRow> {
  const [inserted] = await db.insert(files).values(row).returning();
  return inserted!;
}

/** A file's metadata row. */
export async function findFileRow(db: Conn, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/** Removes a metadata row (an upload whose bytes could not be stored). */
export async function deleteFileRow(db: Conn, id: string): Promise<void> {
  await db.delete(files).where(eq(files.id, id));
}

/** The member owning the ticket a file is attached to, if it is attached to a member's ticket. */
export async function ticketMemberOfFile(db: Conn, fileId: string): Promise<string | null> {
  const [row] = await db
    .select({ memberId: serviceTickets.memberId })
    .from(serviceTicketAttachments)
    .innerJoin(serviceTickets, eq(serviceTickets.id, serviceTicketAttachments.ticketId))
    .where(eq(serviceTicketAttachments.fileId, fileId));
  return row?.memberId ?? null;
}

/** Stores bytes in `stored_files`. */
export async function insertStoredBytes(db: Db, id: string, content: Buffer): Promise<void> {
  await db.insert(storedFiles).values({ id, content });
}

/** The bytes under `id` in `stored_files`. */
export async function readStoredBytes(db: Db, id: string): Promise<Buffer | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row?.content;
}

/** Removes the bytes under `id` from `stored_files`. */
export async function deleteStoredBytes(db: Db, id: string): Promise<void> {
  await db.delete(storedFiles).where(eq(storedFiles.id, id));
}
