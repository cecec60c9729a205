import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  FilePath,
  StaffVisaPath,
  VISA_MATERIAL_LIMITS,
  VisaOrderPath,
  type StaffVisaCaseDetail,
  type StaffVisaCaseListResult,
  type VisaCaseView,
} from '@lvxing/shared';
import { auditLog } from '../src/db/schema';
import { stepSandboxCases } from '../src/modules/visa/visa.jobs';
import { call, loginMember } from './helper';
import { makeAccount, staffCall, staffWorld, tokenOf } from './staff-fixtures';
import { PNG, paidOrder, uploadRequired, uploadTo, visaOf } from './visa-fixtures';

const w = await staffWorld();
const { app } = w;
const token = await loginMember(app);
const other = await loginMember(app);
const ops = await tokenOf(w, await makeAccount(w, 'OPERATIONS'));
const service = await tokenOf(w, await makeAccount(w, 'SERVICE'));

const staff = <T = VisaCaseView>(url: string, body: object, staffToken = ops) =>
  staffCall<T>(app, url, body, { staffToken });
const member = (url: string, body: object, t = token) =>
  call<VisaCaseView>(app, url, body, { token: t });
const review = (applicantId: string, itemId: string, reason?: string) =>
  staff(StaffVisaPath.itemReview, {
    applicantId,
    itemId,
    decision: reason ? 'REJECT' : 'ACCEPT',
    ...(reason ? { missingReason: reason } : {}),
  });
const move = (applicantId: string, toState: string) =>
  staff(StaffVisaPath.caseMove, { applicantId, toState });

/** A paid one-applicant order whose materials are uploaded and sent for review. */
async function inReview(seq: number) {
  const { orderNo, cases } = await paidOrder(app, token, [seq]);
  const c = await uploadRequired(app, token, orderNo, cases[0]!);
  expect(c.canSubmit).toBe(true);
  const sent = await member(VisaOrderPath.caseSubmit, { orderNo, applicantId: c.applicantId });
  expect(sent.data.state).toBe('REVIEWING');
  return { orderNo, c: sent.data };
}

describe('visa material uploads (POST /api/visa/material/upload)', () => {
  it('stores an image on the item (待审核), readable by its member and staff, privately cached', async () => {
    const { orderNo, cases } = await paidOrder(app, token, [101]);
    const c = cases[0]!;
    const res = await uploadTo(app, token, {
      orderNo,
      applicantId: c.applicantId,
      itemId: 'photo',
    });
    expect(res.code).toBe(200);
    const item = res.data.items.find((i) => i.id === 'photo')!;
    expect(item.state).toBe('UPLOADED');
    expect(item.files[0]).toMatchObject({ mime: 'image/png', size: PNG.length });
    const url = FilePath.content.replace(':id', item.files[0]!.id);
    const mine = await app.inject({ method: 'GET', url, headers: { token } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toMatch(/^private/);
    const theirs = await app.inject({ method: 'GET', url, headers: { token: other } });
    expect(theirs.json<{ code: number }>().code).toBe(ErrorCode.FILE_NOT_FOUND);
    const staffUrl = FilePath.staffContent.replace(':id', item.files[0]!.id);
    const byStaff = await app.inject({
      method: 'GET',
      url: staffUrl,
      headers: { 'staff-token': ops },
    });
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.headers['cache-control']).toMatch(/^private/);
  });

  it('refuses a renamed executable by its bytes, a too-large file, and another member’s order', async () => {
    const { orderNo, cases } = await paidOrder(app, token, [103]);
    const fields = { orderNo, applicantId: cases[0]!.applicantId, itemId: 'photo' };
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200), Buffer.from('PE\0\0')]);
    const renamed = await uploadTo(app, token, fields, { name: 'photo.png', bytes: exe });
    expect(renamed.code).toBe(ErrorCode.FILE_TYPE_REFUSED);
    const big = Buffer.concat([PNG, Buffer.alloc(VISA_MATERIAL_LIMITS.maxBytes)]);
    expect((await uploadTo(app, token, fields, { name: 'big.png', bytes: big })).code).toBe(
      ErrorCode.FILE_TOO_LARGE,
    );
    expect((await uploadTo(app, other, fields)).code).toBe(ErrorCode.ORDER_NOT_FOUND);
    const unknownItem = await uploadTo(app, token, { ...fields, itemId: 'no-such-item' });
    expect(unknownItem.code).toBe(ErrorCode.VISA_ITEM_NOT_FOUND);
    const { visa } = await visaOf(app, token, orderNo);
    expect(visa.cases[0]!.items.find((i) => i.id === 'photo')!.files).toHaveLength(0);
  });

  it('removes a file not yet accepted; the item is 待上传 again', async () => {
    const { orderNo, cases } = await paidOrder(app, token, [105]);
    const applicantId = cases[0]!.applicantId;
    const up = await uploadTo(app, token, { orderNo, applicantId, itemId: 'hukou' });
    const fileId = up.data.items.find((i) => i.id === 'hukou')!.files[0]!.id;
    const body = { orderNo, applicantId, itemId: 'hukou', fileId };
    expect((await member(VisaOrderPath.materialRemove, body, other)).code).toBe(
      ErrorCode.ORDER_NOT_FOUND,
    );
    const res = await member(VisaOrderPath.materialRemove, body);
    expect(res.code).toBe(200);
    expect(res.data.items.find((i) => i.id === 'hukou')).toMatchObject({
      state: 'MISSING',
      files: [],
    });
  });
});

