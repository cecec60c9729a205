import { describe, expect, it } from 'vitest';
import { GroupPath, StaffGroupPath, type PayQrcodeResult } from '@lvxing/shared';
import { completePaidBalances } from '../src/modules/group/group.jobs';
import { closeExpiredOrders } from '../src/modules/orders/order.jobs';
import { call, loginMember } from './helper';
import { groupAudit, groupWorld, memberSide, quotedRequest, staffAct } from './group-fixtures';
import { payOrder, sandboxNotify } from './train-fixtures';

// A group order after its quote is accepted: its 定金 and 尾款 lines through the sandbox's notify,
// the unpaid 定金 closing the order, closing by the staff, and IDOR. Quotes: group-quotes.test.ts.

const g = await groupWorld();
const { app, clock } = g;
const orders = app.orders.deps;
const m = memberSide(g);
const { detailOf, accept } = m;

describe('deposit and balance', () => {
  it('定金 through the pay page, then the 尾款 line the staff open, then 已完成', async () => {
    const requestNo = await quotedRequest(g, m.token);
    const acc = await accept(requestNo, 1);
    expect(acc.data).toMatchObject({ state: 'CONFIRMED', stateLabel: '已确认' });
    const orderNo = acc.data.orderNo!;
    const qr = await call<PayQrcodeResult>(
      app,
      '/api/plane/order/pay/qrcode',
      { orderNo },
      { token: m.token },
    );
    expect(qr.data.amountFen).toBe(540_000);
    expect((await payOrder(app, m.token, orderNo, clock.now())).code).toBe(200);
    expect((await detailOf(requestNo)).data).toMatchObject({
      state: 'DEPOSIT_PAID',
      orderState: 'DEPOSIT_PAID',
    });
    expect((await call(app, GroupPath.balanceQrcode, { requestNo }, { token: m.token })).code).toBe(
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
      { token: m.token },
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
    const requestNo = await quotedRequest(g, m.token);
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
    const requestNo = await quotedRequest(g, m.token);
    const intruder = await loginMember(app);
    for (const path of [GroupPath.detail, GroupPath.balanceQrcode]) {
      expect((await call(app, path, { requestNo }, { token: intruder })).code).toBe(24001);
    }
    expect((await accept(requestNo, 1, intruder)).code).toBe(24001);
    expect((await detailOf(requestNo)).data.state).toBe('QUOTED');
  });

  it('closing is audited and stops acceptance', async () => {
    const requestNo = await quotedRequest(g, m.token);
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
