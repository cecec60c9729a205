import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@lvxing/shared';
import { buildTestApp, call, lastCode, testClock, uniqueIp, uniqueMobile } from './helper';

const clock = testClock();
// per-mobile send limits are covered in sms.test.ts; here a member needs several codes in a row
const app = await buildTestApp({
  now: clock.now,
  limitOverrides: {
    smsMobileMinute: { points: 10, duration: 60 },
    smsMobileHour: { points: 10, duration: 3600 },
  },
});
type Session = { token: string; refreshToken: string; mobile: string };

async function codeFor(mobile: string, action: string) {
  expect(
    (await call(app, '/api/user/sms/code/send', { mobile, action }, { ip: uniqueIp() })).code,
  ).toBe(200);
  return lastCode(app, mobile);
}
async function registerMember(password = 'correct horse battery') {
  const mobile = uniqueMobile();
  const smsCode = await codeFor(mobile, 'Register');
  const res = await call<Session>(app, '/api/user/register', { mobile, smsCode, password });
  expect(res.code).toBe(200);
  return { mobile, password, session: res.data };
}
const passwordLogin = (mobile: string, password: string, ip = uniqueIp()) =>
  call<Session>(app, '/api/user/login', { mobile, password }, { ip });

describe('register', () => {
  it('registers with an SMS code and logs the member in', async () => {
    const { mobile, session } = await registerMember();
    expect(session.mobile).toBe(mobile);
    const state = await call(app, '/api/user/login/state', {}, { token: session.token });
    expect(state).toEqual({ code: 200, message: 'success', data: { mobile } });
  });

  it('rejects short and common passwords (ASVS 5) but no composition rule', async () => {
    const mobile = uniqueMobile();
    const smsCode = await codeFor(mobile, 'Register');
    const short = await call(app, '/api/user/register', { mobile, smsCode, password: 'abc' });
    expect(short.code).toBe(ErrorCode.INVALID_PARAMS);
    expect(short.message).toContain('password');
    const common = await call(app, '/api/user/register', { mobile, smsCode, password: '12345678' });
    expect(common.code).toBe(ErrorCode.PASSWORD_WEAK);
    expect(common.message).toBe('密码过于常见，请换一个更难猜的密码');
    // the code was not consumed by the refused attempts; lower-case letters only is fine
    const okRes = await call(app, '/api/user/register', {
      mobile,
      smsCode,
      password: 'lowercaseonlyphrase',
    });
    expect(okRes.code).toBe(200);
  });

  it('refuses a mobile already registered', async () => {
    const smsCode = await codeFor('13800138000', 'Register');
    const res = await call(app, '/api/user/register', {
      mobile: '13800138000',
      smsCode,
      password: 'another-long-pass',
    });
    expect(res.code).toBe(ErrorCode.MOBILE_REGISTERED);
  });

  it('stores argon2id hashes with m=19 MiB, t=2, p=1', async () => {
    const { hashPassword } = await import('../src/modules/user/password-policy');
    const params = (await hashPassword('whatever-pass')).split('$');
    expect(params[1]).toBe('argon2id');
    expect(params[3]?.split(',').sort()).toEqual(['m=19456', 'p=1', 't=2']);
  });
});

describe('login', () => {
  it('logs the demo member in by password', async () => {
    const res = await passwordLogin('13800138000', 'lvxing2026');
    expect(res.code).toBe(200);
    expect(res.data.mobile).toBe('13800138000');
    expect(res.data.token.split('.')).toHaveLength(3);
  });

  it('answers a wrong password and an unknown mobile alike', async () => {
    const wrong = await passwordLogin('13800138000', 'wrong-password');
    const unknown = await passwordLogin(uniqueMobile(), 'wrong-password');
    expect(wrong).toEqual({
      code: ErrorCode.LOGIN_FAILED,
      message: '手机号或密码错误',
      data: null,
    });
    expect(unknown).toEqual(wrong);
  });

  it('SMS login of an unknown mobile creates the member; then a password login is refused', async () => {
    const mobile = uniqueMobile();
    const smsCode = await codeFor(mobile, 'Login');
    const res = await call<Session>(app, '/api/user/login', { mobile, smsCode });
    expect(res.code).toBe(200);
    expect(res.data.mobile).toBe(mobile);
    expect((await passwordLogin(mobile, 'anything-at-all')).code).toBe(ErrorCode.LOGIN_FAILED);
  });

  it('throttles 5 failures per mobile, even with the right password after', async () => {
    const { mobile, password } = await registerMember();
    for (let i = 0; i < 5; i++)
      expect((await passwordLogin(mobile, 'bad-guess')).code).toBe(ErrorCode.LOGIN_FAILED);
    const throttled = await passwordLogin(mobile, password);
    expect(throttled.code).toBe(ErrorCode.LOGIN_THROTTLED);
  });

  it('throttles 30 failures per address across mobiles', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 30; i++) await passwordLogin(uniqueMobile(), 'bad-guess', ip);
    expect((await passwordLogin('13800138000', 'lvxing2026', ip)).code).toBe(
      ErrorCode.LOGIN_THROTTLED,
    );
    expect((await passwordLogin('13800138000', 'lvxing2026')).code).toBe(200);
  });

  it('rejects bodies that are neither shape, naming the problem', async () => {
    const res = await call(app, '/api/user/login', { mobile: '13800138000' });
    expect(res.code).toBe(ErrorCode.INVALID_PARAMS);
    expect(res.message.length).toBeGreaterThan(0);
  });
});

describe('password reset', () => {
  it('sets a new password with a ResetPassword code and signs out every session', async () => {
    const { mobile, password, session } = await registerMember();
    const smsCode = await codeFor(mobile, 'ResetPassword');
    const res = await call(app, '/api/user/password/reset', {
      mobile,
      smsCode,
      password: 'brand-new-passphrase',
    });
    expect(res.code).toBe(200);
    expect((await passwordLogin(mobile, password)).code).toBe(ErrorCode.LOGIN_FAILED);
    expect((await passwordLogin(mobile, 'brand-new-passphrase')).code).toBe(200);
    const refreshed = await call(app, '/api/user/token/refresh', {
      refreshToken: session.refreshToken,
    });
    expect(refreshed.code).toBe(ErrorCode.REFRESH_TOKEN_INVALID);
  });

  it('says so when the mobile has no account (after the code is verified)', async () => {
    const mobile = uniqueMobile();
    const smsCode = await codeFor(mobile, 'ResetPassword');
    const res = await call(app, '/api/user/password/reset', {
      mobile,
      smsCode,
      password: 'brand-new-passphrase',
    });
    expect(res.code).toBe(ErrorCode.ACCOUNT_NOT_FOUND);
  });
});
