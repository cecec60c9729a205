import { describe, expect, it } from 'vitest';
import { addDays, productPart } from '@lvxing/shared';
import { heldRoomNights, roomNightKey } from '../src/modules/hotel/hotel-inventory.repository';
import {
  checkInDueStays,
  checkOutDueStays,
  confirmDueStays,
  expireUnconfirmedStays,
} from '../src/modules/hotel/hotel.jobs';
import { HOTEL_DEV_PATHS } from '../src/modules/hotel/hotel-dev.routes';
import { rejectStay } from '../src/modules/hotel/hotel-order-life.service';
import { closeExpiredOrders, completeRefunds } from '../src/modules/orders/order.jobs';
import type { OrderDetail } from '@lvxing/shared';
import { tokenAt } from './bus-fixtures';
import { buildTestApp, call, dayFromNow, loginMember } from './helper';
import {
  beijingClock,
  bookingBody,
  createHotelOrder,
  findPlan,
  hotelDeps,
  hotelDetailOf,
  payHotel,
  type PlanPick,
} from './hotel-fixtures';

const today = dayFromNow(2);
const clock = beijingClock(today, '10:00');
const app = await buildTestApp({ now: clock.now, jobs: false });
const deps = hotelDeps(app);
let token = await loginMember(app);
const checkIn = addDays(today, 7);
const stay = { checkIn, checkOut: addDays(checkIn, 2) };

const prepay = findPlan(
  (p) => p.plan.paymentMode === 'PREPAY' && p.plan.cancel.type === 'FREE_UNTIL',
);
const atHotel = findPlan(
  (p) => p.plan.paymentMode === 'PAY_AT_HOTEL' && p.roomType.id !== prepay.roomType.id,
);

/** Books `p` for the stay (paying it when it has something to pay); returns the order number. */
async function booked(p: PlanPick, extra = {}, pay = true) {
  const res = await createHotelOrder(app, token, bookingBody(p, stay, extra));
  if (res.code !== 200) throw new Error(res.message);
  if (pay && res.data.payNowFen > 0) await payHotel(app, token, res.data.orderNo);
  return res.data.orderNo;
}
const detail = async (orderNo: string) => (await hotelDetailOf(app, token, orderNo)).data;
/** The stay part of a hotel order's detail. */
const stayIn = (d: OrderDetail) => productPart(d, 'HOTEL')!;
const refund = (orderNo: string) =>
  call<{ state: string; feeFen: number; amountFen: number }>(
    app,
    '/api/hotel/order/refund',
    { orderNo, reason: '行程有变' },
    { token },
  );
const heldOf = async (p: PlanPick) =>
  (await heldRoomNights(deps.db, [p.roomType.id], [checkIn])).get(
    roomNightKey(p.roomType.id, checkIn),
  );
/** Moves the clock to `day` `time` Beijing and signs the member's token again at it. */
async function at(day: string, time: string) {
  clock.set(day, time);
  token = await tokenAt(token, clock.now);
}

