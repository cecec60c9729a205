import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { auditLog } from '../../db/schema';

/** One audit row to append (the id is the database's). */
export interface AuditEntry {
  at: Date;
  /** Who acted; null for a failed login under an unknown name, or the CLI's first account. */
  staffId: string | null;
  /** One of AUDIT_ACTIONS (packages/shared). */
  action: string;
  objectType: string;
  objectId: string | null;
  /** The object before and after the action (null when it did not exist / does not change). */
  before: unknown;
  after: unknown;
  /** The caller's address; null from the CLI. */
  ip: string | null;
}

export type AuditRow = typeof auditLog.$inferSelect;

/**
 * Appends one audit row inside the caller's transaction, so it commits with the action it
 * records or not at all. The table takes inserts only (migration 0010's triggers).
 */
export async function appendAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    ...entry,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** Filters of the audit list, each optional. */
export interface AuditFilter {
  staffId?: string;
  action?: string;
  objectType?: string;
  objectId?: string;
  /** Beijing days `YYYY-MM-DD`, inclusive. */
  from?: string;
  to?: string;
}

/** The instant a Beijing day starts (UTC+8, no daylight saving), `days` after `day`. */
const beijingDayStart = (day: string, days = 0) =>
  new Date(Date.parse(`${day}T00:00:00+08:00`) + days * 86_400_000);

/** A page of audit rows, newest first, with their count. */
export async function listAuditRows(
  db: Db,
  filter: AuditFilter,
  page: number,
  pageSize: number,
): Promise<{ total: number; rows: AuditRow[] }> {
  const conds: SQL[] = [];
  if (filter.staffId) conds.push(eq(auditLog.staffId, filter.staffId));
  if (filter.action) conds.push(eq(auditLog.action, filter.action));
  if (filter.objectType) conds.push(eq(auditLog.objectType, filter.objectType));
  if (filter.objectId) conds.push(eq(auditLog.objectId, filter.objectId));
  if (filter.from) conds.push(gte(auditLog.at, beijingDayStart(filter.from)));
  if (filter.to) conds.push(lt(auditLog.at, beijingDayStart(filter.to, 1)));
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { total: total?.n ?? 0, rows };
}
