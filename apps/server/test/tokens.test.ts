import { randomUUID } from 'node:crypto';
import { SignJWT, UnsecuredJWT } from 'jose';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lvxing/shared';
import { SESSION_CHECK_CACHE_MS } from '../src/modules/user/session-revocations';
import { buildTestApp, call, freshDatabase, TEST_SECRETS, testClock } from './helper';

const clock = testClock();
// two instances of the site on one database (and one Redis when REDIS_URL is set), as behind a
// load balancer: a session ended on one must end on the other
const database = await freshDatabase();
const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
const limitPrefix = `t${randomUUID()}`;
const app = await buildTestApp({ now: clock.now, database, redis, limitPrefix });
const other = await buildTestApp({ now: clock.now, database, redis, limitPrefix });
afterAll(async () => {
  await other.close();
  await app.close();
  await database.close();
  await redis?.quit();
});
type Session = { token: string; refreshToken: string; mobile: string };
const login = async () =>
  (await call<Session>(app, '/api/user/login', { mobile: '13800138000', password: 'lvxing2026' }))
    .data;
const state = (token?: string, on = app) => call(on, '/api/user/login/state', {}, { token });
const refresh = (refreshToken: string) =>
  call<Session>(app, '/api/user/token/refresh', { refreshToken });

describe('access tokens (header `token`)', () => {
  it('a valid token gives the mobile', async () => {
    const { token } = await login();
    expect((await state(token)).data).toEqual({ mobile: '13800138000' });
  });

  it('missing, garbage, wrongly signed and alg:none tokens get 11001 and no data', async () => {
    const { token } = await login();
    const [header, payload] = token.split('.');
    const forged = await new SignJWT({ mobile: '13800138000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-server-secret-at-all'));
    const none = new UnsecuredJWT({ mobile: '13800138000', sub: 'x' }).encode();
    for (const t of [undefined, 'garbage', `${header}.${payload}.AAAA`, forged, none]) {
      expect(await state(t)).toEqual({
        code: ErrorCode.TOKEN_INVALID,
        message: '登录已失效，请重新登录',
        data: null,
      });
    }
  });

  it('expires after 10 hours with 11003', async () => {
    const { token } = await login();
    clock.advance(10 * 3600_000 - 60_000);
    expect((await state(token)).code).toBe(200);
    clock.advance(120_000);
    expect((await state(token)).code).toBe(ErrorCode.TOKEN_EXPIRED);
  });
});

describe('refresh tokens', () => {
  it('rotate: each refresh gives a new pair and uses up the old refresh token', async () => {
    const first = await login();
    const second = await refresh(first.refreshToken);
    expect(second.code).toBe(200);
    expect(second.data.refreshToken).not.toBe(first.refreshToken);
    expect((await state(second.data.token)).code).toBe(200);
    const third = await refresh(second.data.refreshToken);
    expect(third.code).toBe(200);
  });

  it('reuse of a used token revokes the whole family', async () => {
    const first = await login();
    const second = await refresh(first.refreshToken);
    expect((await refresh(first.refreshToken)).code).toBe(ErrorCode.REFRESH_TOKEN_REUSED);
    // the legitimate newer token of the family is dead too
    expect((await refresh(second.data.refreshToken)).code).toBe(ErrorCode.REFRESH_TOKEN_INVALID);
  });

  it('two concurrent refreshes of one token: exactly one succeeds', async () => {
    const { refreshToken } = await login();
    const results = await Promise.all([refresh(refreshToken), refresh(refreshToken)]);
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
  });

  it('a family ends 30 days after login however often it is refreshed', async () => {
    let current = (await login()).refreshToken;
    for (let day = 0; day < 29; day++) {
      clock.advance(24 * 3600_000);
      const next = await refresh(current);
      expect(next.code).toBe(200);
      current = next.data.refreshToken;
    }
    clock.advance(24 * 3600_000 + 1000);
    expect((await refresh(current)).code).toBe(ErrorCode.REFRESH_TOKEN_INVALID);
  });

  it('unknown tokens and logout', async () => {
    expect((await refresh('no-such-token')).code).toBe(ErrorCode.REFRESH_TOKEN_INVALID);
    const { refreshToken } = await login();
    expect((await call(app, '/api/user/logout', { refreshToken })).code).toBe(200);
    expect((await refresh(refreshToken)).code).toBe(ErrorCode.REFRESH_TOKEN_INVALID);
  });
});

describe('ending a session ends its access tokens (ASVS 5 V7.4)', () => {
  /** A member call that needs the token (the order list), on one instance. */
  const orders = (token: string, on = app) =>
    call(on, '/api/plane/order/search', { page: 1, pageSize: 10 }, { token });

  it('logout: refused at once on this instance and within 5 s on the other', async () => {
    const { token, refreshToken } = await login();
    expect((await state(token, other)).code).toBe(200); // the other instance now trusts it a while
    expect((await call(app, '/api/user/logout', { refreshToken }, { token })).code).toBe(200);
    expect((await state(token)).code).toBe(ErrorCode.TOKEN_INVALID);
    expect((await orders(token)).code).toBe(ErrorCode.TOKEN_INVALID);
    clock.advance(SESSION_CHECK_CACHE_MS + 1);
    expect(SESSION_CHECK_CACHE_MS).toBeLessThanOrEqual(5000);
    expect((await state(token, other)).code).toBe(ErrorCode.TOKEN_INVALID);
    expect((await orders(token, other)).code).toBe(ErrorCode.TOKEN_INVALID);
  });

  it('logout with the access token alone ends that session, not the others', async () => {
    const mine = await login();
    const elsewhere = await login();
    expect((await call(app, '/api/user/logout', {}, { token: mine.token })).code).toBe(200);
    expect((await state(mine.token)).code).toBe(ErrorCode.TOKEN_INVALID);
    expect((await refresh(mine.refreshToken)).code).toBe(ErrorCode.REFRESH_TOKEN_INVALID);
    expect((await state(elsewhere.token)).code).toBe(200);
  });

  it('a reused refresh token ends the access tokens of its family', async () => {
    const first = await login();
    const second = await refresh(first.refreshToken);
    expect((await state(second.data.token, other)).code).toBe(200);
    expect((await refresh(first.refreshToken)).code).toBe(ErrorCode.REFRESH_TOKEN_REUSED);
    for (const t of [first.token, second.data.token])
      expect((await state(t)).code).toBe(ErrorCode.TOKEN_INVALID);
    clock.advance(SESSION_CHECK_CACHE_MS + 1);
    expect((await state(second.data.token, other)).code).toBe(ErrorCode.TOKEN_INVALID);
  });

  it('a token without a session id is refused', async () => {
    const { token } = await login();
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      sub: string;
    };
    const noSid = await new SignJWT({ mobile: '13800138000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt(Math.floor(clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(clock.now().getTime() / 1000) + 3600)
      .sign(new TextEncoder().encode(TEST_SECRETS.jwt));
    expect((await state(noSid)).code).toBe(ErrorCode.TOKEN_INVALID);
  });
});
