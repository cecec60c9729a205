import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { busInventory, orders } from '../src/db/schema';
import { closeExpiredOrders } from '../src/modules/orders/order.jobs';
import { buildTestApp, call, dayFromNow, loginMember } from './helper';
import {
  bornYearsBefore,
  contact,
  createOrder,
  detail,
  linesBetween,
  rider,
  seatsLeft,
  settableClock,
} from './bus-fixtures';

const clock = settableClock();
const app = await buildTestApp({ now: clock.now, jobs: false });
const deps = app.orders.deps;
const token = await loginMember(app);
const other = await loginMember(app);
const date = dayFromNow(3);
const lines = linesBetween('南京', '上海');
const book = (i: number, passengers: object[], t = token) =>
  createOrder(app, t, lines[i]!.scheduleId, date, passengers);

async function inventory(scheduleId: string, day = date) {
  const [row] = await deps.db
    .select()
    .from(busInventory)
    .where(and(eq(busInventory.scheduleId, scheduleId), eq(busInventory.depDate, day)));
  return row;
}

describe('bus order create', () => {
  it('needs a login', async () => {
    expect((await book(0, [rider()], '')).code).toBe(11001);
  });

  it('holds numbered seats and makes a 待支付 order with segments, prices and arrival', async () => {
    const line = lines[0]!;
    const before = await seatsLeft(app, line, date);
    const child = rider(bornYearsBefore(date, 9), 'HALF', '王小');
    const res = await book(0, [rider(), rider(), child]);
    expect(res.code).toBe(200);
    expect(res.data.totalFen).toBe(2 * line.fullPriceFen + line.halfPriceFen);
    expect(await seatsLeft(app, line, date)).toBe(before - 3);
    const d = (await detail(app, token, res.data.orderNo)).data;
    expect(d).toMatchObject({
      kind: 'BUS',
      state: 'PENDING_PAYMENT',
      title: `南京→上海 ${line.depTime}`,
      travelDate: date,
    });
    expect(d.passengers.map((p) => p.seat)).toEqual(['1号座', '2号座', '3号座']);
    expect(d.passengers.map((p) => p.ticketTypeLabel)).toEqual(['成人票', '成人票', '儿童票']);
    expect(d.passengers.map((p) => p.priceFen)).toEqual([
      line.fullPriceFen,
      line.fullPriceFen,
      line.halfPriceFen,
    ]);
    expect(d.segments[0]).toMatchObject({
      code: line.code,
      carrier: line.depStation.name,
      depName: line.depStation.name,
      arrName: line.arrStation.name,
      classLabel: line.vehicleType,
      depTime: line.depTime,
    });
    expect(d.priceLines).toEqual([
      { label: '成人票', unitFen: line.fullPriceFen, count: 2 },
      { label: '儿童票', unitFen: line.halfPriceFen, count: 1 },
    ]);
    expect(d.vendor?.refundRules.map((r) => r.feePercent)).toEqual(
      line.refundable ? [10, 20] : [100],
    );
    expect(new Date(d.payDeadline!).getTime() - clock.now().getTime()).toBe(30 * 60_000);
    const [row] = await deps.db.select().from(orders).where(eq(orders.orderNo, res.data.orderNo));
    expect(row!.arrivesAt!.getTime() - row!.departsAt!.getTime()).toBe(
      line.durationMinutes * 60_000,
    );
    const inv = await inventory(line.scheduleId);
    expect(inv).toMatchObject({ capacity: line.seatCount, held: 3, taken: 0b111n });
  });

  it('sells one ID once per departure, and again on another departure', async () => {
    const p = rider();
    expect((await book(1, [p])).code).toBe(200);
    const again = await book(1, [p], other);
    expect(again).toMatchObject({ code: 14005, data: null });
    expect(again.message).toContain('已预订');
    expect((await book(2, [p])).code).toBe(200);
    expect((await inventory(lines[1]!.scheduleId))?.held).toBe(1);
  });

  it.each([
    ['a half ticket for an adult', () => [rider(), rider('19900101', 'HALF')], '成人票'],
    ['a half ticket alone', () => [rider(bornYearsBefore(date, 10), 'HALF')], '陪同'],
    ['a child under 6', () => [rider(), rider(bornYearsBefore(date, 4))], '免票'],
    ['a bad ID number', () => [{ ...rider(), idNo: '320102198001010011' }], '身份证'],
  ])('refuses %s (14005)', async (_label, make, text) => {
    const res = await book(3, make());
    expect(res).toMatchObject({ code: 14005, data: null });
    expect(res.message).toContain(text);
    expect(await inventory(lines[3]!.scheduleId)).toBeUndefined();
  });

  it('stops selling at the cut-off and never lets payment run past it', async () => {
    const line = lines[4]!;
    const departs = new Date(`${date}T${line.depTime}:00+08:00`);
    const closes = departs.getTime() - line.saleCutoffMinutes * 60_000;
    clock.set(new Date(closes - 10 * 60_000));
    try {
      const fresh = await loginMember(app); // tokens live 10 hours on the moved clock
      const res = await book(4, [rider()], fresh);
      expect(res.code).toBe(200);
      expect(new Date(res.data.payDeadline).getTime()).toBe(closes);
      clock.set(new Date(closes));
      const late = await book(4, [rider()], fresh);
      expect(late).toMatchObject({ code: 18002, data: null });
      expect(late.message).toContain(`开车前${line.saleCutoffMinutes}分钟停售`);
    } finally {
      clock.set(new Date());
    }
  });

  it('says how many seats are left when there are too few (18003)', async () => {
    const line = lines[5]!;
    await deps.db.insert(busInventory).values({
      scheduleId: line.scheduleId,
      depDate: date,
      capacity: line.seatCount,
      taken: (1n << BigInt(line.seatCount - 1)) - 1n,
      held: line.seatCount - 1,
    });
    const res = await book(5, [rider(), rider()]);
    expect(res).toMatchObject({ code: 18003, message: '余票不足，该班次仅剩1张', data: null });
    const last = await book(5, [rider()]);
    expect(last.code).toBe(200);
    expect((await detail(app, token, last.data.orderNo)).data.passengers[0]?.seat).toBe(
      `${line.seatCount}号座`,
    );
    expect((await book(5, [rider()])).message).toBe('该班次已售完，请选择其他班次');
  });

  it.each([
    ['no body', undefined],
    ['no passengers', { scheduleId: 'x', date, passengers: [], contact }],
    ['six passengers', { scheduleId: 'x', date, passengers: Array(6).fill(rider()), contact }],
    [
      'a bad ticket type',
      { scheduleId: 'x', date, passengers: [{ ...rider(), ticketType: 'KID' }], contact },
    ],
    [
      'a bad mobile',
      { scheduleId: 'x', date, passengers: [rider()], contact: { name: '张', mobile: '123' } },
    ],
    ['an unknown field', { scheduleId: 'x', date, passengers: [rider()], contact, coupon: 'FREE' }],
    ['a bad date', { scheduleId: 'x', date: '2026/01/01', passengers: [rider()], contact }],
  ])('refuses %s with 10001, never 500', async (_label, body) => {
    const res = await call(app, '/api/bus/order/create', body, { token });
    expect(res).toMatchObject({ code: 10001, data: null });
  });

  it('refuses unknown schedules and malformed JSON in the envelope', async () => {
    const unknown = await createOrder(app, token, '999999-320101-0900', date, [rider()]);
    expect(unknown).toMatchObject({ code: 18002, data: null });
    const raw = await app.inject({
      method: 'POST',
      url: '/api/bus/order/create',
      headers: { token, 'content-type': 'application/json' },
      payload: '{"scheduleId":',
    });
    expect(raw.json()).toMatchObject({ code: 10002, data: null });
  });
});

