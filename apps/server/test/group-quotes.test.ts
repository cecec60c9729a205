import { beforeEach, describe, expect, it } from 'vitest';
import {
  GroupPath,
  StaffGroupPath,
  type GroupActResult,
  type GroupDetail,
  type PayQrcodeResult,
  type StaffGroupQueueResult,
} from '@lvxing/shared';
import { completePaidBalances, expireQuotes } from '../src/modules/group/group.jobs';
import { closeExpiredOrders } from '../src/modules/orders/order.jobs';
import { call, loginMember } from './helper';
import {
  groupAudit,
  groupWorld,
  quoteBody,
  quotedRequest,
  staffAct,
  submitGroupRequest,
  groupForm,
} from './group-fixtures';
import { staffCall } from './staff-fixtures';
import { payOrder, sandboxNotify } from './train-fixtures';

// The adviser's side (staff calls) and the member's: versioned quotes, expiry, acceptance, the
// group order's 定金 and 尾款 lines through the sandbox's notify, roles, audit and IDOR.

const g = await groupWorld();
const { app, clock } = g;
const orders = app.orders.deps;
let member = '';
beforeEach(async () => {
  member = await loginMember(app);
  await g.fresh();
});

const detailOf = (requestNo: string, token = member) =>
  call<GroupDetail>(app, GroupPath.detail, { requestNo }, { token });
const accept = (requestNo: string, version: number, token = member) =>
  call<GroupActResult>(app, GroupPath.accept, { requestNo, version }, { token });

describe('roles', () => {
  it('refuses 客服, a member token and no token; 运营 reads the queue with counts', async () => {
    const body = { page: 1, pageSize: 20 };
    const svc = await staffCall(app, StaffGroupPath.queue, body, { staffToken: g.service });
    expect(svc.code).toBe(30003);
    expect((await staffCall(app, StaffGroupPath.queue, body, { memberToken: member })).code).toBe(
      30002,
    );
    const r = await submitGroupRequest(app, groupForm({ mobile: '13900001001' }));
    const q = await staffCall<StaffGroupQueueResult>(
      app,
      StaffGroupPath.queue,
      { ...body, state: 'SUBMITTED' },
      { staffToken: g.ops },
    );
    expect(q.code).toBe(200);
    expect(q.data.items.map((i) => i.requestNo)).toContain(r.data.requestNo);
    expect(q.data.items[0]).toMatchObject({
      mobile: expect.stringMatching(/^1\d{10}$/),
      submittedAt: expect.any(String),
    });
    expect(q.data.counts.SUBMITTED).toBeGreaterThanOrEqual(1);
    const acts = await staffAct(
      app,
      StaffGroupPath.accept,
      { requestNo: r.data.requestNo },
      g.service,
    );
    expect(acts.code).toBe(30003);
  });
});

describe('quote versions', () => {
  it('a new version supersedes the old; accepting the old one is refused; every act audited', async () => {
    const requestNo = await quotedRequest(g, member);
    const v2 = await staffAct(
      app,
      StaffGroupPath.quote,
      quoteBody(requestNo, clock.now(), { totalFen: 1_650_000 }),
      g.ops,
    );
    expect(v2.data).toMatchObject({ state: 'QUOTED', stateLabel: '已报价' });
    const d = await detailOf(requestNo);
    expect(d.data.quotes.map((q) => [q.version, q.superseded, q.totalFen])).toEqual([
      [2, false, 1_650_000],
      [1, true, 1_800_000],
    ]);
    expect(d.data.current).toMatchObject({
      version: 2,
      depositFen: 495_000,
      perPersonFen: 110_000,
    });
    expect((await accept(requestNo, 1)).code).toBe(24004);
    const audit = await groupAudit(g.w, requestNo);
    expect(audit.map((a) => a.action)).toEqual(['GROUP_ACCEPT', 'GROUP_QUOTE', 'GROUP_QUOTE']);
    expect(audit[2]).toMatchObject({ objectType: 'GROUP_REQUEST', before: { state: 'QUOTED' } });
  });

  it('refuses a quote before 受理 and a deadline in the past', async () => {
    const r = await submitGroupRequest(app, groupForm({ mobile: '13900001002' }));
    const early = await staffAct(
      app,
      StaffGroupPath.quote,
      quoteBody(r.data.requestNo, clock.now()),
      g.ops,
    );
    expect(early.code).toBe(24002);
    await staffAct(app, StaffGroupPath.accept, { requestNo: r.data.requestNo }, g.ops);
    const past = quoteBody(r.data.requestNo, new Date(clock.now().getTime() - 3 * 3_600_000));
    expect((await staffAct(app, StaffGroupPath.quote, past, g.ops)).code).toBe(10001);
    expect(await groupAudit(g.w, r.data.requestNo)).toHaveLength(1);
  });
});

