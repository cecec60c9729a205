import { describe, expect, it } from 'vitest';
import { closeExpiredOrders, completeRefunds, runDueSteps } from '../src/modules/orders/order.jobs';
import { advanceOrder } from '../src/modules/orders/order-fulfilment.service';
import {
  cancelOrder,
  getOrderDetail,
  insertOrder,
  requestRefund,
  searchOrders,
} from '../src/modules/orders/order.service';
import { createQrcode, payState } from '../src/modules/payment/payment.service';
import { buildTestApp, testClock } from './helper';
import {
  bookStay,
  heldRooms,
  newMember,
  payLine,
  stayDeps,
  paidStay as paidStayOf,
} from './stay-kind';

const clock = testClock();
const app = await buildTestApp({ now: clock.now, jobs: false });
const deps = stayDeps(app);
const member = await newMember(deps);

const paidStay = () => paidStayOf(app, deps, member);

describe('a kind that is not a ticket runs through the order core', () => {
  it('books guests without ID documents and without a departure instant', async () => {
    const order = await bookStay(deps, member);
    const d = await getOrderDetail(deps, member, order.orderNo);
    expect(d).toMatchObject({ state: 'PENDING_PAYMENT', stateLabel: '待支付', travelDate: '' });
    expect(d.passengers.map((p) => [p.name, p.idType, p.idNoMasked])).toEqual([
      ['张三', '', ''],
      ['李四', '', ''],
    ]);
    expect(d.timeline[0]?.text).toBe('订单已提交，房间已保留，请在规定时间内支付');
  });

  it('pays the 全款 line into its own paid state, then moves only along its transitions', async () => {
    const order = await paidStay();
    const paid = await getOrderDetail(deps, member, order.orderNo);
    expect(paid).toMatchObject({ state: 'CONFIRMING', stateLabel: '待确认' });
    expect(paid.timeline.at(-1)?.text).toBe('支付成功 ¥600.00，等待酒店确认');
    expect((await payState(deps, member, order.orderNo)).code).toBe(200);
    // no job step declared: the ticketing job leaves it alone
    clock.advance(deps.ticketingDelayMs);
    expect(await runDueSteps(deps)).toBe(0);

    await expect(advanceOrder(deps, order.orderNo, 'CHECKED_OUT', '离店')).rejects.toMatchObject({
      code: 15002,
      message: '订单待确认，无法离店',
    });
    for (const [to, label] of [
      ['CONFIRMED', '已确认'],
      ['CHECKED_IN', '已入住'],
      ['CHECKED_OUT', '已离店'],
    ] as const) {
      expect(await advanceOrder(deps, order.orderNo, to, `酒店：${label}`)).toBe(to);
    }
    const done = await getOrderDetail(deps, member, order.orderNo);
    expect(done).toMatchObject({ state: 'CHECKED_OUT', stateLabel: '已离店' });
    expect(done.actions).toMatchObject({ canRefund: false, refundFeeFen: null });
    await expect(advanceOrder(deps, order.orderNo, 'CHECKED_IN', '再入住')).rejects.toMatchObject({
      code: 15002,
      message: '订单已离店，无法入住',
    });
    const upcoming = await searchOrders(deps, member, { tab: 'TICKETED', page: 1, pageSize: 50 });
    expect(upcoming.items.map((i) => i.orderNo)).toContain(order.orderNo);
  });

  it('refunds with its own fee and wording, and releases what it holds', async () => {
    const order = await paidStay();
    const d = await getOrderDetail(deps, member, order.orderNo);
    expect(d.actions).toMatchObject({ canRefund: true, refundFeeFen: 5000 });
    const r = await requestRefund(deps, member, order.orderNo, '行程有变');
    expect(r).toMatchObject({ state: 'REFUNDING', feeFen: 5000, amountFen: 55_000 });
    await expect(advanceOrder(deps, order.orderNo, 'CONFIRMED', '确认')).rejects.toMatchObject({
      code: 15002,
      message: '订单退票申请中，无法确认',
    });
    expect(await completeRefunds(deps)).toBe(1);
    const done = await getOrderDetail(deps, member, order.orderNo);
    expect(done.state).toBe('REFUNDED');
    expect(done.timeline.map((t) => t.text)).toContain(
      '已提交退订申请，退订费 ¥50.00，应退 ¥550.00',
    );
    expect(heldRooms.has(order.orderNo)).toBe(false);
  });

  it('cancels and closes unpaid stays, releasing the room, with null departure columns', async () => {
    const cancelled = await bookStay(deps, member);
    await cancelOrder(deps, member, cancelled.orderNo);
    expect(heldRooms.has(cancelled.orderNo)).toBe(false);
    const late = await bookStay(deps, member);
    clock.advance(31 * 60_000);
    expect(await closeExpiredOrders(deps)).toBeGreaterThanOrEqual(1);
    const d = await getOrderDetail(deps, member, late.orderNo);
    expect(d.timeline.at(-1)?.text).toBe('超时未支付，订单已关闭，房间已释放');
    expect(heldRooms.has(late.orderNo)).toBe(false);
  });

  it('places a stay with nothing to pay in its paid state; its refund cancels it at once', async () => {
    const order = await bookStay(deps, member, 60_000, { placed: true });
    const d = await getOrderDetail(deps, member, order.orderNo);
    expect(d).toMatchObject({ state: 'CONFIRMING', product: null });
    expect(d.timeline.map((t) => t.text)).toEqual(['订单已提交，到店付款，等待酒店确认']);
    await expect(cancelOrder(deps, member, order.orderNo)).rejects.toMatchObject({
      code: 15002,
      message: '订单待确认，无法取消',
    });
    const r = await requestRefund(deps, member, order.orderNo, '行程有变');
    expect(r).toMatchObject({ state: 'CANCELLED', feeFen: 0, amountFen: 0 });
    expect(heldRooms.has(order.orderNo)).toBe(false);
  });

  it('opens the line its kind declares (a 担保) and refunds what that line paid', async () => {
    const order = await bookStay(deps, member, 60_000, { guaranteeFen: 30_000 });
    const qr = await createQrcode(deps, member, order.orderNo);
    expect(qr.amountFen).toBe(30_000);
    expect(await payLine(app, deps, qr)).toBe('PAID');
    const d = await getOrderDetail(deps, member, order.orderNo);
    expect(d).toMatchObject({ state: 'CONFIRMING', payment: { amountFen: 30_000 } });
    const r = await requestRefund(deps, member, order.orderNo, '行程有变');
    expect(r).toMatchObject({ state: 'REFUNDING', feeFen: 5000, amountFen: 25_000 });
  });

  it('a ticket kind still requires an ID document of each person', async () => {
    await expect(
      deps.db.transaction((tx) =>
        insertOrder(
          deps,
          tx,
          {
            memberId: member,
            kind: 'FLIGHT',
            title: 'x',
            travelDate: '2026-12-01',
            departsAt: new Date('2026-12-01T00:00:00Z'),
            totalFen: 1000,
            contact: { name: '张三', mobile: '13900001111' },
            payDeadline: new Date(clock.now().getTime() + 60_000),
            product: { segments: [], priceLines: [], vendor: null, detail: {} },
            passengers: [
              {
                name: '王五',
                idType: null,
                idNo: null,
                birthDate: null,
                passengerType: 'ADT',
                priceFen: 1000,
                productKey: 'FLIGHT:X:2026-12-01',
              },
            ],
          },
          clock.now(),
        ),
      ),
    ).rejects.toMatchObject({ code: 14005, message: '乘机人王五：请填写证件号码' });
  });
});
