import { describe, expect, it } from 'vitest';
import { tourDepartures } from '../src/db/schema';
import { decideOnOf, tourRulesOn } from '../src/modules/tour/tour-rules';
import { buildTestApp, dayFromNow, loginMember } from './helper';
import { beijingClock } from './hotel-fixtures';
import {
  adult,
  bookTourOrder,
  calendarOf,
  departureAfter,
  findProduct,
  tourBody,
} from './tour-fixtures';

// Meant for PostgreSQL (CI runs the server suites again with DATABASE_URL): PGlite runs one
// transaction at a time and would pass without proving anything about races.
const today = dayFromNow(1);
const clock = beijingClock(today, '10:00');
const app = await buildTestApp({ now: clock.now, jobs: false });
const deps = app.orders.deps;
const tokens = await Promise.all(Array.from({ length: 4 }, () => loginMember(app)));
const product = findProduct((p) => p.type === 'GROUP' && p.scope === 'DOMESTIC', 5);

describe(`tour places under concurrency on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('100 bookings for the last 10 places sell 10, none over', async () => {
    const dep = await departureAfter(app, product, today, 25);
    const rules = await tourRulesOn(deps.db, today);
    await deps.db.insert(tourDepartures).values({
      productCode: product.code,
      date: dep.date,
      stock: dep.stock,
      booked: dep.stock - 10,
      groupMin: dep.groupMin,
      decideOn: decideOnOf(product, dep.date, rules.notice),
    });
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        bookTourOrder(
          app,
          tokens[i % 4]!,
          tourBody(product.code, dep.date, dep.adultFen, { adults: 1, travellers: [adult(i)] }),
        ),
      ),
    );
    expect(results.every((r) => r.code === 200 || r.code === 25003)).toBe(true);
    expect(results.filter((r) => r.code === 200)).toHaveLength(10);
    const after = (await calendarOf(app, product.code)).data.departures.find(
      (d) => d.date === dep.date,
    );
    expect(after).toMatchObject({ booked: dep.stock, left: 0, onSale: false });
  }, 30_000);
});
