// The staff console's cooperation calls (issue 27): roles checked on the server (客服 30003, a
// member's token 30002), only the allowed moves with a Chinese refusal, each move with its audit
// row (before/after) in the same transaction, and the history read back from the audit log.
import { describe, expect, it } from 'vitest';
import {
  ErrorCode,
  StaffCooperationPath,
  StaffPath,
  type AuditEntryView,
  type StaffCooperationDetailResult,
  type StaffCooperationItem,
  type StaffCooperationListResult,
} from '@lvxing/shared';
import { cooperationRequests } from '../src/db/schema';
import { maskEmail } from '../src/modules/cooperation/cooperation-staff.service';
import { loginMember } from './helper';
import { makeAccount, staffCall, staffWorld, tokenOf } from './staff-fixtures';

const w = await staffWorld();
const ops = await makeAccount(w, 'OPERATIONS');
const opsToken = await tokenOf(w, ops);
const adminToken = await tokenOf(w, await makeAccount(w, 'ADMIN'));
const serviceToken = await tokenOf(w, await makeAccount(w, 'SERVICE'));

let seq = 0;
/** Stores a request as the submit call does, in `state`. */
async function seedRequest(over: Partial<typeof cooperationRequests.$inferInsert> = {}) {
  seq += 1;
  const requestNo = `C2611271200${String(seq).padStart(8, '0')}`;
  await w.database.db.insert(cooperationRequests).values({
    requestNo,
    kind: 'OFFICIAL',
    orgName: `杭州市西湖区财政局${seq}`,
    creditCode: '91350100M000100Y43',
    contactName: '王科长',
    contactMobile: '13900003333',
    contactEmail: 'wang@example.gov.cn',
    services: ['GOV_FLIGHT', 'HOTEL'],
    details: { orgType: 'PARTY_GOV', region: '浙江省杭州市' },
    ...over,
  });
  return requestNo;
}

const move = (requestNo: string, to: string, token = opsToken, note = '已电话联系') =>
  staffCall<StaffCooperationItem>(
    w.app,
    StaffCooperationPath.move,
    { requestNo, to, note },
    { staffToken: token },
  );

