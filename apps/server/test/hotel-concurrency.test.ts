import { describe, expect, it } from 'vitest';
import { addDays } from '@lvxing/shared';
import { hotelRoomNights } from '../src/db/schema';
import { heldRoomNights, roomNightKey } from '../src/modules/hotel/hotel-inventory.repository';
import { buildTestApp, dayFromNow, loginMember } from './helper';
import { beijingClock, bookingBody, createHotelOrder, findPlan } from './hotel-fixtures';

// Meant for PostgreSQL (CI runs the server suites again with DATABASE_URL): PGlite runs one
// transaction at a time and would pass without proving anything about races.
const today = dayFromNow(2);
const clock = beijingClock(today, '10:00');
const app = await buildTestApp({ now: clock.now, jobs: false });
const deps = app.orders.deps;
const tokens = await Promise.all(Array.from({ length: 4 }, () => loginMember(app)));
const pick = findPlan((p) => p.plan.paymentMode === 'PREPAY' && p.roomType.allotment >= 12, 3);
const first = addDays(today, 20);
const nights = Array.from({ length: 6 }, (_, i) => addDays(first, i));

describe(`hotel rooms under concurrency on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('200 bookings of overlapping stays for the last 10 rooms sell no night past its allotment', async () => {
    const { allotment } = pick.roomType;
    const sold = allotment - 10;
    // nights already created, 10 rooms left each, and one night not yet created (first hold)
    await deps.db
      .insert(hotelRoomNights)
      .values(
        nights
          .slice(0, 5)
          .map((night) => ({ roomTypeId: pick.roomType.id, night, allotment, held: sold })),
      );
    const stays = Array.from({ length: 200 }, (_, i) => {
      const checkIn = addDays(first, i % 4);
      return { checkIn, checkOut: addDays(checkIn, 1 + (i % 3)) };
    });
    const results = await Promise.all(
      stays.map((s, i) => createHotelOrder(app, tokens[i % 4]!, bookingBody(pick, s))),
    );
    expect(results.every((r) => r.code === 200 || r.code === 20003)).toBe(true);
    const ok = stays.filter((_, i) => results[i]!.code === 200);
    expect(ok.length).toBeGreaterThanOrEqual(10);

    const held = await heldRoomNights(deps.db, [pick.roomType.id], nights);
    for (const night of nights) {
      const booked = ok.filter((s) => s.checkIn <= night && night < s.checkOut).length;
      const base = night < nights[5]! ? sold : 0;
      const h = held.get(roomNightKey(pick.roomType.id, night)) ?? 0;
      expect(h, night).toBe(base + booked);
      expect(h, night).toBeLessThanOrEqual(allotment);
      if (night < nights[5]!) expect(booked, night).toBeLessThanOrEqual(10);
    }
    // the busiest nights are sold out
    expect(
      Math.max(...nights.slice(0, 5).map((n) => held.get(roomNightKey(pick.roomType.id, n))!)),
    ).toBe(allotment);
  }, 20_000);
});
