import { and, asc, count, desc, eq, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  files,
  orders,
  serviceTicketAttachments,
  serviceTicketMessages,
  serviceTickets,
  staff,
} from '../../db/schema';

export type TicketRow = typeof serviceTickets.$inferSelect;
export type TicketInsert = typeof serviceTickets.$inferInsert;
export type FileRow = typeof files.$inferSelect;
type Conn = Db | Tx;

/** Whether `orderNo` is one of `memberId`'s orders. */
export async function memberOwnsOrder(db: Conn, memberId: string, orderNo: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.memberId, memberId)));
  return row !== undefined;
}

/** Stores a new ticket. */
export async function insertTicket(tx: Tx, row: TicketInsert): Promise<TicketRow> {
  const [inserted] = await tx.insert(serviceTickets).values(row).returning();
  return inserted!;
}

/** Stores a message; returns its id. */
export async function insertMessage(
  tx: Tx,
  row: typeof serviceTicketMessages.$inferInsert,
): Promise<string> {
  const [inserted] = await tx
    .insert(serviceTicketMessages)
    .values(row)
    .returning({ id: serviceTicketMessages.id });
  return inserted!.id;
}

/** The files with these ids, locked, with whether each is attached already. */
export async function lockFilesForAttach(tx: Tx, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(files)
    .where(inArray(files.id, [...ids]))
    .for('update');
  const attached = await tx
    .select({ fileId: serviceTicketAttachments.fileId })
    .from(serviceTicketAttachments)
    .where(inArray(serviceTicketAttachments.fileId, [...ids]));
  const taken = new Set(attached.map((a) => a.fileId));
  return rows.map((r) => ({ ...r, attached: taken.has(r.id) }));
}

/** Attaches files to a message of a ticket. */
export async function attachFiles(
  tx: Tx,
  ticketId: string,
  messageId: string,
  ids: readonly string[],
) {
  if (ids.length === 0) return;
  await tx
    .insert(serviceTicketAttachments)
    .values(ids.map((fileId) => ({ fileId, messageId, ticketId })));
}

/** A ticket by number, of this member when `memberId` is given; locked when in a transaction. */
export async function findTicket(
  db: Conn,
  ticketNo: string,
  opts: { memberId?: string; lock?: boolean } = {},
): Promise<TicketRow | undefined> {
  const where = and(
    eq(serviceTickets.ticketNo, ticketNo),
    opts.memberId ? eq(serviceTickets.memberId, opts.memberId) : undefined,
  );
  const q = db.select().from(serviceTickets).where(where);
  const [row] = await (opts.lock ? q.for('update') : q);
  return row;
}

/** Updates a ticket's fields. */
export async function updateTicket(tx: Tx, id: string, set: Partial<TicketInsert>) {
  await tx.update(serviceTickets).set(set).where(eq(serviceTickets.id, id));
}

/** A ticket's messages, oldest first, with the staff author's display name. */
export async function messagesOf(db: Conn, ticketId: string) {
  return db
    .select({
      id: serviceTicketMessages.id,
      author: serviceTicketMessages.author,
      staffName: staff.displayName,
      content: serviceTicketMessages.content,
      createdAt: serviceTicketMessages.createdAt,
    })
    .from(serviceTicketMessages)
    .leftJoin(staff, eq(staff.id, serviceTicketMessages.staffId))
    .where(eq(serviceTicketMessages.ticketId, ticketId))
    .orderBy(asc(serviceTicketMessages.seq));
}

/** A ticket's attachments with the message each belongs to. */
export async function attachmentsOf(db: Conn, ticketId: string) {
  return db
    .select({ messageId: serviceTicketAttachments.messageId, file: files })
    .from(serviceTicketAttachments)
    .innerJoin(files, eq(files.id, serviceTicketAttachments.fileId))
    .where(eq(serviceTicketAttachments.ticketId, ticketId))
    .orderBy(asc(files.createdAt));
}

/** A member's tickets, newest first, with their count. */
export async function listMemberTickets(db: Db, memberId: string, page: number, size: number) {
  const where = eq(serviceTickets.memberId, memberId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(serviceTickets)
      .where(where)
      .orderBy(desc(serviceTickets.createdAt), desc(serviceTickets.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(serviceTickets).where(where),
  ]);
  return { total: total?.n ?? 0, rows };
}

/** Filters of the staff queue; `overdueBefore`: unanswered tickets submitted before it. */
export interface QueueFilter {
  state?: string;
  category?: string;
  overdueBefore: Date;
  overdueOnly: boolean;
}

const overdueCond = (before: Date) =>
  and(
    isNull(serviceTickets.firstReplyAt),
    lt(serviceTickets.createdAt, before),
    inArray(serviceTickets.state, ['SUBMITTED', 'PROCESSING']),
  );

/** The staff queue: oldest first (the SLA clock), with the count, the overdue count, by state. */
export async function queueTickets(db: Conn, f: QueueFilter, page: number, size: number) {
  const conds: (SQL | undefined)[] = [
    f.state ? eq(serviceTickets.state, f.state) : undefined,
    f.category ? eq(serviceTickets.category, f.category) : undefined,
    f.overdueOnly ? overdueCond(f.overdueBefore) : undefined,
  ];
  const where = and(...conds);
  const [rows, [total], [overdue], byState] = await Promise.all([
    db
      .select()
      .from(serviceTickets)
      .where(where)
      .orderBy(asc(serviceTickets.createdAt), asc(serviceTickets.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(serviceTickets).where(where),
    db
      .select({ n: count() })
      .from(serviceTickets)
      .where(and(where, overdueCond(f.overdueBefore))),
    db
      .select({ state: serviceTickets.state, n: count() })
      .from(serviceTickets)
      .groupBy(serviceTickets.state),
  ]);
  return { rows, total: total?.n ?? 0, overdue: overdue?.n ?? 0, byState };
}
