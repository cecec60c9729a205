import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { orders, trainRuns, trainSeats } from '../src/db/schema';
import { buildTestApp, dayFromNow, loginMember, residentId } from './helper';
import { ticketedTrain, trainChangeCalls } from './support/rail-changes';
import { adult, settableClock } from './train-fixtures';

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
});
