import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lvxing/shared';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { hmac } from '../src/lib/crypto';
import { SANDBOX_SIGNATURE_HEADER } from '../src/modules/payment/sandbox-provider';
import { parseDataKeys } from '../src/lib/pii-cipher';
import { resolveSecrets, SECRETS_FILE } from '../src/secrets';
import { buildTestApp, call, fakeWebDist } from './helper';

/** The constant the source held as its development secret until issue 21. */
const OLD_SOURCE_SECRET = 'lvxing-dev-secret-do-not-use-in-production';
const dataDir = () => mkdtempSync(join(tmpdir(), 'lv-secrets-'));

/** The app as `npm start` builds it from `env` (no secret given), on an in-memory database. */
async function startWith(env: Record<string, string>) {
  const database = await openDatabase({ dataDir: 'memory://' });
  const config = { ...loadConfig({ DATA_DIR: dataDir(), ...env }), webDist: fakeWebDist() };
  const app = await buildApp({ config, database, logger: false, jobs: false });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return app;
}
const fresh = await startWith({});
const production = await startWith({ NODE_ENV: 'production', SMS_PROVIDER: 'console' });
const dev = await buildTestApp({ config: { trustProxy: true } });

describe('secrets: none from the source', () => {
  it('the embedded database generates random secrets once, kept in the data directory (0600)', () => {
    const dir = dataDir();
    const first = resolveSecrets(loadConfig({ DATA_DIR: dir }));
    const file = join(dir, SECRETS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.jwt).toMatch(/^[\w-]{43}$/);
    expect(first.sandboxPay).toMatch(/^[\w-]{43}$/);
    expect(first.idHash).toMatch(/^[\w-]{43}$/);
    // one data key, with an id, of 32 random bytes (DATA_KEYS format)
    const keys = parseDataKeys(first.dataKeys);
    expect(keys).toHaveLength(1);
    expect(keys[0]!.id).toMatch(/^k\d{8}$/);
    // each key is its own secret, not derived from another
    expect(
      new Set([first.jwt, first.sandboxPay, first.idHash, keys[0]!.key.toString('base64url')]).size,
    ).toBe(4);
    // a restart keeps them (members stay logged in); another data directory gets others
    expect(resolveSecrets(loadConfig({ DATA_DIR: dir }))).toEqual(first);
    expect(resolveSecrets(loadConfig({ DATA_DIR: dataDir() })).jwt).not.toBe(first.jwt);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
  });

  it('environment values win over the file', () => {
    const jwt = 'e'.repeat(40);
    const secrets = resolveSecrets(loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: jwt }));
    expect(secrets.jwt).toBe(jwt);
    expect(secrets.sandboxPay).not.toBe(jwt);
  });

  it('with DATABASE_URL, refuses to start without every secret and says how to make one', () => {
    const env = { DATABASE_URL: 'postgres://x@127.0.0.1/db', DATA_DIR: dataDir() };
    expect(() => resolveSecrets(loadConfig(env))).toThrow(
      /JWT_SECRET、PAYMENT_SANDBOX_SECRET、DATA_KEYS、ID_HASH_SECRET.*randomBytes\(32\).*DATA_KEYS 为/,
    );
    expect(() => resolveSecrets(loadConfig({ ...env, JWT_SECRET: 'j'.repeat(32) }))).toThrow(
      /必须设置 PAYMENT_SANDBOX_SECRET/,
    );
    const dataKeys = `k1:${Buffer.alloc(32, 7).toString('base64')}`;
    const all = {
      ...env,
      JWT_SECRET: 'j'.repeat(32),
      PAYMENT_SANDBOX_SECRET: 'p'.repeat(32),
      ID_HASH_SECRET: 'h'.repeat(32),
    };
    // the personal-data key is required too: no number is ever encrypted under a made-up key
    expect(() => resolveSecrets(loadConfig(all))).toThrow(/必须设置 DATA_KEYS（/);
    expect(resolveSecrets(loadConfig({ ...all, DATA_KEYS: dataKeys }))).toEqual({
      jwt: 'j'.repeat(32),
      sandboxPay: 'p'.repeat(32),
      dataKeys,
      idHash: 'h'.repeat(32),
    });
  });
});

describe('a fresh default start', () => {
  it('refuses an access token signed with the secret the source once held', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ mobile: '13800138000', sid: 'x' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('00000000-0000-0000-0000-000000000000')
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(OLD_SOURCE_SECRET));
    const res = await call(fresh, '/api/plane/order/search', { page: 1 }, { token: forged });
    expect(res.code).toBe(ErrorCode.TOKEN_INVALID);
  });

  it('refuses a sandbox payment notify signed with a key derived from that secret', async () => {
    const body = JSON.stringify({
      notify_id: 'n1',
      out_trade_no: 'P1',
      trade_no: 'SBX1',
      total_amount_fen: 100,
      trade_status: 'TRADE_SUCCESS',
      gmt_payment: new Date().toISOString(),
    });
    for (const key of [`sandbox-pay:${OLD_SOURCE_SECRET}`, OLD_SOURCE_SECRET]) {
      const res = await fresh.inject({
        method: 'POST',
        url: '/api/pay/notify/sandbox',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: hmac(key, body),
        },
        payload: body,
      });
      expect(res.json().code).toBe(ErrorCode.PAY_NOTIFY_INVALID);
    }
  });
});

describe('production', () => {
  it('seeds no demo member: its password is in the source', async () => {
    const res = await call(production, '/api/user/login', {
      mobile: '13800138000',
      password: 'lvxing2026',
    });
    expect(res.code).toBe(ErrorCode.LOGIN_FAILED);
  });

  it('has no SMS outbox, even with the console provider', async () => {
    const res = await production.inject({
      method: 'POST',
      url: '/api/dev/sms/outbox',
      payload: { mobile: '13800138000' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('the development SMS outbox', () => {
  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    dev.inject({
      method: 'POST',
      url: '/api/dev/sms/outbox',
      payload: { mobile: '13800138000' },
      remoteAddress,
      headers,
    });

  it('answers a caller on this machine', async () => {
    for (const addr of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await outbox(addr)).json().code).toBe(200);
    }
  });

  it('is not there for another machine, even one claiming loopback through a trusted proxy header', async () => {
    for (const [addr, headers] of [
      ['192.168.1.23', {}],
      ['10.0.0.7', { 'x-forwarded-for': '127.0.0.1' }],
      ['::ffff:192.168.1.23', {}],
    ] as const) {
      const res = await outbox(addr, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json().data).toBeNull();
    }
  });
});