describe('a stay after payment', () => {
  it('is confirmed by the job after the delay, with a confirmation number', async () => {
    const paid = await booked(prepay);
    const placed = await booked(atHotel);
    clock.advance(4_000);
    expect(await confirmDueStays(deps)).toBe(0);
    clock.advance(1_000);
    expect(await confirmDueStays(deps)).toBe(2);
    for (const no of [paid, placed]) {
      const d = await detail(no);
      expect(d).toMatchObject({ state: 'CONFIRMED', stateLabel: '已确认' });
      expect(stayIn(d).confirmationNo).toMatch(/^\d{10}$/);
      expect(stayIn(d).confirmBy).toBeNull();
      expect(d.timeline.at(-1)!.text).toBe(`酒店已确认，确认号 ${stayIn(d).confirmationNo}`);
    }
    const list = await call<{ items: { orderNo: string; product: { confirmationNo: string } }[] }>(
      app,
      '/api/hotel/order/search',
      { tab: 'ALL' },
      { token },
    );
    const row = list.data.items.find((i) => i.orderNo === paid)!;
    expect(row.product.confirmationNo).toBe(stayIn(await detail(paid)).confirmationNo);
  });

  it('not confirmed in 30 minutes: cancelled and refunded in full, rooms released', async () => {
    const slow = { ...deps, confirmDelayMs: 40 * 60_000 };
    const before = (await heldOf(prepay)) ?? 0;
    const paid = await booked(prepay);
    const placed = await booked(atHotel);
    expect(await heldOf(prepay)).toBe(before + 1);
    clock.advance(30 * 60_000 - 1);
    expect(await confirmDueStays(slow)).toBe(0);
    expect(await expireUnconfirmedStays(slow)).toBe(0);
    clock.advance(1);
    expect(await expireUnconfirmedStays(slow)).toBe(2);
    const text = '酒店未在30分钟内确认，订单已自动取消并全额退款';
    const p = await detail(paid);
    expect(p).toMatchObject({ state: 'REFUNDING', stateLabel: '退订中' });
    expect(p.refunds).toMatchObject([{ feeFen: 0, amountFen: p.totalFen }]);
    expect(p.timeline.at(-1)!.text).toBe(text);
    expect(await detail(placed)).toMatchObject({ state: 'CANCELLED' });
    await completeRefunds(deps);
    expect(await detail(paid)).toMatchObject({ state: 'REFUNDED', stateLabel: '已退订' });
    expect(await heldOf(prepay)).toBe(before);
  });

  it('确认无房 refunds in full', async () => {
    const no = await booked(prepay);
    const r = await rejectStay(deps, no);
    expect(r).toMatchObject({ state: 'REFUNDING', feeFen: 0 });
    expect((await detail(no)).timeline.at(-1)!.text).toBe('酒店确认无房，订单已取消并全额退款');
    await expect(rejectStay(deps, no)).rejects.toMatchObject({ code: 15002 });
  });

  it('checks in at 14:00 on the check-in day and out at 12:00 on the check-out day', async () => {
    const no = await booked(prepay);
    clock.advance(5_000);
    await confirmDueStays(deps);
    const held = await heldOf(prepay);
    await at(checkIn, '13:59');
    expect(await checkInDueStays(deps)).toBe(0);
    await at(checkIn, '14:00');
    expect(await checkInDueStays(deps)).toBeGreaterThanOrEqual(1);
    expect(await detail(no)).toMatchObject({ state: 'CHECKED_IN', stateLabel: '已入住' });
    await at(stay.checkOut, '11:59');
    expect(await checkOutDueStays(deps)).toBe(0);
    await at(stay.checkOut, '12:00');
    expect(await checkOutDueStays(deps)).toBeGreaterThanOrEqual(1);
    const d = await detail(no);
    expect(d).toMatchObject({ state: 'CHECKED_OUT', stateLabel: '已离店' });
    expect(d.product).toMatchObject({ kind: 'HOTEL', canReview: true, reviewed: false });
    expect(await heldOf(prepay)).toBe(held); // the nights were used
    await at(today, '10:00');
  });

  it('a no-show keeps the guarantee (the hotel reports it; dev call on this machine only)', async () => {
    const no = await booked(atHotel, { latestArrival: '22:00' });
    clock.advance(5_000);
    await confirmDueStays(deps);
    const far = await app.inject({
      method: 'POST',
      url: HOTEL_DEV_PATHS.noShow,
      payload: { orderNo: no },
      remoteAddress: '10.1.2.3',
    });
    expect(far.statusCode).toBe(404);
    const res = await call(app, HOTEL_DEV_PATHS.noShow, { orderNo: no });
    expect(res).toMatchObject({ code: 200, data: { state: 'NO_SHOW' } });
    const d = await detail(no);
    expect(d).toMatchObject({ state: 'NO_SHOW', stateLabel: '未入住', refunds: [] });
    expect(d.payment).toMatchObject({
      state: 'PAID',
      amountFen: stayIn(d).guaranteeFen,
    });
    expect(d.actions.canRefund).toBe(false);
    expect((await refund(no)).code).toBe(15002);
  });
});

