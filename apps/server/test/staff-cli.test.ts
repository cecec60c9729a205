// The staff CLI's core (`npm run staff -- create …`, scripts/staff.ts without its prompt): its
// arguments, the account it creates (which then logs in with the printed URI's secret), the
// otpauth URI (issuer 旅行网) and terminal QR code it prints, and its Chinese refusals.
import { describe, expect, it } from 'vitest';
import { StaffPath, TOTP_ISSUER, type AuditEntryView } from '@lvxing/shared';
import { parseStaffArgs, runStaffCreate, STAFF_CLI_USAGE } from '../src/modules/staff/staff-cli';
import { loginAs, secretOf, staffCall, staffWorld, uniqueLogin } from './staff-fixtures';

const w = await staffWorld();
const PASSWORD = 'Cli-created-pass-2026';

describe('npm run staff -- create', () => {
  it('parses create --login --name --role [--password-stdin]', () => {
    expect(
      parseStaffArgs(['create', '--login', 'ops.wang', '--name', '王运营', '--role', 'OPERATIONS']),
    ).toEqual({
      loginName: 'ops.wang',
      displayName: '王运营',
      role: 'OPERATIONS',
      passwordStdin: false,
    });
    expect(
      parseStaffArgs([
        'create',
        '--login',
        'a1b',
        '--name',
        'x',
        '--role',
        'ADMIN',
        '--password-stdin',
      ]).passwordStdin,
    ).toBe(true);
    expect(() => parseStaffArgs(['delete', '--login', 'a'])).toThrow(STAFF_CLI_USAGE);
    expect(() => parseStaffArgs(['create', '--login', 'abc'])).toThrow(/缺少参数/);
  });

  it('creates an account that logs in with the printed URI, and prints the URI and a QR code', async () => {
    const loginName = uniqueLogin();
    const args = { loginName, displayName: '首位管理员', role: 'ADMIN', passwordStdin: true };
    const { result, text } = await runStaffCreate(w.deps, args, PASSWORD);
    const uri = new URL(result.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe(TOTP_ISSUER);
    expect(decodeURIComponent(result.otpauthUri)).toContain(
      `otpauth://totp/${TOTP_ISSUER}:${loginName}?`,
    );
    expect(text).toContain(`已创建员工账号：${loginName}（首位管理员，管理员）`);
    expect(text).toContain(result.otpauthUri);
    expect(text).toMatch(/[▄▀█]/);
    const account = {
      id: result.staff.id,
      loginName,
      password: PASSWORD,
      secret: secretOf(result.otpauthUri),
    };
    const login = await loginAs(w, account);
    expect(login).toMatchObject({
      code: 200,
      data: { staff: { role: 'ADMIN', displayName: '首位管理员' } },
    });
    const audit = await staffCall<{ items: AuditEntryView[] }>(
      w.app,
      StaffPath.auditList,
      { filter: { action: 'STAFF_CREATE', objectId: result.staff.id } },
      { staffToken: login.data.token },
    );
    expect(audit.data.items).toMatchObject([
      { staffId: null, ip: null, after: { loginName, role: 'ADMIN' } },
    ]);
  });

  it('refuses in Chinese: an invalid field, a weak password, a taken name', async () => {
    const base = {
      loginName: uniqueLogin(),
      displayName: '员工',
      role: 'SERVICE',
      passwordStdin: true,
    };
    await expect(runStaffCreate(w.deps, { ...base, role: 'BOSS' }, PASSWORD)).rejects.toThrow(
      '角色不正确',
    );
    await expect(runStaffCreate(w.deps, { ...base, loginName: 'X' }, PASSWORD)).rejects.toThrow(
      /^登录名应为/,
    );
    await expect(runStaffCreate(w.deps, base, 'password')).rejects.toThrow('密码过于常见');
    await runStaffCreate(w.deps, base, PASSWORD);
    await expect(runStaffCreate(w.deps, base, PASSWORD)).rejects.toThrow('该登录名已被使用');
  });
});