describe('expiry', () => {
  it('accepting an expired quote is refused in Chinese and closes the request', async () => {
    const requestNo = await quotedRequest(g, member);
    clock.advance(3 * 3_600_000);
    const res = await accept(requestNo, 1);
    expect(res.code).toBe(24003);
    expect(res.message).toContain('报价已过期');
    expect((await detailOf(requestNo)).data).toMatchObject({
      state: 'CLOSED',
      closedReason: '报价已过期',
    });
  });

  it('the job closes quoted requests, and accepted ones whose deposit was not paid', async () => {
    const quoted = await quotedRequest(g, member);
    const confirmed = await quotedRequest(g, member);
    const acc = await accept(confirmed, 1);
    expect(acc.data.state).toBe('CONFIRMED');
    clock.advance(3 * 3_600_000);
    expect(await expireQuotes(orders)).toBeGreaterThanOrEqual(2);
    expect((await detailOf(quoted)).data.state).toBe('CLOSED');
    expect((await detailOf(confirmed)).data).toMatchObject({
      state: 'CLOSED',
      orderState: 'CLOSED',
    });
  });
});

describe('deposit and balance', () => {
  it('定金 through the pay page, then the 尾款 line the staff open, then 已完成', async () => {
    const requestNo = await quotedRequest(g, member);
    const acc = await accept(requestNo, 1);
    expect(acc.data).toMatchObject({ state: 'CONFIRMED', stateLabel: '已确认' });
    const orderNo = acc.data.orderNo!;
    const qr = await call<PayQrcodeResult>(
      app,
      '/api/plane/order/pay/qrcode',
      { orderNo },
      { token: member },
    );
    expect(qr.data.amountFen).toBe(540_000);
    expect((await payOrder(app, member, orderNo, clock.now())).code).toBe(200);
    expect((await detailOf(requestNo)).data).toMatchObject({
      state: 'DEPOSIT_PAID',
      orderState: 'DEPOSIT_PAID',
    });
    expect((await call(app, GroupPath.balanceQrcode, { requestNo }, { token: member })).code).toBe(
      16002,
    );
    const due = await staffAct(app, StaffGroupPath.balance, { requestNo }, g.ops);
    expect(due.code, due.message).toBe(200);
    expect((await detailOf(requestNo)).data).toMatchObject({
      balanceDue: true,
      orderState: 'BALANCE_DUE',
    });
    const bal = await call<PayQrcodeResult>(
      app,
      GroupPath.balanceQrcode,
      { requestNo },
      { token: member },
    );
    expect(bal.data.amountFen).toBe(1_260_000);
    const paid = await sandboxNotify(app, {
      paymentNo: bal.data.paymentNo,
      amountFen: bal.data.amountFen,
      paidAt: clock.now(),
    });
    expect(paid.code).toBe(200);
    expect(await completePaidBalances(orders)).toBe(1);
    expect((await detailOf(requestNo)).data).toMatchObject({
      state: 'COMPLETED',
      stateLabel: '已出票/已完成',
      orderState: 'COMPLETED',
    });
    const audit = await groupAudit(g.w, requestNo);
    expect(audit.map((a) => a.action)).toEqual(['GROUP_ACCEPT', 'GROUP_QUOTE', 'GROUP_BALANCE']);
  });

  it('a deposit not paid within 30 minutes closes its order; the quote may be accepted again', async () => {
    const requestNo = await quotedRequest(g, member);
    const first = await accept(requestNo, 1);
    clock.advance(31 * 60_000);
    expect(await closeExpiredOrders(orders)).toBeGreaterThanOrEqual(1);
    expect((await detailOf(requestNo)).data).toMatchObject({
      state: 'CONFIRMED',
      orderState: 'CLOSED',
    });
    const again = await accept(requestNo, 1);
    expect(again.data.state).toBe('CONFIRMED');
    expect(again.data.orderNo).not.toBe(first.data.orderNo);
    expect((await detailOf(requestNo)).data.orderState).toBe('PENDING_PAYMENT');
  });

  it('another member can neither read, accept nor pay a request (24001)', async () => {
    const requestNo = await quotedRequest(g, member);
    const intruder = await loginMember(app);
    for (const path of [GroupPath.detail, GroupPath.balanceQrcode]) {
      expect((await call(app, path, { requestNo }, { token: intruder })).code).toBe(24001);
    }
    expect((await accept(requestNo, 1, intruder)).code).toBe(24001);
    expect((await detailOf(requestNo)).data.state).toBe('QUOTED');
  });

  it('closing is audited and stops acceptance', async () => {
    const requestNo = await quotedRequest(g, member);
    const closed = await staffAct(
      app,
      StaffGroupPath.close,
      { requestNo, reason: '客户已另行安排' },
      g.ops,
    );
    expect(closed.data.state).toBe('CLOSED');
    expect((await accept(requestNo, 1)).code).toBe(24002);
    expect((await detailOf(requestNo)).data.closedReason).toBe('客户已另行安排');
  });
});
