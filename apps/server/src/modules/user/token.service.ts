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
}

const key = (secret: string) => new TextEncoder().encode(secret);

/** Signs a 10-hour HS256 access token for the member. */
export async function signAccessToken(
  deps: Pick<UserDeps, 'secret' | 'now'>,
  claims: AccessClaims,
) {
  const iat = Math.floor(deps.now().getTime() / 1000);
  return new SignJWT({ mobile: claims.mobile })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(iat + ACCESS_TOKEN_TTL_MS / 1000)
    .sign(key(deps.secret));
}

/**
 * Verifies an access token (HS256 only, so `alg: none` and other algorithms fail).
 * @throws AppError 11003 when expired, 11001 when missing, malformed or badly signed.
 */
export async function verifyAccessToken(
  deps: Pick<UserDeps, 'secret' | 'now'>,
  token: string | undefined,
): Promise<AccessClaims> {
  if (!token) throw new AppError(ErrorCode.TOKEN_INVALID);
  try {
    const { payload } = await jwtVerify(token, key(deps.secret), {
      algorithms: ['HS256'],
      currentDate: deps.now(),
    });
    if (typeof payload.sub !== 'string' || typeof payload.mobile !== 'string') {
      throw new AppError(ErrorCode.TOKEN_INVALID);
    }
    return { userId: payload.sub, mobile: payload.mobile };
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw new AppError(ErrorCode.TOKEN_EXPIRED);
    throw new AppError(ErrorCode.TOKEN_INVALID);
  }
}

/** Starts a refresh-token family (30 days absolute) and returns the first token of it. */
export async function startRefreshFamily(deps: UserDeps, userId: string): Promise<string> {
  const token = randomToken();
  await insertRefreshToken(deps.db, {
    userId,
    familyId: randomUUID(),
    tokenHash: sha256(token),
    familyExpiresAt: new Date(deps.now().getTime() + REFRESH_FAMILY_TTL_MS),
  });
  return token;
}

type RotateOutcome =
  { kind: 'ok'; userId: string; token: string } | { kind: 'invalid' } | { kind: 'reused' };

/**
 * Rotates a refresh token: uses it and issues the next of its family, in one transaction with the
 * row locked, so two concurrent uses cannot both succeed. A token used before revokes its family.
 * @throws AppError 11004 unknown, expired or revoked; 11005 reused (family revoked).
 */
export async function rotateRefreshToken(
  deps: UserDeps,
  presented: string,
): Promise<{ userId: string; refreshToken: string }> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx): Promise<RotateOutcome> => {
    const row = await lockRefreshToken(tx, sha256(presented));
    if (!row || row.revokedAt || row.familyExpiresAt.getTime() <= now.getTime()) {
      return { kind: 'invalid' };
    }
    if (row.usedAt) {
      await revokeFamily(tx, row.familyId, now);
      return { kind: 'reused' };
    }
    await markRefreshTokenUsed(tx, row.id, now);
    const token = randomToken();
    await insertRefreshToken(tx, {
      userId: row.userId,
      familyId: row.familyId,
      tokenHash: sha256(token),
      familyExpiresAt: row.familyExpiresAt,
    });
    return { kind: 'ok', userId: row.userId, token };
  });
  if (outcome.kind === 'invalid') throw new AppError(ErrorCode.REFRESH_TOKEN_INVALID);
  if (outcome.kind === 'reused') throw new AppError(ErrorCode.REFRESH_TOKEN_REUSED);
  return { userId: outcome.userId, refreshToken: outcome.token };
}

/** Revokes the family of a refresh token (logout); unknown tokens are ignored. */
export async function revokeRefreshToken(deps: UserDeps, presented: string): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockRefreshToken(tx, sha256(presented));
    if (row) await revokeFamily(tx, row.familyId, now);
  });
}
