import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_MS, ErrorCode, REFRESH_FAMILY_TTL_MS } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/crypto';
import type { UserDeps } from './user.deps';
import {
  insertRefreshToken,
  lockRefreshToken,
  markRefreshTokenUsed,
  revokeFamily,
} from './user.repository';

/** Claims of an access token. */
export interface AccessClaims {
  userId: string;
  mobile: string;
  /** The login session (refresh-token family) the token belongs to: claim `sid`. */
  sessionId: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

/** Signs a 10-hour HS256 access token for the member's session. */
export async function signAccessToken(
  deps: Pick<UserDeps, 'secret' | 'now'>,
  claims: AccessClaims,
) {
  const iat = Math.floor(deps.now().getTime() / 1000);
  return new SignJWT({ mobile: claims.mobile, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_MS / 1000)
    .sign(key(deps.secret));
}

/** The signature and claims of an access token. @throws AppError 11003 / 11001. */
async function readAccessToken(
  deps: Pick<UserDeps, 'secret' | 'now'>,
  token: string | undefined,
): Promise<AccessClaims> {
  if (!token) throw new AppError(ErrorCode.TOKEN_INVALID);
  try {
    const { payload } = await jwtVerify(token, key(deps.secret), {
      algorithms: ['HS256'],
      currentDate: deps.now(),
    });
    const { sub, mobile, sid } = payload;
    if (typeof sub !== 'string' || typeof mobile !== 'string' || typeof sid !== 'string') {
      throw new AppError(ErrorCode.TOKEN_INVALID);
    }
    return { userId: sub, mobile, sessionId: sid };
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw new AppError(ErrorCode.TOKEN_EXPIRED);
    throw new AppError(ErrorCode.TOKEN_INVALID);
  }
}

/**
 * Verifies an access token (HS256 only, so `alg: none` and other algorithms fail) and that its
 * session has not ended (logout, password reset, reused refresh token).
 * @throws AppError 11003 when expired, 11001 when missing, malformed, badly signed or ended.
 */
export async function verifyAccessToken(
  deps: Pick<UserDeps, 'secret' | 'now' | 'sessions'>,
  token: string | undefined,
): Promise<AccessClaims> {
  const claims = await readAccessToken(deps, token);
  if (await deps.sessions.isRevoked(claims.sessionId)) throw new AppError(ErrorCode.TOKEN_INVALID);
  return claims;
}

/**
 * Starts a login session: a refresh-token family (30 days absolute). Returns the family's id (the
 * access tokens' `sid`) and its first refresh token.
 */
export async function startRefreshFamily(
  deps: UserDeps,
  userId: string,
): Promise<{ sessionId: string; refreshToken: string }> {
  const token = randomToken();
  const familyId = randomUUID();
  await insertRefreshToken(deps.db, {
    userId,
    familyId,
    tokenHash: sha256(token),
    familyExpiresAt: new Date(deps.now().getTime() + REFRESH_FAMILY_TTL_MS),
  });
  return { sessionId: familyId, refreshToken: token };
}

type RotateOutcome =
  | { kind: 'ok'; userId: string; token: string; familyId: string }
  | { kind: 'invalid' }
  | { kind: 'reused'; familyId: string };

/**
 * Rotates a refresh token: uses it and issues the next of its family, in one transaction with the
 * row locked, so two concurrent uses cannot both succeed. A token used before revokes its family.
 * @throws AppError 11004 unknown, expired or revoked; 11005 reused (family revoked).
 */
export async function rotateRefreshToken(
  deps: UserDeps,
  presented: string,
): Promise<{ userId: string; sessionId: string; refreshToken: string }> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx): Promise<RotateOutcome> => {
    const row = await lockRefreshToken(tx, sha256(presented));
    if (!row || row.revokedAt || row.familyExpiresAt.getTime() <= now.getTime()) {
      return { kind: 'invalid' };
    }
    if (row.usedAt) {
      await revokeFamily(tx, row.familyId, now);
      return { kind: 'reused', familyId: row.familyId };
    }
    await markRefreshTokenUsed(tx, row.id, now);
    const token = randomToken();
    await insertRefreshToken(tx, {
      userId: row.userId,
      familyId: row.familyId,
      tokenHash: sha256(token),
      familyExpiresAt: row.familyExpiresAt,
    });
    return { kind: 'ok', userId: row.userId, token, familyId: row.familyId };
  });
  if (outcome.kind === 'invalid') throw new AppError(ErrorCode.REFRESH_TOKEN_INVALID);
  if (outcome.kind === 'reused') {
    await deps.sessions.revoke([outcome.familyId]);
    throw new AppError(ErrorCode.REFRESH_TOKEN_REUSED);
  }
  return { userId: outcome.userId, sessionId: outcome.familyId, refreshToken: outcome.token };
}

/**
 * Logs out: ends the session of the access token (when valid) and of the refresh token (when
 * known); both are usually the same. Unknown or invalid tokens are ignored.
 */
export async function endSession(
  deps: UserDeps,
  tokens: { accessToken?: string; refreshToken?: string },
): Promise<void> {
  const now = deps.now();
  const ids = new Set<string>();
  const claims = await readAccessToken(deps, tokens.accessToken).catch(() => undefined);
  if (claims) ids.add(claims.sessionId);
  const presented = tokens.refreshToken;
  await deps.db.transaction(async (tx) => {
    const row = presented ? await lockRefreshToken(tx, sha256(presented)) : undefined;
    if (row) ids.add(row.familyId);
    for (const id of ids) await revokeFamily(tx, id, now);
  });
  await deps.sessions.revoke([...ids]);
}
