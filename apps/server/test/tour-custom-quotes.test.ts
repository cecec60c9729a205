// A custom trip's quote (issue 28): the consultant quotes in the console (运营 and 管理员, audited,
// versions superseding each other, priced for the party asked), the member reads the current
// version under their requests and accepts it while it is valid; never another member's.
import { describe, expect, it } from 'vitest';
import {
  CooperationPath,
  ErrorCode,
  StaffCooperationPath,
  StaffPath,
  TourPath,
  type AuditEntryView,
  type CooperationMineResult,
  type CustomQuoteView,
  type ItinerarySubmitResult,
  type StaffCooperationDetailResult,
} from '@lvxing/shared';
import { call, dayFromNow, loginMember, uniqueIp, uniqueMobile } from './helper';
import { makeAccount, staffCall, staffWorld, tokenOf } from './staff-fixtures';

const w = await staffWorld();
const ops = await makeAccount(w, 'OPERATIONS');
const opsToken = await tokenOf(w, ops);
const DAY = 86_400_000;

async function submitted(token?: string, party = { adults: 2, children: 1 }) {
  const body = {
    destinations: ['桂林'],
    departureCity: '广州',
    departDate: dayFromNow(40),
    tripDays: 4,
    ...party,
    hotelStandard: '高档型',
    contactName: '孙先生',
    mobile: uniqueMobile(),
    consent: true,
  };
  const res = await call<ItinerarySubmitResult>(w.app, TourPath.itinerarySubmit, body, {
    token,
    ip: uniqueIp(),
  });
  return res.data.requestNo;
}

const staff = <T>(path: string, body: object, staffToken = opsToken) =>
  staffCall<T>(w.app, path, body, { staffToken });
const move = (requestNo: string, to: string) =>
  staff(StaffCooperationPath.move, { requestNo, to, note: '已致电客户' });
const inDays = (d: number) => new Date(w.clock.now().getTime() + d * DAY).toISOString();
const quote = (requestNo: string, over: object = {}) =>
  staff<CustomQuoteView | null>(StaffCooperationPath.quote, {
    requestNo,
    adultFen: 458_000,
    childFen: 229_000,
    validUntil: inDays(7),
    plan: '广州南乘高铁往返桂林，阳朔两晚高档酒店，漓江竹筏与遇龙河，含司导。',
    ...over,
  });
const accept = (token: string, requestNo: string, version: number) =>
  call<CustomQuoteView | null>(
    w.app,
    TourPath.itineraryQuoteAccept,
    { requestNo, version },
    { token },
  );
const mineQuote = async (token: string, requestNo: string) => {
  const res = await call<CooperationMineResult>(
    w.app,
    CooperationPath.mine,
    { page: 1, pageSize: 50 },
    { token },
  );
  return res.data.items.find((i) => i.requestNo === requestNo)!;
};

describe('custom trip quotes, staff side', () => {
  it('quotes only once accepted, prices the party asked and moves the request to 洽谈中', async () => {
    const no = await submitted();
    const early = await quote(no);
    expect(early).toMatchObject({
      code: ErrorCode.CUSTOM_QUOTE_STATE,
      message: '请先受理该申请再报价',
    });
    await move(no, 'ACCEPTED');
    const v1 = await quote(no);
    expect(v1.data).toMatchObject({
      version: 1,
      adults: 2,
      children: 1,
      totalFen: 2 * 458_000 + 229_000,
      acceptedAt: null,
      expired: false,
    });
    const v2 = await quote(no, { adultFen: 420_000, childFen: 200_000 });
    expect(v2.data).toMatchObject({ version: 2, totalFen: 1_040_000 });
    const detail = await staff<StaffCooperationDetailResult>(StaffCooperationPath.detail, {
      requestNo: no,
    });
    expect(detail.data.request.state).toBe('NEGOTIATING');
    expect(detail.data.quotes.map((q) => q.version)).toEqual([2, 1]);
    expect(detail.data.history.map((h) => [h.from, h.to])).toEqual([
      ['SUBMITTED', 'ACCEPTED'],
      ['ACCEPTED', 'NEGOTIATING'],
      ['NEGOTIATING', 'NEGOTIATING'],
    ]);
    expect(detail.data.history[2]!.note).toMatch(/^报价第2版：合计¥10400\.00，有效期至/);
  });

  it('refuses the other kinds, closed requests, 客服 and a validity past or beyond 30 days', async () => {
    const no = await submitted();
    await move(no, 'ACCEPTED');
    const past = await quote(no, { validUntil: inDays(-0.01) });
    expect(past).toMatchObject({
      code: ErrorCode.INVALID_PARAMS,
      message: '报价有效期应晚于当前时间',
    });
    const far = await quote(no, { validUntil: inDays(31) });
    expect(far).toMatchObject({ code: ErrorCode.INVALID_PARAMS, message: '报价有效期最长30天' });
    const badPrice = await quote(no, { adultFen: 12.5 });
    expect(badPrice).toMatchObject({
      code: ErrorCode.INVALID_PARAMS,
      message: '成人单价应为整数（分）',
    });
    const serviceToken = await tokenOf(w, await makeAccount(w, 'SERVICE'));
    const asService = {
      requestNo: no,
      adultFen: 100,
      childFen: 0,
      validUntil: inDays(1),
      plan: '客服不能报价的方案说明',
    };
    expect((await staff(StaffCooperationPath.quote, asService, serviceToken)).code).toBe(
      ErrorCode.STAFF_FORBIDDEN,
    );
    await move(no, 'DECLINED');
    const closed = await quote(no);
    expect(closed).toMatchObject({
      code: ErrorCode.CUSTOM_QUOTE_STATE,
      message: '该申请当前为“未合作”，不能再报价',
    });
    const company = await call<{ requestNo: string }>(
      w.app,
      CooperationPath.companySubmit,
      {
        companyName: '杭州云帆科技有限公司',
        creditCode: '91350100M000100Y43',
        companySize: 'S50_199',
        contactName: '李经理',
        mobile: uniqueMobile(),
        travelVolume: 'W50_200',
        products: ['FLIGHT'],
        consent: true,
      },
      { ip: uniqueIp() },
    );
    await move(company.data.requestNo, 'ACCEPTED');
    expect(await quote(company.data.requestNo)).toMatchObject({
      code: ErrorCode.CUSTOM_QUOTE_STATE,
      message: '只有定制游需求可以报价',
    });
    expect(await quoteAudit(no)).toHaveLength(0);
  });

  it('writes each quote to the audit log with its version and total', async () => {
    const no = await submitted(undefined, { adults: 3, children: 0 });
    await move(no, 'ACCEPTED');
    await quote(no, { adultFen: 300_000 });
    expect(await quoteAudit(no)).toEqual([
      [
        'COOPERATION_QUOTE',
        ops.id,
        { state: 'ACCEPTED' },
        expect.objectContaining({ state: 'NEGOTIATING', version: 1, totalFen: 900_000 }),
      ],
    ]);
  });
});

