// The audit log (issue 27): one row per staff action (login, failed login, lock, logout, create,
// role change, disable), append-only in the database itself (UPDATE, DELETE and TRUNCATE raise),
// read by ADMIN whole and by OPERATIONS with personal data masked.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ErrorCode,
  maskIdNumber,
  STAFF_LOGIN_LIMITS,
  StaffPath,
  type AuditEntryView,
  type StaffCreateResult,
} from '@lvxing/shared';
import { appendAudit } from '../src/modules/staff/audit.repository';
import { residentId, uniqueIp } from './helper';
import {
  loginAs,
  makeAccount,
  secretOf,
  staffCall,
  staffWorld,
  tokenOf,
  uniqueLogin,
  type TestAccount,
} from './staff-fixtures';

const w = await staffWorld();

type Page = { total: number; items: AuditEntryView[] };
const readAudit = (token: string, filter: object, pageSize = 50) =>
  staffCall<Page>(w.app, StaffPath.auditList, { page: 1, pageSize, filter }, { staffToken: token });

describe('the audit log', () => {
  it('has a row for every staff action, with its actor, object and address', async () => {
    const admin = await makeAccount(w, 'ADMIN');
    const adminIp = uniqueIp();
    const adminToken = (await loginAs(w, admin, { ip: adminIp })).data.token;
    const loginName = uniqueLogin();
    const created = await staffCall<StaffCreateResult>(
      w.app,
      StaffPath.create,
      { loginName, displayName: '审计对象', role: 'SERVICE', password: 'Audit-long-pass-1' },
      { staffToken: adminToken, ip: adminIp },
    );
    const id = created.data.staff.id;
    const account: TestAccount = {
      id,
      loginName,
      password: 'Audit-long-pass-1',
      secret: secretOf(created.data.otpauthUri),
    };
    const token = await tokenOf(w, account);
    expect((await staffCall(w.app, StaffPath.logout, {}, { staffToken: token })).code).toBe(200);
    const ips = [uniqueIp(), uniqueIp()];
    for (let i = 0; i < STAFF_LOGIN_LIMITS.accountLockAfter; i++) {
      await loginAs(w, account, {
        ip: ips[Math.floor(i / STAFF_LOGIN_LIMITS.perNameIp)],
        password: 'wrong-password-z',
      });
    }
    w.clock.advance(STAFF_LOGIN_LIMITS.accountLockMinutes * 60_000);
    const opts = { staffToken: adminToken, ip: adminIp };
    await staffCall(w.app, StaffPath.roleChange, { staffId: id, role: 'OPERATIONS' }, opts);
    await staffCall(w.app, StaffPath.disable, { staffId: id }, opts);

    const rows = (
      await readAudit(adminToken, { objectType: 'STAFF', objectId: id })
    ).data.items.reverse();
    expect(rows.map((r) => r.action)).toEqual([
      'STAFF_CREATE',
      'STAFF_LOGIN',
      'STAFF_LOGOUT',
      ...Array(STAFF_LOGIN_LIMITS.accountLockAfter).fill('STAFF_LOGIN_FAILED'),
      'STAFF_LOCKED',
      'STAFF_ROLE_CHANGE',
      'STAFF_DISABLE',
    ]);
    const [create, login, logout] = rows;
    expect(create).toMatchObject({
      staffId: admin.id,
      ip: adminIp,
      after: { loginName, role: 'SERVICE' },
    });
    expect(login).toMatchObject({ staffId: id, before: null });
    expect(logout).toMatchObject({
      staffId: id,
      before: { sessionId: (login!.after as { sessionId: string }).sessionId },
    });
    expect(rows[3]).toMatchObject({ staffId: null, after: { loginName, reason: 'PASSWORD' } });
    expect(rows.at(-2)).toMatchObject({
      staffId: admin.id,
      before: { role: 'SERVICE' },
      after: { role: 'OPERATIONS' },
    });
    expect(rows.at(-1)).toMatchObject({
      before: { disabled: false },
      after: { disabled: true, sessionsEnded: 0 },
    });
  });

  it('records a failed login under an unknown name, and nothing for a refused create', async () => {
    const admin = await makeAccount(w, 'ADMIN');
    const token = await tokenOf(w, admin);
    const stranger = uniqueLogin();
    await loginAs(w, { ...admin, loginName: stranger });
    const failed = await readAudit(token, { action: 'STAFF_LOGIN_FAILED' });
    expect(
      failed.data.items.find((r) => (r.after as { loginName: string }).loginName === stranger),
    ).toMatchObject({
      staffId: null,
      objectId: null,
      after: { reason: 'UNKNOWN_NAME' },
    });
    const before = (await readAudit(token, { action: 'STAFF_CREATE' })).data.total;
    const weak = await staffCall(
      w.app,
      StaffPath.create,
      { loginName: uniqueLogin(), displayName: '弱', role: 'SERVICE', password: 'short' },
      { staffToken: token },
    );
    expect(weak.code).toBe(ErrorCode.PASSWORD_WEAK);
    expect((await readAudit(token, { action: 'STAFF_CREATE' })).data.total).toBe(before);
  });

  it('filters by staff and action, newest first, paged', async () => {
    const admin = await makeAccount(w, 'ADMIN');
    const first = await tokenOf(w, admin);
    await tokenOf(w, admin);
    const page = await readAudit(first, { staffId: admin.id, action: 'STAFF_LOGIN' }, 1);
    expect(page.data.total).toBe(2);
    expect(page.data.items).toHaveLength(1);
    expect(page.data.items[0]!.staffId).toBe(admin.id);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const db = w.database.db;
    const count = async () => {
      const res = (await db.execute(sql`SELECT count(*) AS n FROM audit_log`)) as unknown as {
        rows: { n: string | number }[];
      };
      return Number(res.rows[0]!.n);
    };
    const rows = await count();
    expect(rows).toBeGreaterThan(0);
    for (const statement of [
      sql`UPDATE audit_log SET action = 'STAFF_LOGIN' WHERE id = (SELECT min(id) FROM audit_log)`,
      sql`DELETE FROM audit_log`,
      sql`TRUNCATE audit_log`,
    ]) {
      await expect(db.execute(statement)).rejects.toThrow();
    }
    const error: unknown = await db.execute(sql`DELETE FROM audit_log`).then(
      () => null,
      (e: unknown) => e,
    );
    const cause = error instanceof Error ? (error.cause as Error | undefined) : undefined;
    expect(`${String(error)} ${cause?.message}`).toMatch(/append-only/);
    expect(await count()).toBe(rows);
  });

  it('masks mobile and document numbers and the address unless the reader is ADMIN', async () => {
    const idNo = residentId('19900307', 11);
    const objectId = `ORDER-${uniqueLogin()}`;
    await w.database.db.transaction((tx) =>
      appendAudit(tx, {
        at: w.clock.now(),
        staffId: null,
        action: 'STAFF_ROLE_CHANGE',
        objectType: 'STAFF',
        objectId,
        before: { contact: { mobile: '13812345678' }, passengers: [{ name: '张三', idNo }] },
        after: { note: '13900001111' },
        ip: '10.20.30.40',
      }),
    );
    const filter = { objectType: 'STAFF', objectId };
    const whole = (await readAudit(await tokenOf(w, await makeAccount(w, 'ADMIN')), filter)).data
      .items[0];
    expect(whole).toMatchObject({
      before: { contact: { mobile: '13812345678' }, passengers: [{ idNo }] },
      ip: '10.20.30.40',
    });
    const masked = (await readAudit(await tokenOf(w, await makeAccount(w, 'OPERATIONS')), filter))
      .data.items[0];
    expect(masked).toMatchObject({
      before: {
        contact: { mobile: '138****5678' },
        passengers: [{ name: '张三', idNo: maskIdNumber(idNo) }],
      },
      after: { note: '139****1111' },
      ip: '10.20.30.*',
    });
  });
});
