import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ErrorCode, POLICY_VERSION } from '@lvxing/shared';
import { users } from '../src/db/schema';
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
  const res = await call<Session>(app, '/api/user/register', {
    mobile,
    smsCode,
    password,
    agreed: true,
  });
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
    const short = await call(app, '/api/user/register', {
      mobile,
      smsCode,
      password: 'abc',
      agreed: true,
    });
    expect(short.code).toBe(ErrorCode.INVALID_PARAMS);
    expect(short.message).toBe('密码至少8位');
    const common = await call(app, '/api/user/register', {
      mobile,
      smsCode,
      password: '12345678',
      agreed: true,
    });
    expect(common.code).toBe(ErrorCode.PASSWORD_WEAK);
    expect(common.message).toBe('密码过于常见，请换一个更难猜的密码');
    // the code was not consumed by the refused attempts; lower-case letters only is fine
    const okRes = await call(app, '/api/user/register', {
      mobile,
      smsCode,
      password: 'lowercaseonlyphrase',
      agreed: true,
    });
    expect(okRes.code).toBe(200);
  });

  it('refuses a mobile already registered', async () => {
    const smsCode = await codeFor('13800138000', 'Register');
    const res = await call(app, '/api/user/register', {
      mobile: '13800138000',
      smsCode,
      password: 'another-long-pass',
      agreed: true,
    });
    expect(res.code).toBe(ErrorCode.MOBILE_REGISTERED);
  });

  it('needs consent to the 用户协议 and 隐私政策, and records its version and time', async () => {
    const mobile = uniqueMobile();
    const smsCode = await codeFor(mobile, 'Register');
    const body = { mobile, smsCode, password: 'correct horse battery' };
    for (const agreed of [undefined, false]) {
      const res = await call(app, '/api/user/register', { ...body, agreed });
      expect(res.code).toBe(ErrorCode.INVALID_PARAMS);
      expect(res.message).toContain('请阅读并同意《用户协议》和《隐私政策》');
    }
    expect((await call(app, '/api/user/register', { ...body, agreed: true })).code).toBe(200);
    const [row] = await app.orders.deps.db.select().from(users).where(eq(users.mobile, mobile));
    expect(row?.agreedPolicyVersion).toBe(POLICY_VERSION);
    expect(row?.agreedAt?.getTime()).toBe(clock.now().getTime());
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

  it('SMS login of an unknown mobile creates the member with consent; then a password login is refused', async () => {
    const mobile = uniqueMobile();
    const smsCode = await codeFor(mobile, 'Login');
    const res = await call<Session>(app, '/api/user/login', { mobile, smsCode, agreed: true });
    expect(res.code).toBe(200);
    expect(res.data.mobile).toBe(mobile);
    expect((await passwordLogin(mobile, 'anything-at-all')).code).toBe(ErrorCode.LOGIN_FAILED);
  });

  it('SMS login that would create a member without consent is refused; members need none', async () => {
    const mobile = uniqueMobile();
    const smsCode = await codeFor(mobile, 'Login');
    const refused = await call(app, '/api/user/login', { mobile, smsCode });
    expect(refused).toEqual({
      code: ErrorCode.AGREEMENT_REQUIRED,
      message: '请先阅读并同意《用户协议》和《隐私政策》',
      data: null,
    });
    const [row] = await app.orders.deps.db.select().from(users).where(eq(users.mobile, mobile));
    expect(row).toBeUndefined();
    const { mobile: member } = await registerMember();
    const code = await codeFor(member, 'Login');
    expect((await call(app, '/api/user/login', { mobile: member, smsCode: code })).code).toBe(200);
  });

  it("a stranger's 5 wrong passwords cannot lock the member out: the right password then needs an SMS code", async () => {
    const { mobile, password } = await registerMember();
    for (let i = 0; i < 5; i++)
      expect((await passwordLogin(mobile, 'bad-guess')).code).toBe(ErrorCode.LOGIN_FAILED);
    // no password alone, right or wrong, is checked any more: each try costs an SMS code
    for (const pw of [password, 'bad-guess']) {
      expect(await passwordLogin(mobile, pw)).toEqual({
        code: ErrorCode.LOGIN_SMS_REQUIRED,
        message: '登录失败次数较多，为保护账号安全，请输入短信验证码',
        data: null,
      });
    }
    const wrongCode = await call(app, '/api/user/login', { mobile, password, smsCode: '000000' });
    expect([ErrorCode.SMS_CODE_WRONG, ErrorCode.SMS_CODE_EXPIRED]).toContain(wrongCode.code);
    const smsCode = await codeFor(mobile, 'Login');
    const withCode = await call<Session>(app, '/api/user/login', { mobile, password, smsCode });
    expect(withCode.code).toBe(200);
    // a success clears the mobile's count: the password alone works again
    expect((await passwordLogin(mobile, password)).code).toBe(200);
  });

  it('the right code does not let a wrong password in', async () => {
    const { mobile, password } = await registerMember();
    for (let i = 0; i < 5; i++) await passwordLogin(mobile, 'bad-guess');
    const smsCode = await codeFor(mobile, 'Login');
    const res = await call(app, '/api/user/login', { mobile, password: 'bad-guess', smsCode });
    expect(res.code).toBe(ErrorCode.LOGIN_FAILED);
    expect((await passwordLogin(mobile, password)).code).toBe(ErrorCode.LOGIN_SMS_REQUIRED);
  });

  it('30 failures from one address make its password logins need an SMS code, not its SMS logins', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 30; i++) await passwordLogin(uniqueMobile(), 'bad-guess', ip);
    expect((await passwordLogin('13800138000', 'lvxing2026', ip)).code).toBe(
      ErrorCode.LOGIN_SMS_REQUIRED,
    );
    expect((await passwordLogin('13800138000', 'lvxing2026')).code).toBe(200);
    const smsCode = await codeFor('13800138000', 'Login');
    const sms = await call(app, '/api/user/login', { mobile: '13800138000', smsCode }, { ip });
    expect(sms.code).toBe(200);
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
    expect((await call(app, '/api/user/login/state', {}, { token: session.token })).code).toBe(
      ErrorCode.TOKEN_INVALID,
    );
    expect((await passwordLogin(mobile, password)).code).toBe(ErrorCode.LOGIN_FAILED);
    expect((await passwordLogin(mobile, 'brand-new-passphrase')).code).toBe(200);
    const refreshed = await call(app, '/api/user/token/refresh', {
      refreshToken: session.refreshToken,
    });
    expect(refreshed.code).toBe(ErrorCode.REFRESH_TOKEN_INVALID);
  });

  it('sends no reset SMS to an unregistered mobile, and answers as for a member', async () => {
    const { mobile: member } = await registerMember();
    const stranger = uniqueMobile();
    const send = (mobile: string) =>
      call(app, '/api/user/sms/code/send', { mobile, action: 'ResetPassword' }, { ip: uniqueIp() });
    const [toMember, toStranger] = [await send(member), await send(stranger)];
    expect(toStranger).toEqual(toMember);
    expect(toMember.code).toBe(200);
    await expect(lastCode(app, stranger)).rejects.toThrow(/no SMS/);
    const res = await call(app, '/api/user/password/reset', {
      mobile: stranger,
      smsCode: '123456',
      password: 'brand-new-passphrase',
    });
    expect(res.code).toBe(ErrorCode.SMS_CODE_EXPIRED);
  });
});
