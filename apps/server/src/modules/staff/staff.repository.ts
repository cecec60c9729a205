import { asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { staff } from '../../db/schema';

type Conn = Db | Tx;

/** A staff row as stored (hash and encrypted TOTP secret included: never answered as is). */
export type StaffRow = typeof staff.$inferSelect;

/** Inserts a staff account; undefined when the login name is taken. */
export async function insertStaff(
  db: Conn,
  row: Pick<StaffRow, 'loginName' | 'displayName' | 'role' | 'passwordHash' | 'totpSecretEnc'>,
): Promise<StaffRow | undefined> {
  const [inserted] = await db
    .insert(staff)
    .values(row)
    .onConflictDoNothing({ target: staff.loginName })
    .returning();
  return inserted;
}

/** A staff account by login name, or undefined. */
export async function findStaffByLogin(db: Conn, loginName: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.loginName, loginName)).limit(1);
  return row;
}

/** A staff account by id with its row locked until the transaction ends, or undefined. */
export async function lockStaffById(tx: Tx, id: string): Promise<StaffRow | undefined> {
  const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
  return row;
}

/** Sets what a login attempt changes: failures in a row, the lock, the last TOTP step. */
export async function updateLoginState(
  tx: Tx,
  id: string,
  state: Partial<Pick<StaffRow, 'failedLogins' | 'lockedUntil' | 'totpLastStep'>>,
  now: Date,
): Promise<void> {
  await tx
    .update(staff)
    .set({ ...state, updatedAt: now })
    .where(eq(staff.id, id));
}

/** Sets a staff account's role or disabled flag. */
export async function updateStaff(
  tx: Tx,
  id: string,
  change: Partial<Pick<StaffRow, 'role' | 'disabled'>>,
  now: Date,
): Promise<StaffRow | undefined> {
  const [row] = await tx
    .update(staff)
    .set({ ...change, updatedAt: now })
    .where(eq(staff.id, id))
    .returning();
  return row;
}

/** A page of staff accounts by login name, with their count. */
export async function listStaffRows(
  db: Db,
  page: number,
  pageSize: number,
): Promise<{ total: number; rows: StaffRow[] }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(staff)
      .orderBy(asc(staff.loginName))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(staff),
  ]);
  return { total: total?.n ?? 0, rows };
}
