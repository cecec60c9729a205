import {
  ErrorCode,
  STAFF_LOGIN_LIMITS,
  type StaffLoginBody,
  type StaffLoginResult,
} from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../user/password-policy';
import { appendAudit } from './audit.repository';
import { STAFF_TOTP_COLUMN, type StaffDeps } from './staff.deps';
import { startStaffSession } from './staff-session.service';
import { toStaffView } from './staff-view';
import {
  findStaffByLogin,
  lockStaffById,
  updateLoginState,
  type StaffRow,
} from './staff.repository';
import { acceptedStep } from './totp';

type Outcome =
  | { kind: 'ok'; result: StaffLoginResult }
  | { kind: 'failed' }
  | { kind: 'locked' }
  | { kind: 'disabled' };

interface Attempt {
  body: StaffLoginBody;
  ip: string;
  staffId: string | undefined;
  passwordOk: boolean;
}

/**
 * Staff login: login name, password (argon2id) and a TOTP code (RFC 6238, each code accepted
 * once: its time step must be later than the last accepted one) → a staff session.
 *
 * Failures (STAFF_LOGIN_LIMITS, packages/shared), counted like the members' (user.service.ts):
 * per login name from one address and per address with the rate limiter, refused with 30004
 * once spent, so a stranger's guesses lock only the stranger's own address; and per account in
 * the table, where `accountLockAfter` failures in a row, from any address, lock the account for
 * `accountLockMinutes` (30009; it unlocks by itself). Refused attempts (30004) count nothing.
 * Every attempt that is not refused writes an audit row (login, failure, lock) in its transaction.
 * @throws AppError 30001 wrong name, password or code (one answer for all three), 30004 too
 *   many failures, 30009 account locked, 30005 account disabled (only with the right password
 *   and code).
 */
export async function staffLogin(
  deps: StaffDeps,
  body: StaffLoginBody,
  ip: string,
): Promise<StaffLoginResult> {
  const pair = `${body.loginName}|${ip}`;
  if (
    (await deps.limits.isSpent('staffLoginFailNameIp', pair)) ||
    (await deps.limits.isSpent('staffLoginFailIp', ip))
  ) {
    throw new AppError(ErrorCode.STAFF_LOGIN_THROTTLED);
  }
  const found = await findStaffByLogin(deps.db, body.loginName);
  // argon2 outside the transaction (no row lock held meanwhile); a dummy hash for unknown names
  const passwordOk = await verifyPassword(found?.passwordHash ?? null, body.password);
  const outcome = await deps.db.transaction((tx) =>
    attempt(deps, tx, { body, ip, staffId: found?.id, passwordOk }),
  );
  if (outcome.kind === 'ok') {
    await deps.limits.reset('staffLoginFailNameIp', pair);
    return outcome.result;
  }
  if (outcome.kind === 'failed') {
    await deps.limits.penalize('staffLoginFailNameIp', pair);
    await deps.limits.penalize('staffLoginFailIp', ip);
    throw new AppError(ErrorCode.STAFF_LOGIN_FAILED);
  }
  throw new AppError(outcome.kind === 'locked' ? ErrorCode.STAFF_LOCKED : ErrorCode.STAFF_DISABLED);
}

/** One attempt inside its transaction, the account row locked (two logins take turns). */
async function attempt(deps: StaffDeps, tx: Tx, a: Attempt): Promise<Outcome> {
  const now = deps.now();
  const row = a.staffId ? await lockStaffById(tx, a.staffId) : undefined;
  const failure = (reason: string) => auditFailure(tx, now, a, row?.id ?? null, reason);
  if (!row) {
    await failure('UNKNOWN_NAME');
    return { kind: 'failed' };
  }
  if (row.lockedUntil && row.lockedUntil.getTime() > now.getTime()) {
    await failure('LOCKED');
    return { kind: 'locked' };
  }
  const secret = deps.pii.decrypt(row.totpSecretEnc, STAFF_TOTP_COLUMN);
  const step = a.passwordOk
    ? await acceptedStep(secret, a.body.totpCode, now, row.totpLastStep)
    : null;
  if (step === null) {
    await failure(a.passwordOk ? 'TOTP' : 'PASSWORD');
    await countFailure(tx, row, now);
    return { kind: 'failed' };
  }
  if (row.disabled) {
    await failure('DISABLED');
    return { kind: 'disabled' };
  }
  return succeed(tx, row, step, a.ip, now);
}

/** A login that passed: the step kept, failures forgotten, a session, the audit row. */
async function succeed(
  tx: Tx,
  row: StaffRow,
  step: number,
  ip: string,
  now: Date,
): Promise<Outcome> {
  await updateLoginState(
    tx,
    row.id,
    { failedLogins: 0, lockedUntil: null, totpLastStep: step },
    now,
  );
  const session = await startStaffSession(tx, row.id, now, ip);
  await appendAudit(tx, {
    at: now,
    staffId: row.id,
    action: 'STAFF_LOGIN',
    objectType: 'STAFF',
    objectId: row.id,
    before: null,
    after: { sessionId: session.sessionId },
    ip,
  });
  const staff = toStaffView({ ...row, failedLogins: 0, lockedUntil: null });
  const result = { token: session.token, expiresAt: session.expiresAt.toISOString(), staff };
  return { kind: 'ok', result };
}

/** The audit row of a failed attempt: no actor (unproven), the account concerned if any. */
function auditFailure(tx: Tx, now: Date, a: Attempt, staffId: string | null, reason: string) {
  return appendAudit(tx, {
    at: now,
    staffId: null,
    action: 'STAFF_LOGIN_FAILED',
    objectType: 'STAFF',
    objectId: staffId,
    before: null,
    after: { loginName: a.body.loginName, reason },
    ip: a.ip,
  });
}

/** One more failure in a row; the `accountLockAfter`-th locks the account (audit STAFF_LOCKED). */
async function countFailure(tx: Tx, row: StaffRow, now: Date): Promise<void> {
  const failures = row.failedLogins + 1;
  if (failures < STAFF_LOGIN_LIMITS.accountLockAfter) {
    await updateLoginState(tx, row.id, { failedLogins: failures }, now);
    return;
  }
  const lockedUntil = new Date(now.getTime() + STAFF_LOGIN_LIMITS.accountLockMinutes * 60_000);
  await updateLoginState(tx, row.id, { failedLogins: 0, lockedUntil }, now);
  await appendAudit(tx, {
    at: now,
    staffId: null,
    action: 'STAFF_LOCKED',
    objectType: 'STAFF',
    objectId: row.id,
    before: { lockedUntil: row.lockedUntil?.toISOString() ?? null },
    after: { lockedUntil: lockedUntil.toISOString(), failures },
    ip: null,
  });
}
