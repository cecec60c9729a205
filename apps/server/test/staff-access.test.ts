// Staff sessions and roles (issue 27): logout ends the session with the staff code 30002 (never
// the members' 11001/11003), member and staff tokens are refused by each other's calls, and each
// staff call's roles are checked on the server.
import { describe, expect, it } from 'vitest';
import { ErrorCode, StaffPath, type StaffRole } from '@lvxing/shared';
import { call, loginMember } from './helper';
import { makeAccount, staffCall, staffWorld, tokenOf, uniqueLogin } from './staff-fixtures';

const w = await staffWorld();

describe('staff sessions', () => {
  it('logout ends the session: its token then answers 30002, not a member code', async () => {
    const token = await tokenOf(w, await makeAccount(w, 'SERVICE'));
    expect((await staffCall(w.app, StaffPath.logout, {}, { staffToken: token })).code).toBe(200);
    for (const path of [StaffPath.me, StaffPath.logout]) {
      const res = await staffCall(w.app, path, {}, { staffToken: token });
      expect(res).toMatchObject({
        code: ErrorCode.STAFF_SESSION_INVALID,
        message: '员工登录已失效，请重新登录',
      });
    }
  });

  it('ends a session when it expires (12 hours)', async () => {
    const token = await tokenOf(w, await makeAccount(w, 'SERVICE'));
    w.clock.advance(12 * 3_600_000);
    expect((await staffCall(w.app, StaffPath.me, {}, { staffToken: token })).code).toBe(
      ErrorCode.STAFF_SESSION_INVALID,
    );
  });

  it("refuses a member's token on every staff call, in either header", async () => {
    const member = await loginMember(w.app);
    const calls = await callsWithRoles();
    expect(calls.map(([path]) => path).sort()).toEqual(
      Object.values(StaffPath)
        .filter((p) => p !== StaffPath.login)
        .sort(),
    );
    for (const [path, body] of calls) {
      const asStaff = await staffCall(w.app, path, body, { staffToken: member });
      const asMember = await staffCall(w.app, path, body, { memberToken: member });
      expect([asStaff.code, asMember.code], path).toEqual([
        ErrorCode.STAFF_SESSION_INVALID,
        ErrorCode.STAFF_SESSION_INVALID,
      ]);
    }
  });

  it('refuses a staff token on member calls (11001)', async () => {
    const token = await tokenOf(w, await makeAccount(w, 'ADMIN'));
    const state = await call(w.app, '/api/user/login/state', {}, { token });
    const passengers = await call(w.app, '/api/user/passenger/list', {}, { token });
    expect([state.code, passengers.code]).toEqual([
      ErrorCode.TOKEN_INVALID,
      ErrorCode.TOKEN_INVALID,
    ]);
  });
});

/** Each staff call with a valid body for it, and the roles allowed to make it. */
async function callsWithRoles(): Promise<[string, object, StaffRole[]][]> {
  const target = await makeAccount(w, 'SERVICE');
  const any: StaffRole[] = ['SERVICE', 'OPERATIONS', 'ADMIN'];
  return [
    [StaffPath.me, {}, any],
    [StaffPath.list, { page: 1, pageSize: 10 }, ['ADMIN']],
    [StaffPath.auditList, { page: 1, pageSize: 10 }, ['ADMIN', 'OPERATIONS']],
    [StaffPath.roleChange, { staffId: target.id, role: 'OPERATIONS' }, ['ADMIN']],
    [
      StaffPath.create,
      {
        loginName: uniqueLogin(),
        displayName: '新员工',
        role: 'SERVICE',
        password: 'Another-long-pass-1',
      },
      ['ADMIN'],
    ],
    [StaffPath.disable, { staffId: target.id }, ['ADMIN']],
    [StaffPath.logout, {}, any],
  ];
}

describe('staff roles, checked on the server', () => {
  it.each(['SERVICE', 'OPERATIONS', 'ADMIN'] as const)(
    '%s: allowed calls answer, others 30003',
    async (role) => {
      const token = await tokenOf(w, await makeAccount(w, role));
      for (const [path, body, roles] of await callsWithRoles()) {
        const res = await staffCall(w.app, path, body, { staffToken: token });
        if (roles.includes(role)) expect(res.code, `${role} ${path}: ${res.message}`).toBe(200);
        else
          expect(res, `${role} ${path}`).toMatchObject({
            code: ErrorCode.STAFF_FORBIDDEN,
            message: '没有权限执行该操作',
          });
      }
    },
  );

  it('a 客服 cannot create staff', async () => {
    const token = await tokenOf(w, await makeAccount(w, 'SERVICE'));
    const loginName = uniqueLogin();
    const res = await staffCall(
      w.app,
      StaffPath.create,
      { loginName, displayName: '越权', role: 'ADMIN', password: 'Another-long-pass-2' },
      { staffToken: token },
    );
    expect(res.code).toBe(ErrorCode.STAFF_FORBIDDEN);
    const admin = await tokenOf(w, await makeAccount(w, 'ADMIN'));
    const list = await staffCall<{ items: { loginName: string }[] }>(
      w.app,
      StaffPath.list,
      { page: 1, pageSize: 50 },
      { staffToken: admin },
    );
    expect(list.data.items.map((s) => s.loginName)).not.toContain(loginName);
  });

  it('a role change counts from the next request; an admin cannot change or disable themselves', async () => {
    const admin = await makeAccount(w, 'ADMIN');
    const adminToken = await tokenOf(w, admin);
    const ops = await makeAccount(w, 'OPERATIONS');
    const opsToken = await tokenOf(w, ops);
    const audit = { page: 1, pageSize: 5 };
    expect(
      (await staffCall(w.app, StaffPath.auditList, audit, { staffToken: opsToken })).code,
    ).toBe(200);
    const changed = await staffCall(
      w.app,
      StaffPath.roleChange,
      { staffId: ops.id, role: 'SERVICE' },
      { staffToken: adminToken },
    );
    expect(changed).toMatchObject({ code: 200, data: { role: 'SERVICE' } });
    expect(
      (await staffCall(w.app, StaffPath.auditList, audit, { staffToken: opsToken })).code,
    ).toBe(ErrorCode.STAFF_FORBIDDEN);
    for (const [path, body] of [
      [StaffPath.roleChange, { staffId: admin.id, role: 'SERVICE' }],
      [StaffPath.disable, { staffId: admin.id }],
    ] as const) {
      expect((await staffCall(w.app, path, body, { staffToken: adminToken })).code).toBe(
        ErrorCode.STAFF_SELF_CHANGE,
      );
    }
  });

  it('answers 30006 for a taken login name and 30007 for an unknown account', async () => {
    const admin = await tokenOf(w, await makeAccount(w, 'ADMIN'));
    const other = await makeAccount(w, 'SERVICE');
    const taken = await staffCall(
      w.app,
      StaffPath.create,
      {
        loginName: other.loginName,
        displayName: '重名',
        role: 'SERVICE',
        password: 'Another-long-pass-3',
      },
      { staffToken: admin },
    );
    expect(taken).toMatchObject({ code: ErrorCode.STAFF_LOGIN_TAKEN, message: '该登录名已被使用' });
    const unknown = await staffCall(
      w.app,
      StaffPath.disable,
      { staffId: '3f1c2a4e-8b7d-4e6f-9a1b-2c3d4e5f6a7b' },
      { staffToken: admin },
    );
    expect(unknown.code).toBe(ErrorCode.STAFF_NOT_FOUND);
  });
});
