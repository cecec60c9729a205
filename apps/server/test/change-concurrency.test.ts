import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  ChangePath,
  type BookResult,
  type FlightSearchResult,
  type VendorPriceListResult,
} from '@lvxing/shared';
import { flightInventory, orders, trainRuns, trainSeats } from '../src/db/schema';
import { issueDueTickets } from '../src/modules/orders/order.jobs';
import { buildTestApp, call, dayFromNow, loginMember, residentId } from './helper';
import { ticketedTrain, trainChangeCalls } from './support/rail-changes';
import { adult, payOrder, settableClock } from './train-fixtures';

// Meant for PostgreSQL (CI runs this file with DATABASE_URL): PGlite runs one transaction at a
// time and would pass without proving anything about races.
const clock = settableClock();
const app = await buildTestApp({ now: clock.now, jobs: false });
const { db } = app.orders.deps;
const token = await loginMember(app);
const api = trainChangeCalls(app, token);
const date = dayFromNow(6);

/** Sells out every 二等座 of a run on all its segments except `keep` seats. */
async function leaveFree(trainCode: string, keep: number) {
  await ticketedTrain(app, token, clock, { trainCode, date, passengers: [adult('占位')] });
  const where = and(
    eq(trainSeats.trainCode, trainCode),
    eq(trainSeats.runDate, date),
    eq(trainSeats.seatClass, 'O'),
  );
  const seats = await db
    .select({ seatNo: trainSeats.seatNo, car: trainSeats.car })
    .from(trainSeats)
    .where(and(where, eq(trainSeats.occupied, 0n)));
  const free = seats.slice(-keep).map((s) => `${s.car}|${s.seatNo}`);
  await db
    .update(trainSeats)
    .set({ occupied: sql`(1::bigint << 62) - 1` })
    .where(
      and(
        where,
        sql`(${trainSeats.car} || '|' || ${trainSeats.seatNo}) not in (${sql.join(
          free.map((f) => sql`${f}`),
          sql`, `,
        )})`,
      ),
    );
  await db
    .update(trainRuns)
    .set({ version: sql`${trainRuns.version} + 1` })
    .where(and(eq(trainRuns.trainCode, trainCode), eq(trainRuns.runDate, date)));
}

describe(`concurrent changes on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('12 tickets changed at once into the last 3 seats of another train: 3 changed, each seat once', async () => {
    const mine: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const p = { name: '并发改签', idType: '1', idNo: residentId('19870202', 700 + i) };
      mine.push(await ticketedTrain(app, token, clock, { trainCode: 'G1', date, passengers: [p] }));
    }
    await leaveFree('G3', 3);
    const results = await Promise.all(
      mine.map((orderNo) =>
        api.submit({ orderNo, date, trainCode: 'G3', toStation: 'AOH', seatClass: 'O' }),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(3);
    expect(results.filter((r) => r.code === 17003)).toHaveLength(9);
    const onG3 = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`${orders.product}->'detail'->>'trainCode' = 'G3'`);
    expect(onG3[0]!.n).toBe(4); // the placeholder and the 3 changed
    const stillFree = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(trainSeats)
      .where(
        and(
          eq(trainSeats.trainCode, 'G3'),
          eq(trainSeats.seatClass, 'O'),
          sql`${trainSeats.occupied} = 0`,
        ),
      );
    expect(stillFree[0]!.n).toBe(0);
    const seats = await Promise.all(
      results.flatMap((r, i) => (r.code === 200 ? [api.detail(mine[i]!)] : [])),
    );
    const labels = seats.map((d) => d.data.passengers[0]!.seat);
    expect(new Set(labels).size).toBe(3);
  });

  it('8 flight tickets changed at once into the last 2 seats of another flight: 2 changed', async () => {
    const search = await call<FlightSearchResult>(app, '/api/plane/flight/search', {
      from: 'CSHA',
      to: 'CBJS',
      date,
    });
    const flights = search.data.outbound.flights;
    type Flight = (typeof flights)[number];
    // two flights of one airline between the same airports: a change may go from one to the other
    const same = (f: Flight, g: Flight) =>
      g !== f &&
      g.airline.code === f.airline.code &&
      g.dep.code === f.dep.code &&
      g.arr.code === f.arr.code;
    const a = flights.find((f) => flights.some((g) => same(f, g)));
    const b = flights.find((g) => same(a!, g));
    const list = await call<VendorPriceListResult>(app, '/api/plane/flight/vendor/price/list', {
      flightNo: a!.flightNo,
      date,
      cabin: 'Y',
    });
    const mine: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const booked = await call<BookResult>(
        app,
        '/api/plane/order/vendor/price/book',
        {
          offerId: list.data.offers[0]!.offerId,
          passengers: [{ name: '并发改签', idType: '1', idNo: residentId('19880303', 800 + i) }],
          contact: { name: '并发改签', mobile: '13900002222' },
        },
        { token },
      );
      await payOrder(app, token, booked.data.orderNo, clock.now());
      mine.push(booked.data.orderNo);
    }
    clock.advance(app.orders.deps.ticketingDelayMs);
    await issueDueTickets(app.orders.deps);
    const target = await call<VendorPriceListResult>(app, '/api/plane/flight/vendor/price/list', {
      flightNo: b!.flightNo,
      date,
      cabin: 'Y',
    });
    const capacity = target.data.offers[0]!.seatsLeft;
    await db
      .insert(flightInventory)
      .values({ flightNo: b!.flightNo, depDate: date, cabin: 'Y', capacity, held: capacity - 2 })
      .onConflictDoUpdate({
        target: [flightInventory.flightNo, flightInventory.depDate, flightInventory.cabin],
        set: { held: capacity - 2 },
      });
    const results = await Promise.all(
      mine.map((orderNo) =>
        call(app, ChangePath.planeSubmit, { orderNo, date, flightNo: b!.flightNo }, { token }),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(2);
    expect(results.filter((r) => r.code === 14004)).toHaveLength(6);
    const [row] = await db
      .select({ held: flightInventory.held })
      .from(flightInventory)
      .where(and(eq(flightInventory.flightNo, b!.flightNo), eq(flightInventory.depDate, date)));
    expect(row!.held).toBe(capacity);
  });
});
