import { describe, expect, it } from 'vitest';
import {
  addDays,
  type HotelDetailResult,
  type HotelSearchResult,
  productPart,
} from '@lvxing/shared';
import { nightlyPriceFen } from '../src/modules/hotel/catalog';
import { tokenAt } from './bus-fixtures';
import { call, buildTestApp, dayFromNow, loginMember } from './helper';
import {
  beijingClock,
  bookingBody,
  createHotelOrder,
  findPlan,
  hotelDetailOf,
  payHotel,
} from './hotel-fixtures';

const today = dayFromNow(2);
const clock = beijingClock(today, '10:00');
const app = await buildTestApp({ now: clock.now, jobs: false });
const token = await loginMember(app);
const stayIn = (days: number, nights: number) => ({
  checkIn: addDays(today, days),
  checkOut: addDays(today, days + nights),
});

const prepay = findPlan(
  (p) => p.plan.paymentMode === 'PREPAY' && p.plan.cancel.type === 'FREE_UNTIL',
);
const atHotel = findPlan((p) => p.plan.paymentMode === 'PAY_AT_HOTEL');

describe('hotel booking', () => {
  it('prices each night per room and holds the order for payment (预付)', async () => {
    const stay = stayIn(7, 3);
    const body = bookingBody(prepay, { ...stay, rooms: 2 });
    const nights = [0, 1, 2].map((i) => addDays(stay.checkIn, i));
    const perNight = nights.map((n) => nightlyPriceFen(prepay.roomType, prepay.plan, n));
    expect(body.expectedTotalFen).toBe(perNight.reduce((s, n) => s + n, 0) * 2);

    const wrong = await createHotelOrder(app, token, { ...body, expectedTotalFen: 1 });
    expect(wrong).toMatchObject({ code: 20004, data: { totalFen: body.expectedTotalFen } });

    const res = await createHotelOrder(app, token, body);
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ state: 'PENDING_PAYMENT', payNowFen: body.expectedTotalFen });
    expect(Date.parse(res.data.payDeadline!)).toBe(clock.now().getTime() + 30 * 60_000);
    const d = (await hotelDetailOf(app, token, res.data.orderNo)).data;
    expect(d).toMatchObject({ state: 'PENDING_PAYMENT', totalFen: body.expectedTotalFen });
    expect(d.product).toMatchObject({
      kind: 'HOTEL',
      nights: 3,
      rooms: 2,
      paymentMode: 'PREPAY',
      guaranteeFen: 0,
    });
    expect(productPart(d, 'HOTEL')!.nightly).toEqual(
      nights.map((date, i) => ({ date, priceFen: perNight[i] })),
    );
    expect(d.priceLines.map((l) => [l.unitFen, l.count])).toEqual(perNight.map((p) => [p, 2]));
    expect(d.passengers.map((p) => p.name)).toEqual(['张一', '张二']);

    const { qr, notify } = await payHotel(app, token, res.data.orderNo);
    expect([qr.amountFen, notify.code]).toEqual([body.expectedTotalFen, 200]);
    const paid = (await hotelDetailOf(app, token, res.data.orderNo)).data;
    expect(paid).toMatchObject({ state: 'CONFIRMING', stateLabel: '待确认' });
    expect(productPart(paid, 'HOTEL')!.confirmBy).toBe(
      new Date(clock.now().getTime() + 30 * 60_000).toISOString(),
    );
  });

  it('到店付 goes straight to 待确认; an arrival after 18:00 pays a first-night 担保', async () => {
    const stay = stayIn(8, 2);
    const placed = await createHotelOrder(app, token, bookingBody(atHotel, stay));
    expect(placed.data).toMatchObject({ state: 'CONFIRMING', payNowFen: 0, payDeadline: null });
    const d = (await hotelDetailOf(app, token, placed.data.orderNo)).data;
    expect(d.timeline.map((t) => t.text)).toEqual(['订单已提交，到店付款，等待酒店确认']);
    expect(d.actions).toMatchObject({ canPay: false, canRefund: true, refundFeeFen: 0 });

    const late = bookingBody(atHotel, { ...stay, rooms: 2 }, { latestArrival: '20:00' });
    const firstNight = nightlyPriceFen(atHotel.roomType, atHotel.plan, stay.checkIn) * 2;
    const guaranteed = await createHotelOrder(app, token, late);
    expect(guaranteed.data).toMatchObject({ state: 'PENDING_PAYMENT', payNowFen: firstNight });
    const { qr } = await payHotel(app, token, guaranteed.data.orderNo);
    expect(qr.amountFen).toBe(firstNight);
    const g = (await hotelDetailOf(app, token, guaranteed.data.orderNo)).data;
    expect(g).toMatchObject({
      state: 'CONFIRMING',
      product: { kind: 'HOTEL', guaranteeFen: firstNight },
    });
    expect(g.payment).toMatchObject({ amountFen: firstNight, state: 'PAID' });
  });

  it('refuses every invalid stay with a Chinese message naming what is wrong', async () => {
    const stay = stayIn(9, 1);
    const body = bookingBody(prepay, stay);
    const bad = async (patch: object) => createHotelOrder(app, token, { ...body, ...patch });
    expect(await bad({ checkOut: stay.checkIn })).toMatchObject({
      code: 10001,
      message: expect.stringContaining('离店日期须晚于入住日期'),
    });
    expect(await bad({ childAges: [18] })).toMatchObject({
      code: 10001,
      message: expect.stringContaining('儿童年龄应为0–17岁'),
    });
    expect((await bad({ childAges: [0, 17] })).code).not.toBe(10001);
    expect((await bad({ rooms: 2 })).code).toBe(10001); // one guest for two rooms
    const full = prepay.roomType.maxOccupancy;
    expect(await bad({ adults: full, childAges: [5] })).toMatchObject({
      code: 20006,
      message: expect.stringContaining(`每间最多入住${full}人`),
    });
    expect((await bad({ ratePlanId: 'H000000-0000-R9-P9' })).code).toBe(20002);
    const far = addDays(today, 181);
    const farBody = bookingBody(prepay, { checkIn: far, checkOut: addDays(far, 1) });
    expect((await createHotelOrder(app, token, farBody)).code).toBe(20005);
    expect((await call(app, '/api/hotel/order/create', body)).code).toBe(11001);
  });

  it('sells last night until 06:00 (凌晨房), never after', async () => {
    const yesterday = addDays(today, 1);
    clock.set(addDays(today, 2), '05:30');
    const t = await tokenAt(token, clock.now);
    const body = bookingBody(prepay, { checkIn: yesterday, checkOut: addDays(yesterday, 1) });
    const early = await createHotelOrder(app, t, body);
    expect(early.code).toBe(200);
    // the payment hold never passes 06:00 of the morning after the check-in day
    expect(early.data.payDeadline).toBe(
      new Date(`${addDays(today, 2)}T06:00:00+08:00`).toISOString(),
    );
    clock.set(addDays(today, 2), '06:00');
    expect((await createHotelOrder(app, t, body)).code).toBe(20005);
    clock.set(today, '10:00');
  });

  it('one price for everyone: two members and a visitor, search → detail → booking', async () => {
    const stay = stayIn(10, 2);
    const other = await loginMember(app);
    const asWho = [token, other, undefined].map((t) => (t ? { token: t } : {}));
    const ask = { ...stay, rooms: 1, adults: 1 };
    const search = { cityCode: prepay.hotel.cityCode, ...ask, pageSize: 50 };
    const found = await Promise.all(
      asWho.map((o) => call<HotelSearchResult>(app, '/api/hotel/search', search, o)),
    );
    const cards = found.map((r) => r.data.items.map((c) => [c.hotelId, c.lowestNightlyFen]));
    expect(cards[0]!.length).toBeGreaterThan(0);
    expect(cards[0]).toEqual(cards[2]);
    expect(cards[1]).toEqual(cards[2]);
    const detailAsk = { hotelId: prepay.hotel.id, ...ask };
    const details = await Promise.all(
      asWho.map((o) => call<HotelDetailResult>(app, '/api/hotel/detail', detailAsk, o)),
    );
    const plans = details.map((r) => r.data.roomTypes.flatMap((rt) => rt.plans));
    expect(plans[0]).toEqual(plans[2]);
    expect(plans[1]).toEqual(plans[2]);
    const shown = plans[2]!.find((p) => p.ratePlanId === prepay.plan.id)!;
    const booked = await createHotelOrder(app, other, {
      ...bookingBody(prepay, stay),
      expectedTotalFen: shown.totalFen,
    });
    expect(booked.data.payNowFen).toBe(shown.totalFen);
  });
});
