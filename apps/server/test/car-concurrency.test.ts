import { describe, expect, it } from 'vitest';
import { addDays } from '@lvxing/shared';
import { carRentals } from '../src/db/schema';
import { buildTestApp, dayFromNow, loginMember } from './helper';
import { beijingClock } from './hotel-fixtures';
import { HONGQIAO_CC_SUV, driver, postRental, priceOf, rentalBody } from './car-fixtures';

// Meant for PostgreSQL (CI runs the server suites again with DATABASE_URL): PGlite runs one
// transaction at a time and would pass without proving anything about races.
const today = dayFromNow(0);
const clock = beijingClock(today, '09:00');
const app = await buildTestApp({ now: clock.now, jobs: false });
const tokens = await Promise.all(Array.from({ length: 4 }, () => loginMember(app)));
const day = (n: number) => addDays(today, n);

/** The most cars out at once among rentals [from, back): a sweep over their ends. */
function mostOut(rows: { pickupAt: Date; backAt: Date }[]): number {
  const moves = rows.flatMap((r) => [
    { at: r.pickupAt.getTime(), d: 1 },
    { at: r.backAt.getTime(), d: -1 },
  ]);
  moves.sort((a, b) => a.at - b.at || a.d - b.d);
  let out = 0;
  let most = 0;
  for (const m of moves) most = Math.max(most, (out += m.d));
  return most;
}

describe(`rental counters under concurrency on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('100 rentals of overlapping periods for a class with 5 cars: never more than 5 out at once', async () => {
    // periods of 1–3 days starting on one of 4 days: every one overlaps several others
    const bodies = Array.from({ length: 100 }, (_, i) => {
      const start = 70 + (i % 4);
      return rentalBody(
        HONGQIAO_CC_SUV,
        `${day(start)} 10:00`,
        `${day(start + 1 + (i % 3))} 10:00`,
        {
          driver: driver(),
        },
      );
    });
    const prices = new Map<string, number>();
    for (const b of bodies) {
      const key = `${b.pickupAt}|${b.returnAt}`;
      if (!prices.has(key)) prices.set(key, await priceOf(app, tokens[0]!, b));
    }
    const results = await Promise.all(
      bodies.map((b, i) =>
        postRental(app, tokens[i % 4]!, {
          ...b,
          expectedTotalFen: prices.get(`${b.pickupAt}|${b.returnAt}`)!,
        }),
      ),
    );
    expect(results.every((r) => r.code === 200 || r.code === 26005)).toBe(true);
    const sold = results.filter((r) => r.code === 200).length;
    expect(sold).toBeGreaterThanOrEqual(5);
    const rows = await app.orders.deps.db.select().from(carRentals);
    expect(rows).toHaveLength(sold);
    expect(mostOut(rows)).toBe(5);
  }, 30_000);
});
