import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@lvxing/shared';
import { buildTestApp, call, lastCode, testClock, uniqueIp, uniqueMobile } from './helper';

const clock = testClock();
const app = await buildTestApp({ now: clock.now });
const send = (mobile: string, action = 'Login', ip = uniqueIp()) =>
  call(app, '/api/user/sms/code/send', { mobile, action }, { ip });
const smsLogin = (mobile: string, smsCode: string) =>
  call<{ token: string }>(
    app,
    '/api/user/login',
    { mobile, smsCode, agreed: true },
    { ip: uniqueIp() },
  );

describe('POST /api/user/sms/code/send', () => {
  it('sends a 6-digit code and answers the same for registered and unknown mobiles', async () => {
    const known = await send('13800138000');
    const unknown = await send(uniqueMobile());
    expect(known).toEqual({ code: 200, message: 'success', data: { expiresInSeconds: 300 } });
    expect(unknown).toEqual(known);
    expect(await lastCode(app, '13800138000')).toMatch(/^\d{6}$/);
  });

  it('allows one send a minute per mobile', async () => {
    const mobile = uniqueMobile();
    expect((await send(mobile)).code).toBe(200);
    const again = await send(mobile, 'Register');
    expect(again.code).toBe(ErrorCode.SMS_TOO_FREQUENT);
    expect(again.message).toBe('验证码发送过于频繁，请稍后再试');
  });

  it('allows 20 sends an hour per client address', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 20; i++) expect((await send(uniqueMobile(), 'Login', ip)).code).toBe(200);
    expect((await send(uniqueMobile(), 'Login', ip)).code).toBe(ErrorCode.SMS_TOO_FREQUENT);
  });

  it('rejects a bad mobile or action naming the field', async () => {
    const bad = await send('12345', 'Login');
    expect(bad.code).toBe(ErrorCode.INVALID_PARAMS);
    expect(bad.message).toBe('请输入正确的手机号'); // the field in Chinese, no English path
    const action = await send(uniqueMobile(), 'Hack');
    expect(action.code).toBe(ErrorCode.INVALID_PARAMS);
    expect(action.message).toBe('验证码用途不正确');
  });
});

describe('SMS code rules', () => {
  it('is single use', async () => {
    const mobile = uniqueMobile();
    await send(mobile);
    const code = await lastCode(app, mobile);
    expect((await smsLogin(mobile, code)).code).toBe(200);
    expect((await smsLogin(mobile, code)).code).toBe(ErrorCode.SMS_CODE_EXPIRED);
  });

  it('expires after 5 minutes', async () => {
    const mobile = uniqueMobile();
    await send(mobile);
    const code = await lastCode(app, mobile);
    clock.advance(5 * 60 * 1000 + 1);
    expect((await smsLogin(mobile, code)).code).toBe(ErrorCode.SMS_CODE_EXPIRED);
  });

  it('locks after 5 wrong tries, even for the right code', async () => {
    const mobile = uniqueMobile();
    await send(mobile);
    const code = await lastCode(app, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++)
      expect((await smsLogin(mobile, wrong)).code).toBe(ErrorCode.SMS_CODE_WRONG);
    expect((await smsLogin(mobile, wrong)).code).toBe(ErrorCode.SMS_CODE_LOCKED);
    expect((await smsLogin(mobile, code)).code).toBe(ErrorCode.SMS_CODE_LOCKED);
  });

  it('is bound to its action and its mobile', async () => {
    const mobile = uniqueMobile();
    await send(mobile, 'Register');
    const code = await lastCode(app, mobile);
    expect((await smsLogin(mobile, code)).code).toBe(ErrorCode.SMS_CODE_EXPIRED);
    expect((await smsLogin(uniqueMobile(), code)).code).toBe(ErrorCode.SMS_CODE_EXPIRED);
    const reg = await call(app, '/api/user/register', {
      mobile,
      smsCode: code,
      password: 'a-long-unusual-pass',
      agreed: true,
    });
    expect(reg.code).toBe(200);
  });

  it('a newer code supersedes the older one', async () => {
    // a second app whose per-mobile limits allow quick resends
    const loose = await buildTestApp({
      limitOverrides: {
        smsMobileMinute: { points: 10, duration: 60 },
        smsMobileHour: { points: 10, duration: 3600 },
      },
    });
    const mobile = uniqueMobile();
    const codes: string[] = [];
    // resend until the two codes differ (they match by chance once in a million)
    do {
      expect((await call(loose, '/api/user/sms/code/send', { mobile, action: 'Login' })).code).toBe(
        200,
      );
      codes.push(await lastCode(loose, mobile));
    } while (codes.length < 2 || codes.at(-1) === codes.at(-2));
    const [older, newer] = codes.slice(-2) as [string, string];
    const login = (smsCode: string) =>
      call(loose, '/api/user/login', { mobile, smsCode, agreed: true });
    expect((await login(older)).code).toBe(ErrorCode.SMS_CODE_WRONG);
    expect((await login(newer)).code).toBe(200);
  });
});
