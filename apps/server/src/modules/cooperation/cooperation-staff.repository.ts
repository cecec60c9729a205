import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { auditLog, cooperationRequests, staff } from '../../db/schema';

/** A stored cooperation request, as the staff read it. */
export type CooperationStaffRow = typeof cooperationRequests.$inferSelect;

/** Filters of the staff list, each optional. */
export interface CooperationStaffFilter {
  kind?: string;
  state?: string;
  /** Part of the body's name, or a whole request number. */
  keyword?: string;
}

/** `%` and `_` taken literally in a LIKE pattern. */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(filter: CooperationStaffFilter, withState: boolean): SQL | undefined {
  const conds: SQL[] = [];
  if (filter.kind) conds.push(eq(cooperationRequests.kind, filter.kind));
  if (withState && filter.state) conds.push(eq(cooperationRequests.state, filter.state));
  if (filter.keyword) {
    conds.push(
      or(
        ilike(cooperationRequests.orgName, `%${likeLiteral(filter.keyword)}%`),
        eq(cooperationRequests.requestNo, filter.keyword.toUpperCase()),
      )!,
    );
  }
  return conds.length ? and(...conds) : undefined;
}

/**
 * A page of requests, newest first, with their count and the count in each state under the
 * same kind and keyword (the state filter left out, so the console's tabs show every state).
 */
export async function listCooperationRows(
  db: Db,
  filter: CooperationStaffFilter,
  page: number,
  pageSize: number,
) {
  const where = conditions(filter, true);
  const [rows, [total], perState] = await Promise.all([
    db
      .select()
      .from(cooperationRequests)
      .where(where)
      .orderBy(desc(cooperationRequests.createdAt), desc(cooperationRequests.requestNo))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(cooperationRequests).where(where),
    db
      .select({ state: cooperationRequests.state, n: count() })
      .from(cooperationRequests)
      .where(conditions(filter, false))
      .groupBy(cooperationRequests.state),
  ]);
  const stateCounts = Object.fromEntries(perState.map((r) => [r.state, r.n]));
  return { total: total?.n ?? 0, rows, stateCounts };
}

/** One request by number, or undefined. */
export async function findCooperation(
  db: Db | Tx,
  requestNo: string,
  forUpdate = false,
): Promise<CooperationStaffRow | undefined> {
  const query = db
    .select()
    .from(cooperationRequests)
    .where(eq(cooperationRequests.requestNo, requestNo));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** Sets a request's state (inside the caller's transaction, the row locked by it). */
export async function setCooperationState(tx: Tx, id: string, state: string, at: Date) {
  const [row] = await tx
    .update(cooperationRequests)
    .set({ state, updatedAt: at })
    .where(eq(cooperationRequests.id, id))
    .returning();
  return row!;
}

/** The audit rows of a request's moves and quotes, oldest first, with the acting staff member's name. */
export function cooperationMoveRows(db: Db, requestNo: string) {
  return db
    .select({
      at: auditLog.at,
      after: auditLog.after,
      before: auditLog.before,
      name: staff.displayName,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(
      and(
        eq(auditLog.objectType, 'COOPERATION'),
        eq(auditLog.objectId, requestNo),
        inArray(auditLog.action, ['COOPERATION_MOVE', 'COOPERATION_QUOTE']),
      ),
    )
    .orderBy(asc(auditLog.id));
}
