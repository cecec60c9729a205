// Staff login with password and TOTP (issue 27): wrong password, wrong code, a code used once,
// failures refused per name and address, the account lock and its end, a disabled account.
// With DATABASE_URL (and REDIS_URL) this runs on PostgreSQL (and shared Redis limits) too.
import { describe, expect, it } from 'vitest';
import { ErrorCode, STAFF_LOGIN_LIMITS, StaffPath, type StaffView } from '@lvxing/shared';
import { uniqueIp } from './helper';
import {
  codeAt,
  loginAs,
  makeAccount,
  staffCall,
  staffWorld,
  tokenOf,
  uniqueLogin,
} from './staff-fixtures';

const w = await staffWorld();

describe('staff login', () => {
  it('answers a session for the right password and code, and me names the account', async () => {
    const account = await makeAccount(w, 'SERVICE');
    const res = await loginAs(w, account);
    expect(res.code).toBe(200);
    expect(res.data.staff).toMatchObject({ loginName: account.loginName, role: 'SERVICE' });
    expect(new Date(res.data.expiresAt).getTime()).toBeGreaterThan(w.clock.now().getTime());
    const me = await staffCall<StaffView>(w.app, StaffPath.me, {}, { staffToken: res.data.token });
    expect(me).toMatchObject({ code: 200, data: { id: account.id, displayName: '测试员工' } });
  });

  it('answers 30001 alike for a wrong password, a wrong code and an unknown name', async () => {
    const account = await makeAccount(w, 'SERVICE');
    const wrongPassword = await loginAs(w, account, { password: 'not-the-password' });
    const code = await codeAt(account.secret, new Date(w.clock.now().getTime() + 300_000));
    const wrongCode = await loginAs(w, account, { code });
    const unknown = await loginAs(w, { ...account, loginName: uniqueLogin() });
    for (const res of [wrongPassword, wrongCode, unknown]) {
      expect(res).toMatchObject({
        code: ErrorCode.STAFF_LOGIN_FAILED,
        message: '登录名、密码或动态验证码错误',
      });
    }
  });

  it('accepts a code once: the same step again, or an earlier one, is refused', async () => {
    const account = await makeAccount(w, 'SERVICE');
    w.clock.advance(30_000);
    const now = w.clock.now();
    const code = await codeAt(account.secret, now);
    const earlier = await codeAt(account.secret, new Date(now.getTime() - 30_000));
    const ip = uniqueIp();
    const body = (totpCode: string) => ({
      loginName: account.loginName,
      password: account.password,
      totpCode,
    });
    expect((await staffCall(w.app, StaffPath.login, body(code), { ip })).code).toBe(200);
    // same step, same time: a replay
    expect((await staffCall(w.app, StaffPath.login, body(code), { ip })).code).toBe(
      ErrorCode.STAFF_LOGIN_FAILED,
    );
    // the step before is still within the drift window, but older than the one accepted
    expect((await staffCall(w.app, StaffPath.login, body(earlier), { ip })).code).toBe(
      ErrorCode.STAFF_LOGIN_FAILED,
    );
    // the next step's code is fresh
    w.clock.advance(30_000);
    const next = await codeAt(account.secret, w.clock.now());
    expect((await staffCall(w.app, StaffPath.login, body(next), { ip })).code).toBe(200);
  });

  it(`refuses a name from an address after ${STAFF_LOGIN_LIMITS.perNameIp} failures, not from another address`, async () => {
    const account = await makeAccount(w, 'SERVICE');
    const stranger = uniqueIp();
    for (let i = 0; i < STAFF_LOGIN_LIMITS.perNameIp; i++) {
      const res = await loginAs(w, account, { ip: stranger, password: `wrong-${i}-password` });
      expect(res.code).toBe(ErrorCode.STAFF_LOGIN_FAILED);
    }
    // the stranger's address is refused, even with the right password and code
    const refused = await loginAs(w, account, { ip: stranger });
    expect(refused).toMatchObject({
      code: ErrorCode.STAFF_LOGIN_THROTTLED,
      message: '登录失败次数过多，请15分钟后再试',
    });
    // the staff member, elsewhere, is not locked out by the stranger
    expect((await loginAs(w, account)).code).toBe(200);
  });

  it(`refuses an address after ${STAFF_LOGIN_LIMITS.perIp} failures on any names`, async () => {
    const account = await makeAccount(w, 'SERVICE');
    const sprayer = uniqueIp();
    for (let i = 0; i < STAFF_LOGIN_LIMITS.perIp; i++) {
      const res = await loginAs(w, { ...account, loginName: uniqueLogin() }, { ip: sprayer });
      expect(res.code).toBe(ErrorCode.STAFF_LOGIN_FAILED);
    }
    expect((await loginAs(w, account, { ip: sprayer })).code).toBe(ErrorCode.STAFF_LOGIN_THROTTLED);
    expect((await loginAs(w, account)).code).toBe(200);
  });

  it(`locks the account after ${STAFF_LOGIN_LIMITS.accountLockAfter} failures from several addresses, until the lock ends`, async () => {
    const account = await makeAccount(w, 'SERVICE');
    // two addresses, each below its own limit (perNameIp), together past the account's
    const ips = [uniqueIp(), uniqueIp()];
    for (let i = 0; i < STAFF_LOGIN_LIMITS.accountLockAfter; i++) {
      const ip = ips[Math.floor(i / STAFF_LOGIN_LIMITS.perNameIp)];
      const res = await loginAs(w, account, { ip, password: 'wrong-password-x' });
      expect(res.code).toBe(ErrorCode.STAFF_LOGIN_FAILED);
    }
    const locked = await loginAs(w, account);
    expect(locked).toMatchObject({
      code: ErrorCode.STAFF_LOCKED,
      message: '账号已临时锁定，请稍后再试',
    });
    w.clock.advance(STAFF_LOGIN_LIMITS.accountLockMinutes * 60_000);
    expect((await loginAs(w, account)).code).toBe(200);
  });

  it('refuses a disabled account (30005 only with the right password and code) and ends its sessions', async () => {
    const admin = await makeAccount(w, 'ADMIN');
    const account = await makeAccount(w, 'OPERATIONS');
    const session = await tokenOf(w, account);
    const adminToken = await tokenOf(w, admin);
    const off = await staffCall(
      w.app,
      StaffPath.disable,
      { staffId: account.id },
      { staffToken: adminToken },
    );
    expect(off).toMatchObject({ code: 200, data: { disabled: true } });
    expect((await staffCall(w.app, StaffPath.me, {}, { staffToken: session })).code).toBe(
      ErrorCode.STAFF_SESSION_INVALID,
    );
    expect(await loginAs(w, account)).toMatchObject({
      code: ErrorCode.STAFF_DISABLED,
      message: '该员工账号已停用',
    });
    expect((await loginAs(w, account, { password: 'wrong-password-y' })).code).toBe(
      ErrorCode.STAFF_LOGIN_FAILED,
    );
  });
});