async function quoteAudit(requestNo: string) {
  const adminToken = await tokenOf(w, await makeAccount(w, 'ADMIN'));
  const audit = await staff<{ items: AuditEntryView[] }>(
    StaffPath.auditList,
    { filter: { objectType: 'COOPERATION', objectId: requestNo } },
    adminToken,
  );
  return audit.data.items
    .filter((a) => a.action === 'COOPERATION_QUOTE')
    .map((a) => [a.action, a.staffId, a.before, a.after]);
}

describe('custom trip quotes, member side', () => {
  it('shows the current version and accepts it once, never for another member', async () => {
    const [alice, bob] = [await loginMember(w.app), await loginMember(w.app)];
    const no = await submitted(alice);
    expect((await mineQuote(alice, no)).quote).toBeNull();
    await move(no, 'ACCEPTED');
    await quote(no);
    await quote(no, { adultFen: 440_000 });
    expect((await mineQuote(alice, no)).quote).toMatchObject({ version: 2, adultFen: 440_000 });
    expect(await accept(alice, no, 1)).toMatchObject({ code: ErrorCode.CUSTOM_QUOTE_SUPERSEDED });
    expect(await accept(bob, no, 2)).toMatchObject({
      code: ErrorCode.COOPERATION_NOT_FOUND,
      data: null,
    });
    const done = await accept(alice, no, 2);
    expect(done.data).toMatchObject({ version: 2, expired: false });
    expect(done.data!.acceptedAt).not.toBeNull();
    const again = await accept(alice, no, 2);
    expect(again.data!.acceptedAt).toBe(done.data!.acceptedAt);
    expect((await mineQuote(alice, no)).quote!.acceptedAt).toBe(done.data!.acceptedAt);
  });

  it('refuses a quote past its validity and one on a closed request', async () => {
    const alice = await loginMember(w.app);
    const no = await submitted(alice);
    await move(no, 'ACCEPTED');
    // an hour's validity, then two hours later (the member's session lasts 10 hours)
    await quote(no, { validUntil: inDays(1 / 24) });
    w.clock.advance(2 * 3_600_000);
    expect((await mineQuote(alice, no)).quote).toMatchObject({ version: 1, expired: true });
    expect(await accept(alice, no, 1)).toMatchObject({ code: ErrorCode.CUSTOM_QUOTE_EXPIRED });
    await quote(no, { validUntil: inDays(3) });
    await move(no, 'DECLINED');
    const closed = await accept(alice, no, 2);
    expect(closed).toMatchObject({
      code: ErrorCode.CUSTOM_QUOTE_STATE,
      message: '该申请当前为“未合作”，不能接受报价',
    });
  });

  it('asks a visitor to sign in', async () => {
    const res = await call(w.app, TourPath.itineraryQuoteAccept, {
      requestNo: 'C261127120000123456',
      version: 1,
    });
    expect(res.code).toBe(ErrorCode.TOKEN_INVALID);
  });
});
