import { ErrorCode, STAFF_SESSION_TTL_MS, type StaffRole } from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/crypto';
import { appendAudit } from './audit.repository';
import type { StaffDeps } from './staff.deps';
import {
  findLiveStaffSession,
  insertStaffSession,
  revokeStaffSession,
} from './staff-session.repository';
import type { StaffRow } from './staff.repository';

/** The staff member behind a request's session (set by `requireStaff`). */
export interface StaffPrincipal {
  staffId: string;
  loginName: string;
  role: StaffRole;
  sessionId: string;
  /** The account as read with the session (role and disabled flag of this very request). */
  row: StaffRow;
}

/** Longest token accepted before a lookup (ours are 43 characters). */
const TOKEN_MAX_LENGTH = 256;

/**
 * Starts a staff session in the login's transaction: an opaque random token (32 bytes,
 * base64url) the client sends in the `staff-token` header; only its SHA-256 is stored.
 */
export async function startStaffSession(
  tx: Tx,
  staffId: string,
  now: Date,
  ip: string,
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_TTL_MS);
  const sessionId = await insertStaffSession(tx, {
    staffId,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt,
    ip,
  });
  return { token, sessionId, expiresAt };
}

/**
 * The staff member of a session token, read from the database on every call (so a logout, a
 * disabled account or a role change counts from the next request, on every instance).
 * A member's access token is no staff token: it is refused here like any unknown token.
 * @throws AppError 30002 when the token is missing, unknown, expired or ended, or the account
 *   is disabled.
 */
export async function authenticateStaff(
  deps: Pick<StaffDeps, 'db' | 'now'>,
  token: string | undefined,
): Promise<StaffPrincipal> {
  if (!token || token.length > TOKEN_MAX_LENGTH)
    throw new AppError(ErrorCode.STAFF_SESSION_INVALID);
  const found = await findLiveStaffSession(deps.db, sha256(token), deps.now());
  if (!found) throw new AppError(ErrorCode.STAFF_SESSION_INVALID);
  const { staff } = found;
  return {
    staffId: staff.id,
    loginName: staff.loginName,
    role: staff.role as StaffRole,
    sessionId: found.sessionId,
    row: staff,
  };
}

/**
 * Ends the caller's session on the server (its token answers 30002 from then on) and writes
 * the audit row STAFF_LOGOUT in the same transaction.
 */
export async function logoutStaff(
  deps: StaffDeps,
  principal: StaffPrincipal,
  ip: string,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await revokeStaffSession(tx, principal.sessionId, now);
    await appendAudit(tx, {
      at: now,
      staffId: principal.staffId,
      action: 'STAFF_LOGOUT',
      objectType: 'STAFF',
      objectId: principal.staffId,
      before: { sessionId: principal.sessionId },
      after: null,
      ip,
    });
  });
}
