import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { staff, staffSessions } from '../../db/schema';
import type { StaffRow } from './staff.repository';

/** Stores a new session (its token as SHA-256); returns its id. */
export async function insertStaffSession(
  tx: Tx,
  row: { staffId: string; tokenHash: string; createdAt: Date; expiresAt: Date; ip: string },
): Promise<string> {
  const [inserted] = await tx.insert(staffSessions).values(row).returning({ id: staffSessions.id });
  if (!inserted) throw new Error('staff session not inserted');
  return inserted.id;
}

/**
 * The session of a token hash with its account, when the session is live at `now` (not ended,
 * not expired) and the account not disabled; else undefined.
 */
export async function findLiveStaffSession(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ sessionId: string; expiresAt: Date; staff: StaffRow } | undefined> {
  const [row] = await db
    .select({ sessionId: staffSessions.id, expiresAt: staffSessions.expiresAt, staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        eq(staff.disabled, false),
      ),
    )
    .limit(1);
  return row;
}

/** Ends one session; false when it had ended already (a second logout). */
export async function revokeStaffSession(tx: Tx, sessionId: string, now: Date): Promise<boolean> {
  const ended = await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return ended.length > 0;
}

/** Ends every live session of an account (it is disabled); returns how many. */
export async function revokeSessionsOfStaff(tx: Tx, staffId: string, now: Date): Promise<number> {
  const ended = await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return ended.length;
}
