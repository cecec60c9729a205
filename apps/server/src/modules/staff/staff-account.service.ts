import {
  ErrorCode,
  type StaffCreateBody,
  type StaffCreateResult,
  type StaffRole,
  type StaffView,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { assertPasswordAcceptable, hashPassword } from '../user/password-policy';
import { appendAudit } from './audit.repository';
import { STAFF_TOTP_COLUMN, type StaffDeps } from './staff.deps';
import { revokeSessionsOfStaff } from './staff-session.repository';
import { toStaffView, type StaffActor } from './staff-view';
import { insertStaff, listStaffRows, lockStaffById, updateStaff } from './staff.repository';
import { newTotpSecret, otpauthUri } from './totp';

/**
 * Creates a staff account (the admin call and the CLI): the password under the members' rules
 * (ASVS 5 V6.2: 8–128 characters, not a common one) hashed with argon2id, a new TOTP secret
 * encrypted at rest (PiiCipher), and the audit row STAFF_CREATE in the same transaction.
 * @returns the account and its enrolment URI: the only time the secret leaves the server.
 * @throws AppError 12005 weak password, 30006 login name taken.
 */
export async function createStaff(
  deps: StaffDeps,
  input: StaffCreateBody,
  actor: StaffActor,
): Promise<StaffCreateResult> {
  assertPasswordAcceptable(input.password);
  const passwordHash = await hashPassword(input.password);
  const secret = newTotpSecret();
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertStaff(tx, {
      loginName: input.loginName,
      displayName: input.displayName,
      role: input.role,
      passwordHash,
      totpSecretEnc: deps.pii.encrypt(secret, STAFF_TOTP_COLUMN),
    });
    if (!inserted) return undefined;
    await appendAudit(tx, {
      at: now,
      staffId: actor.staffId,
      action: 'STAFF_CREATE',
      objectType: 'STAFF',
      objectId: inserted.id,
      before: null,
      after: { loginName: input.loginName, displayName: input.displayName, role: input.role },
      ip: actor.ip,
    });
    return inserted;
  });
  if (!row) throw new AppError(ErrorCode.STAFF_LOGIN_TAKEN);
  return { staff: toStaffView(row), otpauthUri: otpauthUri(row.loginName, secret) };
}

/** A page of staff accounts by login name. */
export async function listStaff(deps: StaffDeps, page: number, pageSize: number) {
  const { total, rows } = await listStaffRows(deps.db, page, pageSize);
  return { total, page, pageSize, items: rows.map(toStaffView) };
}

/**
 * Changes another account's role (effective from its next request: the role is read with the
 * session), with the audit row STAFF_ROLE_CHANGE (before and after).
 * @throws AppError 30008 own account, 30007 no such account.
 */
export function changeStaffRole(
  deps: StaffDeps,
  actor: StaffActor,
  staffId: string,
  role: StaffRole,
): Promise<StaffView> {
  return changeStaff(deps, actor, staffId, 'STAFF_ROLE_CHANGE', (row) => ({
    change: { role },
    before: { role: row.role },
    after: { role },
  }));
}

/**
 * Disables another account and ends its sessions in the same transaction, with the audit row
 * STAFF_DISABLE. @throws AppError 30008 own account, 30007 no such account.
 */
export function disableStaff(
  deps: StaffDeps,
  actor: StaffActor,
  staffId: string,
): Promise<StaffView> {
  return changeStaff(deps, actor, staffId, 'STAFF_DISABLE', (row) => ({
    change: { disabled: true },
    before: { disabled: row.disabled },
    after: { disabled: true },
    endSessions: true,
  }));
}

interface Change {
  change: { role?: string; disabled?: boolean };
  before: object;
  after: object;
  endSessions?: boolean;
}

/** One admin change of an account: row locked, changed, audited, in one transaction. */
async function changeStaff(
  deps: StaffDeps,
  actor: StaffActor,
  staffId: string,
  action: 'STAFF_ROLE_CHANGE' | 'STAFF_DISABLE',
  plan: (row: { role: string; disabled: boolean }) => Change,
): Promise<StaffView> {
  if (staffId === actor.staffId) throw new AppError(ErrorCode.STAFF_SELF_CHANGE);
  const now = deps.now();
  const updated = await deps.db.transaction(async (tx) => {
    const row = await lockStaffById(tx, staffId);
    if (!row) return undefined;
    const p = plan(row);
    const changed = await updateStaff(tx, staffId, p.change, now);
    const ended = p.endSessions ? await revokeSessionsOfStaff(tx, staffId, now) : undefined;
    const after = ended === undefined ? p.after : { ...p.after, sessionsEnded: ended };
    await appendAudit(tx, {
      at: now,
      staffId: actor.staffId,
      action,
      objectType: 'STAFF',
      objectId: staffId,
      before: p.before,
      after,
      ip: actor.ip,
    });
    return changed;
  });
  if (!updated) throw new AppError(ErrorCode.STAFF_NOT_FOUND);
  return toStaffView(updated);
}
