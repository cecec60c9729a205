import { describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orders, trainRuns, trainSeats } from '../src/db/schema';
import { buildTestApp, dayFromNow, loginMember, residentId } from './helper';
import { adult, bookTrain } from './train-fixtures';

// Meant for PostgreSQL (CI runs this file with DATABASE_URL): PGlite runs one transaction at a
// time and would pass without proving anything about races.
const app = await buildTestApp({ jobs: false });
const { db } = app.orders.deps;
const token = await loginMember(app);
const date = dayFromNow(6);

/** Sells out every 二等座 of a run on all its segments except `keep` seats. */
async function leaveFree(trainCode: string, keep: number) {
  const first = await bookTrain(app, token, { trainCode, date, passengers: [adult('占位')] });
  expect(first.code).toBe(200);
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

const passenger = (i: number) => ({
  name: '并发乘客',
  idType: '1',
  idNo: residentId(
    '19850101',
    i % 1000,
    `3201${String(10 + Math.floor(i / 1000)).padStart(2, '0')}`,
  ),
});

describe(`train concurrency on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('300 concurrent bookings for the last 20 seats sell exactly 20, each seat once', async () => {
    await leaveFree('G3', 20);
    const results = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        bookTrain(app, token, { trainCode: 'G3', date, passengers: [passenger(i)] }),
      ),
    );
    const ok = results.filter((r) => r.code === 200);
    expect(ok).toHaveLength(20);
    expect(results.filter((r) => r.code === 17003)).toHaveLength(280);
    const seats = ok.map((r) => r.data.passengers[0]!.seat);
    expect(new Set(seats).size).toBe(20);
    const [n] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(sql`${orders.product}->'detail'->>'trainCode' = 'G3'`);
    expect(n!.n).toBe(21);
    const stillFree = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(trainSeats)
      .where(
        and(
          eq(trainSeats.trainCode, 'G3'),
          eq(trainSeats.seatClass, 'O'),
          sql`${trainSeats.occupied} & 7 <> 7`,
        ),
      );
    expect(stillFree[0]!.n).toBe(0);
  });

  it('split journeys share the last seats: 20 seats carry 20 + 20 half-way tickets', async () => {
    await leaveFree('G11', 20);
    const results = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        bookTrain(app, token, {
          trainCode: 'G11',
          date,
          ...(i % 2 ? { from: 'VNP', to: 'JGK' } : { from: 'JGK', to: 'AOH' }),
          passengers: [passenger(2000 + i)],
        }),
      ),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(40);
    expect(results.filter((r) => r.code === 17003)).toHaveLength(80);
  });

  it('one ID number booked on 8 overlapping trains at once gets exactly one ticket', async () => {
    const p = passenger(5000);
    const trains = ['G1', 'G101', 'G105', 'G107', 'G111', 'G113', 'G115', 'G117'];
    const results = await Promise.all(
      trains.map((trainCode) => bookTrain(app, token, { trainCode, date, passengers: [p] })),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.code === 17005)).toHaveLength(7);
    const rows = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.kind, 'TRAIN'), inArray(orders.state, ['PENDING_PAYMENT'])));
    expect(rows[0]!.n).toBeGreaterThanOrEqual(1);
  });
});
