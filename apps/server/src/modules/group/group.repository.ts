import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { groupQuotes, groupRequests } from '../../db/schema';

type Conn = Db | Tx;
export type GroupRow = typeof groupRequests.$inferSelect;
export type GroupInsert = typeof groupRequests.$inferInsert;
export type QuoteRow = typeof groupQuotes.$inferSelect;
export type QuoteInsert = typeof groupQuotes.$inferInsert;

/** Stores a new request. @returns the stored row. */
export async function insertGroup(db: Conn, row: GroupInsert): Promise<GroupRow> {
  const [inserted] = await db.insert(groupRequests).values(row).returning();
  return inserted!;
}

/** The request with this number, locked FOR UPDATE in `tx`. */
export async function lockGroupByNo(tx: Tx, requestNo: string): Promise<GroupRow | undefined> {
  const [row] = await tx
    .select()
    .from(groupRequests)
    .where(eq(groupRequests.requestNo, requestNo))
    .for('update');
  return row;
}

/** The request with this number of `memberId` (undefined for another member's). */
export async function findMemberGroup(db: Conn, memberId: string, requestNo: string) {
  const [row] = await db
    .select()
    .from(groupRequests)
    .where(and(eq(groupRequests.requestNo, requestNo), eq(groupRequests.memberId, memberId)));
  return row;
}

/** A member's requests, newest first (at most 100). */
export function memberGroups(db: Conn, memberId: string): Promise<GroupRow[]> {
  return db
    .select()
    .from(groupRequests)
    .where(eq(groupRequests.memberId, memberId))
    .orderBy(desc(groupRequests.createdAt))
    .limit(100);
}

/** Sets columns of a request (its state, order, closing reason) and its update time. */
export async function updateGroup(
  tx: Tx,
  id: string,
  patch: Partial<Pick<GroupRow, 'state' | 'closedReason' | 'orderId' | 'orderNo'>>,
  now: Date,
): Promise<void> {
  await tx
    .update(groupRequests)
    .set({ ...patch, updatedAt: now })
    .where(eq(groupRequests.id, id));
}

/** The request of a group order, locked FOR UPDATE in `tx`. */
export async function lockGroupOfOrder(tx: Tx, orderId: string): Promise<GroupRow | undefined> {
  const [row] = await tx
    .select()
    .from(groupRequests)
    .where(eq(groupRequests.orderId, orderId))
    .for('update');
  return row;
}

/** The quote versions of the requests, oldest first. */
export function quotesOf(db: Conn, requestIds: string[]): Promise<QuoteRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(groupQuotes)
    .where(inArray(groupQuotes.requestId, requestIds))
    .orderBy(groupQuotes.requestId, groupQuotes.version);
}

/** Stores a quote version. */
export async function insertQuote(tx: Tx, row: QuoteInsert): Promise<QuoteRow> {
  const [inserted] = await tx.insert(groupQuotes).values(row).returning();
  return inserted!;
}

/** A page of the queue, newest first, with the total of the filtered rows. */
export async function queuePage(
  db: Conn,
  filter: { state?: string; mobile?: string },
  page: { offset: number; limit: number },
): Promise<{ rows: GroupRow[]; total: number }> {
  const conds: SQL[] = [];
  if (filter.state) conds.push(eq(groupRequests.state, filter.state));
  if (filter.mobile) conds.push(eq(groupRequests.contactMobile, filter.mobile));
  const where = conds.length ? and(...conds) : undefined;
  const rows = await db
    .select()
    .from(groupRequests)
    .where(where)
    .orderBy(desc(groupRequests.createdAt))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(groupRequests).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** How many requests are in each state. */
export async function stateCounts(db: Conn): Promise<Record<string, number>> {
  const rows = await db
    .select({ state: groupRequests.state, n: count() })
    .from(groupRequests)
    .groupBy(groupRequests.state);
  return Object.fromEntries(rows.map((r) => [r.state, r.n]));
}

/**
 * Requests in `states` whose current (highest) quote's deadline has passed by `now` (at most
 * `limit`), for the expiry job; each is locked again, with its order first, before it is closed.
 */
export function expiredCandidates(
  db: Conn,
  states: string[],
  now: Date,
  limit: number,
): Promise<GroupRow[]> {
  const deadline = sql`(SELECT q.valid_until FROM group_quotes q WHERE q.request_id = ${groupRequests.id} ORDER BY q.version DESC LIMIT 1)`;
  return db
    .select()
    .from(groupRequests)
    .where(and(inArray(groupRequests.state, states), sql`${deadline} <= ${now}`))
    .limit(limit);
}

/** Requests in `state` with a group order (at most `limit`), oldest update first. */
export function groupsWithOrderIn(db: Conn, state: string, limit: number): Promise<GroupRow[]> {
  return db
    .select()
    .from(groupRequests)
    .where(and(eq(groupRequests.state, state), isNotNull(groupRequests.orderNo)))
    .orderBy(groupRequests.updatedAt)
    .limit(limit);
}
