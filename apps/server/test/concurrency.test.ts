import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { BookResult, FlightSearchResult, VendorPriceListResult } from '@lvxing/shared';
import { flightInventory, orderEvents, orders } from '../src/db/schema';
import { closeExpiredOrders } from '../src/modules/orders/order.jobs';
import { buildTestApp, call, dayFromNow, loginMember, residentId, testClock } from './helper';

// Meant for PostgreSQL (CI runs this file with DATABASE_URL): PGlite runs one transaction at a
// time and would pass without proving anything about races.
const clock = testClock();
const app = await buildTestApp({ now: clock.now, jobs: false });
const deps = app.orders.deps;
const date = dayFromNow(7);
const token = await loginMember(app);

async function offerOf(index: number) {
  const s = await call<FlightSearchResult>(app, '/api/plane/flight/search', {
    from: 'CBJS',
    to: 'CAN',
    date,
  });
  const flight = s.data.outbound.flights[index]!;
  const v = await call<VendorPriceListResult>(app, '/api/plane/flight/vendor/price/list', {
    flightNo: flight.flightNo,
    date,
    cabin: 'Y',
  });
  return { flightNo: flight.flightNo, offerId: v.data.offers[0]!.offerId };
}

const book = (offerId: string, i: number) =>
  call<BookResult>(
    app,
    '/api/plane/order/vendor/price/book',
    {
      offerId,
      passengers: [
        {
          name: '测试乘客',
          idType: '1',
          idNo: residentId('19850101', i, `3101${String(10 + (i % 80)).padStart(2, '0')}`),
        },
      ],
      contact: { name: '测试', mobile: '13900002222' },
    },
    { token },
  );

describe(`concurrency on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('200 concurrent bookings for 20 seats make exactly 20 orders', async () => {
    const { flightNo, offerId } = await offerOf(0);
    await deps.db
      .insert(flightInventory)
      .values({ flightNo, depDate: date, cabin: 'Y', capacity: 20, held: 0 });
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => book(offerId, i)));
    const okCount = results.filter((r) => r.code === 200).length;
    const soldOut = results.filter((r) => r.code === 14004).length;
    expect(okCount).toBe(20);
    expect(soldOut).toBe(180);
    const [inv] = await deps.db
      .select()
      .from(flightInventory)
      .where(and(eq(flightInventory.flightNo, flightNo), eq(flightInventory.depDate, date)));
    expect(inv?.held).toBe(20);
    const [n] = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`${orders.product}->'detail'->>'flightNo' = ${flightNo}`);
    expect(n?.n).toBe(20);
  });

  it('deadline jobs racing on several connections close each order once and release once', async () => {
    const { flightNo, offerId } = await offerOf(1);
    await deps.db
      .insert(flightInventory)
      .values({ flightNo, depDate: date, cabin: 'Y', capacity: 30, held: 0 });
    const booked = await Promise.all(Array.from({ length: 30 }, (_, i) => book(offerId, 1000 + i)));
    expect(booked.every((r) => r.code === 200)).toBe(true);
    const pending = async () =>
      (
        await deps.db
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(eq(orders.state, 'PENDING_PAYMENT'))
      )[0]!.n;
    const before = await pending();
    expect(before).toBeGreaterThanOrEqual(30);
    clock.advance(31 * 60_000);
    const closed = await Promise.all(Array.from({ length: 4 }, () => closeExpiredOrders(deps)));
    const again = await closeExpiredOrders(deps);
    expect(closed.reduce((a, b) => a + b, 0) + again).toBe(before);
    expect(await pending()).toBe(0);
    const held = await deps.db.select({ held: flightInventory.held }).from(flightInventory);
    expect(held.every((r) => r.held === 0)).toBe(true);
    const [events] = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderEvents)
      .where(eq(orderEvents.toState, 'CLOSED'));
    expect(events?.n).toBe(before);
  });
});
