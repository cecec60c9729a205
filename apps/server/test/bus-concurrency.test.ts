import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { busInventory, orderPassengers, orders } from '../src/db/schema';
import { closeExpiredOrders } from '../src/modules/orders/order.jobs';
import { buildTestApp, dayFromNow, loginMember } from './helper';
import { createOrder, linesBetween, rider, settableClock } from './bus-fixtures';

// Meant for PostgreSQL (CI runs the server suites again with DATABASE_URL): PGlite runs one
// transaction at a time and would pass without proving anything about races.
const clock = settableClock();
const app = await buildTestApp({ now: clock.now, jobs: false });
const deps = app.orders.deps;
const token = await loginMember(app);
const date = dayFromNow(6);
const lines = linesBetween('苏州', '上海');

async function inventory(scheduleId: string) {
  const [row] = await deps.db
    .select()
    .from(busInventory)
    .where(and(eq(busInventory.scheduleId, scheduleId), eq(busInventory.depDate, date)));
  return row!;
}

const seatNumber = (label: string | null) => Number(label?.replace('号座', ''));

describe(`bus seats under concurrency on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('100 concurrent bookings for the last 10 seats sell exactly those 10 seats', async () => {
    const line = lines[0]!;
    const sold = line.seatCount - 10;
    await deps.db.insert(busInventory).values({
      scheduleId: line.scheduleId,
      depDate: date,
      capacity: line.seatCount,
      taken: (1n << BigInt(sold)) - 1n,
      held: sold,
    });
    const results = await Promise.all(
      Array.from({ length: 100 }, () => createOrder(app, token, line.scheduleId, date, [rider()])),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(10);
    expect(results.filter((r) => r.code === 18003)).toHaveLength(90);
    const inv = await inventory(line.scheduleId);
    expect(inv.held).toBe(line.seatCount);
    expect(inv.taken).toBe((1n << BigInt(line.seatCount)) - 1n);
    const seats = await deps.db
      .select({ seat: orderPassengers.seat })
      .from(orderPassengers)
      .where(eq(orderPassengers.productKey, `BUS:${line.scheduleId}:${date}`));
    expect(seats.map((s) => seatNumber(s.seat)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, i) => sold + 1 + i),
    );
  });

  it('the same ID booked 20 times at once on one departure makes one order', async () => {
    const line = lines[1]!;
    const p = rider();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => createOrder(app, token, line.scheduleId, date, [p])),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.code === 14005)).toHaveLength(19);
    expect((await inventory(line.scheduleId)).held).toBe(1);
  });

  it('deadline jobs racing on several connections release every seat once', async () => {
    const line = lines[2]!;
    const booked = await Promise.all(
      Array.from({ length: 15 }, () =>
        createOrder(app, token, line.scheduleId, date, [rider(), rider()]),
      ),
    );
    expect(booked.every((r) => r.code === 200)).toBe(true);
    expect((await inventory(line.scheduleId)).held).toBe(30);
    const pending = async () =>
      (
        await deps.db
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(and(eq(orders.kind, 'BUS'), eq(orders.state, 'PENDING_PAYMENT')))
      )[0]!.n;
    const before = await pending();
    expect(before).toBeGreaterThanOrEqual(15);
    clock.advance(31 * 60_000);
    const closed = await Promise.all(Array.from({ length: 4 }, () => closeExpiredOrders(deps)));
    const again = await closeExpiredOrders(deps);
    expect(closed.reduce((a, b) => a + b, 0) + again).toBe(before);
    expect(await inventory(line.scheduleId)).toMatchObject({ held: 0, taken: 0n });
    expect(await pending()).toBe(0);
    clock.set(new Date());
  });
});
