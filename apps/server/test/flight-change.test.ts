import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ChangePath,
  type BookResult,
  type ChangeOptionsResult,
  type ChangeSubmitResult,
  type FlightSearchResult,
  type OrderDetail,
  type VendorPriceListResult,
} from '@lvxing/shared';
import { flightInventory } from '../src/db/schema';
import { issueDueTickets } from '../src/modules/orders/order.jobs';
import { flightChangeMoney } from '../src/modules/flight/flight-change.service';
import { buildTestApp, call, dayFromNow, loginMember, residentId } from './helper';
import { payChange } from './support/rail-changes';
import { payOrder, settableClock } from './train-fixtures';

const clock = settableClock();
const app = await buildTestApp({ now: clock.now, jobs: false });
const deps = app.orders.deps;
const token = await loginMember(app);
const date = dayFromNow(5);
const next = dayFromNow(6);
const detail = (orderNo: string) =>
  call<OrderDetail>(app, '/api/plane/order/detail', { orderNo }, { token });

/** Books, pays and tickets one adult on the first 经济舱 offer of the first 上海→北京 flight. */
async function ticketedFlight(seq: number, day = date) {
  const s = await call<FlightSearchResult>(app, '/api/plane/flight/search', {
    from: 'CSHA',
    to: 'CBJS',
    date: day,
  });
  const flight = s.data.outbound.flights[0]!;
  const v = await call<VendorPriceListResult>(app, '/api/plane/flight/vendor/price/list', {
    flightNo: flight.flightNo,
    date: day,
    cabin: 'Y',
  });
  const offer = v.data.offers[0]!;
  const booked = await call<BookResult>(
    app,
    '/api/plane/order/vendor/price/book',
    {
      offerId: offer.offerId,
      passengers: [{ name: '郑九', idType: '1', idNo: residentId('19880808', seq) }],
      contact: { name: '郑九', mobile: '13900002222' },
    },
    { token },
  );
  await payOrder(app, token, booked.data.orderNo, clock.now());
  clock.advance(deps.ticketingDelayMs);
  await issueDueTickets(deps);
  return { orderNo: booked.data.orderNo, flight, offer };
}

async function held(flightNo: string, d: string) {
  const [row] = await deps.db
    .select({ held: flightInventory.held })
    .from(flightInventory)
    .where(
      and(
        eq(flightInventory.flightNo, flightNo),
        eq(flightInventory.depDate, d),
        eq(flightInventory.cabin, 'Y'),
      ),
    );
  return row?.held ?? 0;
}

describe('flight 改签', () => {
  it('prices the change fee by the vendor ladder plus the fare difference; a lower fare is not refunded', () => {
    const rules = [
      { label: '起飞前7天(含)以上', minHoursBefore: 168, feePercent: 5 },
      { label: '起飞前2天(含)至7天', minHoursBefore: 48, feePercent: 10 },
      { label: '起飞前4小时(含)至2天', minHoursBefore: 4, feePercent: 20 },
      { label: '起飞前4小时内及起飞后', minHoursBefore: -1, feePercent: 30 },
    ];
    // 10 % of ¥873 = ¥87.3 → ¥87 (whole yuan), plus ¥127 more fare
    expect(flightChangeMoney(rules, 100, 87300, 100000)).toEqual({
      changeFeeFen: 8700,
      diffFen: 12700,
      payFen: 21400,
    });
    // a cheaper flight: only the fee, nothing back
    expect(flightChangeMoney(rules, 100, 87300, 60000)).toEqual({
      changeFeeFen: 8700,
      diffFen: -27300,
      payFen: 8700,
    });
    expect(flightChangeMoney(rules, 3, 87300, 87300).changeFeeFen).toBe(26200);
  });

  it('changes to another flight of the route: 改签 line, seats swapped in one step when paid', async () => {
    const { orderNo, flight, offer } = await ticketedFlight(1);
    const before = (await detail(orderNo)).data;
    expect(before.actions.canChange).toBe(true);
    const opts = await call<ChangeOptionsResult>(
      app,
      ChangePath.planeOptions,
      { orderNo, date: next },
      { token },
    );
    expect(opts.code).toBe(200);
    const choice = opts.data.options.find((o) => o.disabledReason === null)!;
    // 5 days ahead: the ladder's 2-to-7-day step, on the old fare, whole yuan
    const pct = offer.changeRules.find((r) => r.minHoursBefore === 48)!.feePercent;
    expect(choice.changeFeeFen).toBe(Math.round((offer.adultFareFen * pct) / 100 / 100) * 100);
    expect(choice.diffFen).toBe(choice.newFareFen - offer.adultFareFen);
    expect(choice.payFen).toBe(choice.changeFeeFen + Math.max(choice.diffFen, 0));
    expect(choice.refundFen).toBe(0);
    const [oldHeld, newHeld] = [await held(flight.flightNo, date), await held(choice.code, next)];
    const res = await call<ChangeSubmitResult>(
      app,
      ChangePath.planeSubmit,
      { orderNo, date: next, flightNo: choice.code },
      { token },
    );
    expect(res.code).toBe(200);
    expect(res.data.payFen).toBe(choice.payFen);
    expect(await held(choice.code, next)).toBe(newHeld + 1);
    if (res.data.state === 'PENDING') {
      expect((await detail(orderNo)).data.state).toBe('CHANGING');
      expect(await held(flight.flightNo, date)).toBe(oldHeld);
      expect((await payChange(app, token, orderNo, clock.now())).code).toBe(200);
    }
    expect(await held(flight.flightNo, date)).toBe(oldHeld - 1);
    const after = (await detail(orderNo)).data;
    expect(after.state).toBe('TICKETED');
    expect(after.segments[0]!.code).toBe(choice.code);
    expect(after.travelDate).toBe(next);
    expect(after.passengers[0]!.ticketNo).toMatch(/^\d{13}$/);
    expect(after.passengers[0]!.ticketNo).not.toBe(before.passengers[0]!.ticketNo);
    expect(after.totalFen).toBe(before.totalFen + choice.payFen);
    expect(after.timeline.at(-1)!.text).toContain('改签成功');
  });

  it('refuses another airline and the very same flight (15003)', async () => {
    const { orderNo, flight } = await ticketedFlight(2);
    const s = await call<FlightSearchResult>(app, '/api/plane/flight/search', {
      from: 'CSHA',
      to: 'CBJS',
      date: next,
    });
    const other = s.data.outbound.flights.find((f) => f.airline.code !== flight.airline.code);
    if (other) {
      const res = await call(
        app,
        ChangePath.planeSubmit,
        { orderNo, date: next, flightNo: other.flightNo },
        { token },
      );
      expect(res).toMatchObject({ code: 15003, message: '只能改签同一航线、同一航空公司的航班' });
    }
    const again = await call(
      app,
      ChangePath.planeSubmit,
      { orderNo, date, flightNo: flight.flightNo },
      { token },
    );
    expect(again).toMatchObject({ code: 15003, message: '新航班与原航班相同' });
  });

  it('refuses a flight the same passenger already holds on another order (15003)', async () => {
    const { flight } = await ticketedFlight(3);
    const { orderNo } = await ticketedFlight(3, next);
    const res = await call(
      app,
      ChangePath.planeSubmit,
      { orderNo, date, flightNo: flight.flightNo },
      { token },
    );
    expect(res).toMatchObject({ code: 15003, message: '乘客郑九已有该行程的其他订单' });
  });
});
