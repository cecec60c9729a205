import {
  ErrorCode,
  POLICY_VERSION,
  type LoginBody,
  type LoginResult,
  type PasswordResetBody,
  type RegisterBody,
} from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { assertPasswordAcceptable, hashPassword, verifyPassword } from './password-policy';
import { verifySmsCode } from './sms-code.service';
import {
  rotateRefreshToken,
  signAccessToken,
  startRefreshFamily,
  verifyAccessToken,
} from './token.service';
import type { UserDeps } from './user.deps';
import {
  claimPassengersImport,
  findUserById,
  findUserByMobile,
  insertUser,
  revokeAllForUser,
  updatePassword,
} from './user.repository';

/** Issues an access token and a new refresh-token family (a session) for a member. */
async function issueSession(
  deps: UserDeps,
  user: { id: string; mobile: string },
): Promise<LoginResult> {
  const { sessionId, refreshToken } = await startRefreshFamily(deps, user.id);
  const token = await signAccessToken(deps, { userId: user.id, mobile: user.mobile, sessionId });
  return { token, refreshToken, mobile: user.mobile };
}

/** The consent recorded with a new member: the policy version and when. */
const consentNow = (deps: UserDeps) => ({ policyVersion: POLICY_VERSION, at: deps.now() });

/**
 * Logs in by password or by SMS code (site-spec §3, §7).
 *
 * Password: failures count per mobile (5 in 15 min) and per address (30 in 15 min). Past either,
 * a password login also needs a valid SMS code (action Login), asked for with 12007; it is never
 * refused outright, so a stranger who fails on purpose cannot lock the member out, and brute
 * force then costs an SMS code per try (at most 10 a day per mobile). Wrong password and unknown
 * mobile give the same answer.
 *
 * SMS code: not throttled by the address's password failures. An unknown mobile creates the
 * member, which needs consent to the 用户协议 and 隐私政策 (`agreed: true`, PIPL art. 13–14).
 * @throws AppError 12001 wrong credentials, 12006 consent missing, 12007 SMS code needed,
 *   1300x SMS code errors.
 */
export async function login(deps: UserDeps, body: LoginBody, ip: string): Promise<LoginResult> {
  if ('password' in body) return passwordLogin(deps, body, ip);
  await verifySmsCode(deps, { mobile: body.mobile, action: 'Login', code: body.smsCode });
  const existing = await findUserByMobile(deps.db, body.mobile);
  if (existing) return issueSession(deps, existing);
  if (body.agreed !== true) throw new AppError(ErrorCode.AGREEMENT_REQUIRED);
  const user =
    (await insertUser(deps.db, body.mobile, null, consentNow(deps))) ??
    (await findUserByMobile(deps.db, body.mobile));
  if (!user) throw new AppError(ErrorCode.INTERNAL);
  return issueSession(deps, user);
}

async function passwordLogin(
  deps: UserDeps,
  body: Extract<LoginBody, { password: string }>,
  ip: string,
): Promise<LoginResult> {
  const stepUp =
    (await deps.limits.isSpent('loginFailMobile', body.mobile)) ||
    (await deps.limits.isSpent('loginFailIp', ip));
  if (stepUp) {
    if (!body.smsCode) throw new AppError(ErrorCode.LOGIN_SMS_REQUIRED);
    await verifySmsCode(deps, { mobile: body.mobile, action: 'Login', code: body.smsCode });
  }
  const user = await findUserByMobile(deps.db, body.mobile);
  if (!(await verifyPassword(user?.passwordHash ?? null, body.password)) || !user) {
    await deps.limits.penalize('loginFailMobile', body.mobile);
    await deps.limits.penalize('loginFailIp', ip);
    throw new AppError(ErrorCode.LOGIN_FAILED);
  }
  await deps.limits.reset('loginFailMobile', body.mobile);
  return issueSession(deps, user);
}

/**
 * Registers a member with an SMS code (action Register), a password and consent to the 用户协议
 * and 隐私政策 (recorded with its version; the schema requires `agreed: true`), and logs them in.
 * @throws AppError 12005 weak password, 1300x code errors, 12003 mobile already registered.
 */
export async function register(deps: UserDeps, body: RegisterBody): Promise<LoginResult> {
  assertPasswordAcceptable(body.password);
  await verifySmsCode(deps, { mobile: body.mobile, action: 'Register', code: body.smsCode });
  const hash = await hashPassword(body.password);
  const user = await insertUser(deps.db, body.mobile, hash, consentNow(deps));
  if (!user) throw new AppError(ErrorCode.MOBILE_REGISTERED);
  return issueSession(deps, user);
}

/**
 * Sets a new password with an SMS code (action ResetPassword) and ends every session of the
 * member: refresh tokens and, within seconds, the access tokens of those sessions.
 * @throws AppError 12005 weak password, 1300x code errors, 12004 no such member.
 */
export async function resetPassword(
  deps: UserDeps,
  body: PasswordResetBody,
): Promise<{ mobile: string }> {
  assertPasswordAcceptable(body.password);
  await verifySmsCode(deps, { mobile: body.mobile, action: 'ResetPassword', code: body.smsCode });
  const user = await findUserByMobile(deps.db, body.mobile);
  if (!user) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  const hash = await hashPassword(body.password);
  const now = deps.now();
  const ended = await deps.db.transaction(async (tx) => {
    await updatePassword(tx, user.id, hash, now);
    return revokeAllForUser(tx, user.id, now);
  });
  await deps.sessions.revoke(ended);
  await deps.limits.reset('loginFailMobile', body.mobile);
  return { mobile: user.mobile };
}

/**
 * Exchanges a refresh token for a new access token and refresh token (rotation).
 * @throws AppError 11004 invalid, 11005 reused.
 */
export async function refresh(deps: UserDeps, refreshToken: string) {
  const { userId, sessionId, refreshToken: next } = await rotateRefreshToken(deps, refreshToken);
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError(ErrorCode.REFRESH_TOKEN_INVALID);
  const token = await signAccessToken(deps, { userId: user.id, mobile: user.mobile, sessionId });
  return { token, refreshToken: next };
}

/** The member behind a token. @throws AppError 11001 / 11003. */
export async function loginState(deps: UserDeps, token: string | undefined) {
  const claims = await verifyAccessToken(deps, token);
  const user = await findUserById(deps.db, claims.userId);
  if (!user) throw new AppError(ErrorCode.TOKEN_INVALID);
  return { mobile: user.mobile };
}

/**
 * Inside the caller's transaction, records that the member's browser copy of saved passengers
 * has been imported (POST /api/user/passenger/import runs once per member).
 * @returns true for the first claim, false when it was imported before (or concurrently)
 */
export function claimPassengerImport(tx: Tx, memberId: string, now: Date): Promise<boolean> {
  return claimPassengersImport(tx, memberId, now);
}