describe('the staff cooperation calls', () => {
  it('refuses 客服 with 30003 and a member token with 30002 on every call', async () => {
    const requestNo = await seedRequest();
    const member = await loginMember(w.app);
    const bodies: [string, object][] = [
      [StaffCooperationPath.list, {}],
      [StaffCooperationPath.detail, { requestNo }],
      [StaffCooperationPath.move, { requestNo, to: 'ACCEPTED', note: '受理' }],
    ];
    for (const [path, body] of bodies) {
      const asService = await staffCall(w.app, path, body, { staffToken: serviceToken });
      expect(asService.code, path).toBe(ErrorCode.STAFF_FORBIDDEN);
      const asMember = await staffCall(w.app, path, body, { memberToken: member });
      expect(asMember.code, path).toBe(ErrorCode.STAFF_SESSION_INVALID);
    }
    const detail = await staffCall<StaffCooperationDetailResult>(
      w.app,
      StaffCooperationPath.detail,
      { requestNo },
      { staffToken: opsToken },
    );
    expect(detail.data.request.state).toBe('SUBMITTED');
  });

  it('lists by kind, state and keyword with a count per state, contacts whole for 运营', async () => {
    const kw = `徐汇区商务委${Date.now()}`;
    await seedRequest({ orgName: kw, kind: 'COMPANY' });
    await seedRequest({ orgName: `${kw}二`, kind: 'COMPANY', state: 'ACCEPTED' });
    const list = (body: object) =>
      staffCall<StaffCooperationListResult>(w.app, StaffCooperationPath.list, body, {
        staffToken: adminToken,
      });
    const all = await list({ keyword: kw });
    expect(all.data).toMatchObject({ total: 2, stateCounts: { SUBMITTED: 1, ACCEPTED: 1 } });
    const accepted = await list({ keyword: kw, state: 'ACCEPTED', kind: 'COMPANY' });
    expect(accepted.data.total).toBe(1);
    expect(accepted.data.items[0]).toMatchObject({
      orgName: `${kw}二`,
      contactMobile: '13900003333',
      contactEmail: 'wang@example.gov.cn',
      fromMember: false,
    });
    expect((await list({ keyword: kw, kind: 'OFFICIAL' })).data.total).toBe(0);
  });

  it('moves 已提交 → 已受理 → 洽谈中 → 已签约, writing each move to the audit log', async () => {
    const requestNo = await seedRequest();
    for (const to of ['ACCEPTED', 'NEGOTIATING', 'SIGNED']) {
      const res = await move(requestNo, to);
      expect(res.code, to).toBe(200);
      expect(res.data.state).toBe(to);
    }
    const audit = await staffCall<{ items: AuditEntryView[] }>(
      w.app,
      StaffPath.auditList,
      { filter: { objectType: 'COOPERATION', objectId: requestNo } },
      { staffToken: adminToken },
    );
    expect(audit.data.items.map((a) => [a.action, a.staffId, a.before, a.after])).toEqual([
      [
        'COOPERATION_MOVE',
        ops.id,
        { state: 'NEGOTIATING' },
        { state: 'SIGNED', note: '已电话联系' },
      ],
      [
        'COOPERATION_MOVE',
        ops.id,
        { state: 'ACCEPTED' },
        { state: 'NEGOTIATING', note: '已电话联系' },
      ],
      [
        'COOPERATION_MOVE',
        ops.id,
        { state: 'SUBMITTED' },
        { state: 'ACCEPTED', note: '已电话联系' },
      ],
    ]);
    const detail = await staffCall<StaffCooperationDetailResult>(
      w.app,
      StaffCooperationPath.detail,
      { requestNo },
      { staffToken: opsToken },
    );
    expect(detail.data.history.map((h) => [h.from, h.to, h.staffName])).toEqual([
      ['SUBMITTED', 'ACCEPTED', '测试员工'],
      ['ACCEPTED', 'NEGOTIATING', '测试员工'],
      ['NEGOTIATING', 'SIGNED', '测试员工'],
    ]);
  });

  it('lets 已受理 go to 未合作 and refuses other moves in Chinese, leaving no audit row', async () => {
    const requestNo = await seedRequest();
    const skip = await move(requestNo, 'SIGNED');
    expect(skip).toMatchObject({
      code: ErrorCode.COOPERATION_BAD_MOVE,
      message: '该申请当前为“已提交”，不能改为“已签约”',
    });
    expect((await move(requestNo, 'SUBMITTED')).message).toBe('该申请已是“已提交”');
    expect((await move(requestNo, 'ACCEPTED')).code).toBe(200);
    expect((await move(requestNo, 'DECLINED')).data.state).toBe('DECLINED');
    const final = await move(requestNo, 'NEGOTIATING');
    expect(final.code).toBe(ErrorCode.COOPERATION_BAD_MOVE);
    const audit = await staffCall<{ total: number }>(
      w.app,
      StaffPath.auditList,
      { filter: { objectType: 'COOPERATION', objectId: requestNo } },
      { staffToken: adminToken },
    );
    expect(audit.data.total).toBe(2);
    const day = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
    const today = day(w.clock.now().getTime());
    const byDays = async (from: string, to: string) =>
      (
        await staffCall<{ total: number }>(
          w.app,
          StaffPath.auditList,
          { filter: { objectType: 'COOPERATION', objectId: requestNo, from, to } },
          { staffToken: adminToken },
        )
      ).data.total;
    expect(await byDays(today, today)).toBe(2);
    const tomorrow = day(w.clock.now().getTime() + 86_400_000);
    expect(await byDays(tomorrow, tomorrow)).toBe(0);
  });

  it('answers 30010 for an unknown request and names bad fields in Chinese', async () => {
    const unknown = await move('C999999999999999999', 'ACCEPTED');
    expect(unknown).toMatchObject({
      code: ErrorCode.COOPERATION_NOT_FOUND,
      message: '合作申请不存在',
    });
    const noNote = await staffCall(
      w.app,
      StaffCooperationPath.move,
      { requestNo: 'C999999999999999999', to: 'ACCEPTED', note: ' ' },
      { staffToken: opsToken },
    );
    expect(noNote).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '请填写处理备注' });
    const badNo = await staffCall(
      w.app,
      StaffCooperationPath.detail,
      { requestNo: 'x' },
      { staffToken: opsToken },
    );
    expect(badNo.message).toBe('申请编号不正确');
  });

  it('masks an e-mail address for a role without need', () => {
    expect(maskEmail('wang@example.gov.cn')).toBe('w***@example.gov.cn');
    expect(maskEmail('')).toBe('');
  });
});
