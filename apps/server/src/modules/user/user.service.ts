import { ErrorCode, type LoginBody, type LoginResult, type RegisterBody } from '@lvxing/shared';
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
  findUserById,
  findUserByMobile,
  insertUser,
  revokeAllForUser,
  updatePassword,
} from './user.repository';

/** Issues an access token and a new refresh-token family for a member. */
async function issueSession(
  deps: UserDeps,
  user: { id: string; mobile: string },
): Promise<LoginResult> {
  const [token, refreshToken] = await Promise.all([
    signAccessToken(deps, { userId: user.id, mobile: user.mobile }),
    startRefreshFamily(deps, user.id),
  ]);
  return { token, refreshToken, mobile: user.mobile };
}

/**
 * Logs in by password or by SMS code. SMS login of an unknown mobile creates the member. Failed
 * password logins count per mobile (5 in 15 min) and per address (30 in 15 min); past either the
 * call is refused before checking. Wrong password and unknown mobile give the same answer.
 * @throws AppError 12001 wrong credentials, 12002 throttled, 1300x SMS code errors.
 */
export async function login(deps: UserDeps, body: LoginBody, ip: string): Promise<LoginResult> {
  if (
    (await deps.limits.isSpent('loginFailMobile', body.mobile)) ||
    (await deps.limits.isSpent('loginFailIp', ip))
  ) {
    throw new AppError(ErrorCode.LOGIN_THROTTLED);
  }
  if ('smsCode' in body) {
    await verifySmsCode(deps, { mobile: body.mobile, action: 'Login', code: body.smsCode });
    const user =
      (await insertUser(deps.db, body.mobile, null)) ??
      (await findUserByMobile(deps.db, body.mobile));
    if (!user) throw new AppError(ErrorCode.INTERNAL);
    return issueSession(deps, user);
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
 * Registers a member with an SMS code (action Register) and a password, and logs them in.
 * @throws AppError 12005 weak password, 1300x code errors, 12003 mobile already registered.
 */
export async function register(deps: UserDeps, body: RegisterBody): Promise<LoginResult> {
  assertPasswordAcceptable(body.password);
  await verifySmsCode(deps, { mobile: body.mobile, action: 'Register', code: body.smsCode });
  const user = await insertUser(deps.db, body.mobile, await hashPassword(body.password));
  if (!user) throw new AppError(ErrorCode.MOBILE_REGISTERED);
  return issueSession(deps, user);
}

/**
 * Sets a new password with an SMS code (action ResetPassword) and signs out every session.
 * @throws AppError 12005 weak password, 1300x code errors, 12004 no such member.
 */
export async function resetPassword(
  deps: UserDeps,
  body: RegisterBody,
): Promise<{ mobile: string }> {
  assertPasswordAcceptable(body.password);
  await verifySmsCode(deps, { mobile: body.mobile, action: 'ResetPassword', code: body.smsCode });
  const user = await findUserByMobile(deps.db, body.mobile);
  if (!user) throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
  const hash = await hashPassword(body.password);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await updatePassword(tx, user.id, hash, now);
    await revokeAllForUser(tx, user.id, now);
  });
  await deps.limits.reset('loginFailMobile', body.mobile);
  return { mobile: user.mobile };
}

/**
 * Exchanges a refresh token for a new access token and refresh token (rotation).
 * @throws AppError 11004 invalid, 11005 reused.
 */
export async function refresh(deps: UserDeps, refreshToken: string) {
  const { userId, refreshToken: next } = await rotateRefreshToken(deps, refreshToken);
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError(ErrorCode.REFRESH_TOKEN_INVALID);
  const token = await signAccessToken(deps, { userId: user.id, mobile: user.mobile });
  return { token, refreshToken: next };
}

/** The member behind a token. @throws AppError 11001 / 11003. */
export async function loginState(deps: UserDeps, token: string | undefined) {
  const claims = await verifyAccessToken(deps, token);
  const user = await findUserById(deps.db, claims.userId);
  if (!user) throw new AppError(ErrorCode.TOKEN_INVALID);
  return { mobile: user.mobile };
}