describe('visa case transitions', () => {
  it('refuses to send materials before every required item has a file, naming them', async () => {
    const { orderNo, cases } = await paidOrder(app, token, [107]);
    const res = await member(VisaOrderPath.caseSubmit, {
      orderNo,
      applicantId: cases[0]!.applicantId,
    });
    expect(res.code).toBe(ErrorCode.VISA_CASE_STATE);
    expect(res.message).toContain('护照首页扫描件');
  });

  it('review: sent back → 需补材料 → uploaded again → accepted → 审核通过, each audited', async () => {
    const { orderNo, c } = await inReview(109);
    const a = c.applicantId;
    const rejected = await review(a, 'photo', '照片背景不是白色');
    expect(rejected.data.state).toBe('NEEDS_MORE');
    expect(rejected.data.items.find((i) => i.id === 'photo')).toMatchObject({
      state: 'REJECTED',
      reason: '照片背景不是白色',
    });
    expect((await uploadTo(app, token, { orderNo, applicantId: a, itemId: 'photo' })).code).toBe(
      200,
    );
    let last = rejected.data;
    for (const item of c.items.filter((i) => i.state === 'UPLOADED' || i.id === 'photo')) {
      last = (await review(a, item.id)).data;
    }
    expect(last.state).toBe('APPROVED');
    const rows = await w.database.db.select().from(auditLog).where(eq(auditLog.objectId, a));
    expect(rows.map((r) => r.action)).toContain('VISA_ITEM_REVIEW');
    const { order } = await visaOf(app, token, orderNo);
    expect(order.timeline.map((t) => t.text)).toContain(
      '申请人张一：需补材料（证件照：照片背景不是白色）',
    );
  });

  it('staff moves follow the table; an e-visa (日本) has no passport to return; the order completes', async () => {
    const { orderNo, c } = await inReview(111);
    const a = c.applicantId;
    for (const item of c.items.filter((i) => i.state === 'UPLOADED')) await review(a, item.id);
    expect((await move(a, 'ISSUED')).code).toBe(ErrorCode.VISA_CASE_STATE);
    expect(
      (await staff(StaffVisaPath.caseMove, { applicantId: a, toState: 'SUBMITTED' }, service)).code,
    ).toBe(ErrorCode.STAFF_FORBIDDEN);
    for (const to of ['SUBMITTED', 'AT_EMBASSY', 'ISSUED'])
      expect((await move(a, to)).code).toBe(200);
    expect((await move(a, 'PASSPORT_RETURNED')).code).toBe(ErrorCode.VISA_CASE_STATE);
    expect((await move(a, 'COMPLETED')).data.state).toBe('COMPLETED');
    const { order, visa } = await visaOf(app, token, orderNo);
    expect(order.state).toBe('COMPLETED');
    expect(visa.cases[0]!.history.map((h) => h.state)).toEqual([
      'AWAITING_MATERIALS',
      'REVIEWING',
      'APPROVED',
      'SUBMITTED',
      'AT_EMBASSY',
      'ISSUED',
      'COMPLETED',
    ]);
    const moves = await w.database.db.select().from(auditLog).where(eq(auditLog.objectId, a));
    expect(moves.filter((r) => r.action === 'VISA_CASE_MOVE')).toHaveLength(4);
  });

  it('lists cases by state with counts, and shows one with documents masked and the province named', async () => {
    const { c } = await inReview(113);
    const list = await staff<StaffVisaCaseListResult>(StaffVisaPath.caseList, {
      state: 'REVIEWING',
    });
    expect(list.code).toBe(200);
    const row = list.data.items.find((r) => r.applicantId === c.applicantId)!;
    expect(row.waitingItems).toBeGreaterThan(0);
    expect(list.data.counts.REVIEWING).toBeGreaterThan(0);
    const detail = await staff<StaffVisaCaseDetail>(StaffVisaPath.caseDetail, {
      applicantId: c.applicantId,
    });
    expect(detail.data.passportNo).toMatch(/^E1000\*+$/);
    expect(detail.data.idNo).toMatch(/^110\*+\d{3}[\dX]$/);
    expect(detail.data).toMatchObject({ province: '11', provinceName: '北京市' });
    expect((await staff(StaffVisaPath.caseList, {}, service)).code).toBe(ErrorCode.STAFF_FORBIDDEN);
  });
});