describe('退订 by the member: the fee of the policy at that moment', () => {
  const tiered = findPlan((p) => p.plan.cancel.type === 'TIERED');
  const nonRefundable = findPlan((p) => p.plan.cancel.type === 'NON_REFUNDABLE');
  const firstNight = (no: OrderDetail) => stayIn(no).nightly[0]!.priceFen;

  it('free until the deadline, then the first night', async () => {
    const no = await booked(prepay);
    const freeUntil = new Date(stayIn(await detail(no)).cancel.freeUntil!);
    clock.set(checkIn, '00:00');
    clock.advance(freeUntil.getTime() - clock.now().getTime());
    token = await tokenAt(token, clock.now);
    const d = await detail(no);
    expect([d.actions.refundFeeFen, stayIn(d).cancelFeeNowFen]).toEqual([0, 0]);
    clock.advance(60_000);
    const late = await detail(no);
    expect(stayIn(late).cancelFeeNowFen).toBe(firstNight(late));
    const r = await refund(no);
    expect(r.data).toMatchObject({ state: 'REFUNDING', feeFen: firstNight(late) });
    expect(r.data.amountFen).toBe(late.totalFen - firstNight(late));
    await at(today, '10:00');
  });

  it('by tiers (free, 50 %), then not at all; non-refundable not at all', async () => {
    const no = await booked(tiered);
    const total = (await detail(no)).totalFen;
    const [free, half] = stayIn(await detail(no)).cancel.tiers;
    expect(stayIn(await detail(no)).cancelFeeNowFen).toBe(0);
    clock.advance(Date.parse(free!.until!) - clock.now().getTime() + 60_000);
    token = await tokenAt(token, clock.now);
    expect(stayIn(await detail(no)).cancelFeeNowFen).toBe(Math.round(total / 2));
    clock.advance(Date.parse(half!.until!) - clock.now().getTime() + 60_000);
    token = await tokenAt(token, clock.now);
    expect(stayIn(await detail(no)).cancelFeeNowFen).toBeNull();
    expect(await refund(no)).toMatchObject({
      code: 15002,
      message: '该订单已过免费取消时间且不可取消',
    });
    await at(today, '10:00');
    const nr = await booked(nonRefundable);
    expect(stayIn(await detail(nr)).cancelFeeNowFen).toBeNull();
    expect(await refund(nr)).toMatchObject({
      code: 15002,
      message: '该价格为不可取消价格，预订成功后不可取消',
    });
    expect((await detail(nr)).state).not.toBe('REFUNDING');
  });

  it('到店付 with nothing paid is cancelled at once; unpaid orders by the generic cancel', async () => {
    const before = (await heldOf(atHotel)) ?? 0;
    const placed = await booked(atHotel);
    expect(await heldOf(atHotel)).toBe(before + 1);
    expect(
      await call(app, '/api/hotel/order/cancel', { orderNo: placed }, { token }),
    ).toMatchObject({ code: 15002, message: '订单待确认，无法取消' });
    expect((await refund(placed)).data).toMatchObject({ state: 'CANCELLED', feeFen: 0 });
    expect(await heldOf(atHotel)).toBe(before);
    const held = (await heldOf(prepay)) ?? 0;
    const unpaid = await booked(prepay, {}, false);
    const c = await call(app, '/api/hotel/order/cancel', { orderNo: unpaid }, { token });
    expect(c).toMatchObject({ code: 200, data: { state: 'CANCELLED' } });
    const late = await booked(prepay, {}, false);
    expect(await heldOf(prepay)).toBe(held + 1);
    clock.advance(30 * 60_000);
    expect(await closeExpiredOrders(deps)).toBeGreaterThanOrEqual(1);
    expect((await detail(late)).state).toBe('CLOSED');
    expect(await heldOf(prepay)).toBe(held);
    await at(today, '10:00');
  });
});

describe("another member's stay", () => {
  it('answers 15001 with no data to detail, cancel, refund and review', async () => {
    const no = await booked(prepay);
    const other = await loginMember(app);
    for (const [path, body] of [
      ['/api/hotel/order/detail', { orderNo: no }],
      ['/api/hotel/order/cancel', { orderNo: no }],
      ['/api/hotel/order/refund', { orderNo: no, reason: 'x' }],
      [
        '/api/hotel/review/submit',
        {
          orderNo: no,
          scores: { location: 5, facility: 5, service: 5, hygiene: 5 },
          text: '非常好的酒店',
        },
      ],
    ] as const) {
      expect(await call(app, path, body, { token: other }), path).toMatchObject({
        code: 15001,
        data: null,
      });
    }
    expect((await detail(no)).state).toBe('CONFIRMING');
  });
});