describe('seats come back', () => {
  it('when the member cancels', async () => {
    const line = lines[6]!;
    const before = await seatsLeft(app, line, date);
    const p = rider();
    const res = await book(6, [p, rider()]);
    expect(await seatsLeft(app, line, date)).toBe(before - 2);
    const cancel = await call(
      app,
      '/api/bus/order/cancel',
      { orderNo: res.data.orderNo },
      { token },
    );
    expect(cancel).toMatchObject({ code: 200, data: { state: 'CANCELLED' } });
    expect(await seatsLeft(app, line, date)).toBe(before);
    expect(await inventory(line.scheduleId)).toMatchObject({ held: 0, taken: 0n });
    expect((await book(6, [p])).code).toBe(200); // the ID is free again
  });

  it('when the deadline job closes an unpaid order, once', async () => {
    const line = lines[7]!;
    const res = await book(7, [rider(), rider(), rider()]);
    expect(await seatsLeft(app, line, date)).toBe(line.seatCount - 3);
    clock.advance(29 * 60_000);
    await closeExpiredOrders(deps);
    expect((await detail(app, token, res.data.orderNo)).data.state).toBe('PENDING_PAYMENT');
    clock.advance(2 * 60_000);
    expect(await closeExpiredOrders(deps)).toBeGreaterThanOrEqual(1);
    expect(await closeExpiredOrders(deps)).toBe(0);
    expect((await detail(app, token, res.data.orderNo)).data.state).toBe('CLOSED');
    expect(await seatsLeft(app, line, date)).toBe(line.seatCount);
    expect(await inventory(line.scheduleId)).toMatchObject({ held: 0, taken: 0n });
    clock.set(new Date());
  });
});