describe('visa case abort and refunds by stage', () => {
  it('refunds each applicant by the stage stopped (LINE refunds), and a refusal its part', async () => {
    const { orderNo, cases } = await paidOrder(app, token, [115, 117, 119]);
    const [first, second, third] = cases.map((c) => c.applicantId);
    expect(cases[0]!.abortRefundFen).toBe(15_000);
    const early = await member(VisaOrderPath.caseAbort, { orderNo, applicantId: first });
    expect(early.data.state).toBe('ABORTED');
    await uploadRequired(app, token, orderNo, cases[1]!);
    await member(VisaOrderPath.caseSubmit, { orderNo, applicantId: second });
    const inReviewNow = (await visaOf(app, token, orderNo)).visa.cases[1]!;
    expect(inReviewNow.abortRefundFen).toBe(7_500);
    await member(VisaOrderPath.caseAbort, { orderNo, applicantId: second });
    const c3 = await uploadRequired(app, token, orderNo, cases[2]!);
    await member(VisaOrderPath.caseSubmit, { orderNo, applicantId: third });
    for (const item of c3.items.filter((i) => i.files.length > 0)) await review(third!, item.id);
    for (const to of ['SUBMITTED', 'AT_EMBASSY', 'REFUSED']) await move(third!, to);
    expect((await member(VisaOrderPath.caseAbort, { orderNo, applicantId: third })).code).toBe(
      ErrorCode.VISA_CASE_STATE,
    );
    const { order } = await visaOf(app, token, orderNo);
    expect(order.refunds.map((r) => [r.amountFen, r.feeFen])).toEqual([
      [15_000, 20_000],
      [7_500, 27_500],
      [7_500, 27_500],
    ]);
    expect((await move(third!, 'COMPLETED')).code).toBe(200);
    expect((await visaOf(app, token, orderNo)).order.state).toBe('COMPLETED');
  });

  it('refuses to act on another member’s order as a missing one', async () => {
    const { orderNo, cases } = await paidOrder(app, token, [121]);
    const body = { orderNo, applicantId: cases[0]!.applicantId };
    for (const path of [VisaOrderPath.caseAbort, VisaOrderPath.caseSubmit]) {
      expect((await member(path, body, other)).code).toBe(ErrorCode.ORDER_NOT_FOUND);
    }
    expect((await member(VisaOrderPath.orderDetail, { orderNo }, other)).code).toBe(
      ErrorCode.ORDER_NOT_FOUND,
    );
    const wrongApplicant = { orderNo, applicantId: '3f1c2a4e-8b7d-4e6f-9a1b-2c3d4e5f6a7b' };
    expect((await member(VisaOrderPath.caseAbort, wrongApplicant)).code).toBe(
      ErrorCode.VISA_ITEM_NOT_FOUND,
    );
  });
});

describe('visa sandbox job', () => {
  it('accepts the uploaded items and moves a case one step a run', async () => {
    const { orderNo, c } = await inReview(123);
    const deps = { ...app.orders.deps, sandboxStepMs: 0 };
    expect(await stepSandboxCases({ ...deps, sandboxStepMs: null })).toBe(0);
    w.clock.advance(1000);
    await stepSandboxCases(deps);
    let now = (await visaOf(app, token, orderNo)).visa.cases[0]!;
    expect(now.state).toBe('APPROVED');
    expect(now.items.filter((i) => i.files.length > 0).every((i) => i.state === 'ACCEPTED')).toBe(
      true,
    );
    w.clock.advance(1000);
    await stepSandboxCases(deps);
    now = (await visaOf(app, token, orderNo)).visa.cases.find(
      (x) => x.applicantId === c.applicantId,
    )!;
    expect(now.state).toBe('SUBMITTED');
  });
});
