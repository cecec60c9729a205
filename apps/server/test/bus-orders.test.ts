import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { OrderSearchResult } from '@lvxing/shared';
import { busInventory, ruleSettings } from '../src/db/schema';
import { BUS_RULE_KEYS } from '../src/modules/bus/bus-rules';
import { getBusCatalog } from '../src/modules/bus/catalog';
import { completeRefunds, issueDueTickets } from '../src/modules/orders/order.jobs';
import { buildTestApp, call, dayFromNow, loginMember } from './helper';
import {
  createOrder,
  detail,
  linesBetween,
  pay,
  payAndTicket,
  rider,
  seatsLeft,
  settableClock,
  tokenAt,
} from './bus-fixtures';

const clock = settableClock();
const app = await buildTestApp({ now: clock.now, jobs: false });
const deps = app.orders.deps;
const token = await loginMember(app);
const other = await loginMember(app);
const date = dayFromNow(4);
const refundable = linesBetween('杭州', '宁波', (l) => l.refundable);
const departs = (l: { depTime: string }) => new Date(`${date}T${l.depTime}:00+08:00`).getTime();
const book = async (i: number, n = 1) =>
  (
    await createOrder(
      app,
      token,
      refundable[i]!.scheduleId,
      date,
      Array.from({ length: n }, () => rider()),
    )
  ).data;
const refund = async (orderNo: string, t = token) =>
  call<{ feeFen: number; amountFen: number }>(
    app,
    '/api/bus/order/refund',
    { orderNo },
    { token: await tokenAt(t, clock.now) },
  );

describe('bus order life through the generic calls', () => {
  it('pays, tickets with seats, refunds 10 % two hours ahead and frees the seats', async () => {
    const line = refundable[0]!;
    const order = await book(0, 2);
    const { notify } = await pay(app, token, order.orderNo, clock.now());
    expect(notify.code).toBe(200);
    expect((await detail(app, token, order.orderNo)).data.state).toBe('TICKETING');
    clock.advance(deps.ticketingDelayMs);
    expect(await issueDueTickets(deps)).toBe(1);
    const d = (await detail(app, token, order.orderNo)).data;
    expect(d.state).toBe('TICKETED');
    expect(d.timeline.map((t) => t.state)).toEqual(['PENDING_PAYMENT', 'TICKETING', 'TICKETED']);
    for (const p of d.passengers) {
      expect(p.ticketNo).toMatch(new RegExp(`^${line.depStation.code}\\d{10}$`));
    }
    expect(d.passengers.map((p) => p.seat)).toEqual(['1号座', '2号座']);
    expect(d.actions).toMatchObject({ canRefund: true, refundFeeFen: order.totalFen / 10 });
    const list = await call<OrderSearchResult>(app, '/api/bus/order/search', {}, { token });
    expect(list.data.items.map((i) => i.orderNo)).toContain(order.orderNo);
    const flights = await call<OrderSearchResult>(app, '/api/plane/order/search', {}, { token });
    expect(flights.data.items.map((i) => i.orderNo)).not.toContain(order.orderNo);

    const res = await refund(order.orderNo);
    expect(res.data).toMatchObject({
      feeFen: order.totalFen / 10,
      amountFen: order.totalFen * 0.9,
    });
    expect(await seatsLeft(app, line, date)).toBe(line.seatCount - 2); // until the money is back
    expect(await completeRefunds(deps)).toBe(1);
    const done = (await detail(app, token, order.orderNo)).data;
    expect(done.state).toBe('REFUNDED');
    expect(done.refunds[0]).toMatchObject({ state: 'SUCCEEDED', feeFen: order.totalFen / 10 });
    expect(app.orders.sandbox.refunds.at(-1)?.amountFen).toBe(order.totalFen * 0.9);
    expect(await seatsLeft(app, line, date)).toBe(line.seatCount);
    const [inv] = await deps.db
      .select()
      .from(busInventory)
      .where(and(eq(busInventory.scheduleId, line.scheduleId), eq(busInventory.depDate, date)));
    expect(inv).toMatchObject({ held: 0, taken: 0n });
  });

  it('charges 20 % within two hours and refuses refunds after departure', async () => {
    const a = await book(1);
    const b = await book(2);
    await payAndTicket(app, clock, token, a.orderNo);
    await payAndTicket(app, clock, token, b.orderNo);
    try {
      clock.set(new Date(departs(refundable[1]!) - 2 * 3_600_000));
      expect(
        (await detail(app, await tokenAt(token, clock.now), a.orderNo)).data.actions,
      ).toMatchObject({ refundFeeFen: a.totalFen / 10 });
      clock.advance(60_000);
      const res = await refund(a.orderNo);
      expect(res.data.feeFen).toBe(a.totalFen / 5);
      clock.set(new Date(departs(refundable[2]!) + 60_000));
      const d = await detail(app, await tokenAt(token, clock.now), b.orderNo);
      expect(d.data.actions).toMatchObject({ canRefund: false, refundFeeFen: null });
      expect(await refund(b.orderNo)).toMatchObject({ code: 15002, data: null });
    } finally {
      clock.set(new Date());
    }
  });

  it('never refunds a non-refundable departure', async () => {
    const catalog = getBusCatalog();
    const line = catalog.routes
      .flatMap((r) => catalog.schedulesBetween(r.a, r.b))
      .find((l) => !l.refundable);
    expect(line).toBeDefined();
    const order = (await createOrder(app, token, line!.scheduleId, date, [rider()])).data;
    await payAndTicket(app, clock, token, order.orderNo);
    const d = (await detail(app, token, order.orderNo)).data;
    expect(d.state).toBe('TICKETED');
    expect(d.actions.canRefund).toBe(false);
    expect(await refund(order.orderNo)).toMatchObject({ code: 15002, data: null });
  });

  it('sells with the refund rule in force that day and keeps it on the order', async () => {
    const before = await book(3);
    await payAndTicket(app, clock, token, before.orderNo);
    const today = dayFromNow(0, clock.now());
    await deps.db.insert(ruleSettings).values({
      key: BUS_RULE_KEYS.refundLadder,
      effectiveFrom: today,
      value: { rules: [{ label: '开车前退票', minHoursBefore: 0, feePercent: 5 }] },
      source: 'test: a newer rule',
    });
    try {
      const after = await book(4);
      await payAndTicket(app, clock, token, after.orderNo);
      const fee = async (no: string) => (await detail(app, token, no)).data.actions.refundFeeFen;
      expect(await fee(before.orderNo)).toBe(before.totalFen / 10);
      expect(await fee(after.orderNo)).toBe(after.totalFen / 20);
    } finally {
      await deps.db
        .delete(ruleSettings)
        .where(
          and(
            eq(ruleSettings.key, BUS_RULE_KEYS.refundLadder),
            eq(ruleSettings.effectiveFrom, today),
          ),
        );
    }
  });

  it('seeds the bus rules with their sources', async () => {
    const rows = await deps.db.select().from(ruleSettings);
    for (const key of Object.values(BUS_RULE_KEYS)) {
      const row = rows.find((r) => r.key === key);
      expect(row?.source, key).toMatch(/\S{6,}/);
    }
  });
});

describe('bus orders are private', () => {
  it('another member gets 15001 and no data for every order call', async () => {
    const order = await book(5);
    for (const path of [
      '/api/bus/order/detail',
      '/api/bus/order/cancel',
      '/api/bus/order/refund',
      '/api/plane/order/pay/qrcode',
      '/api/plane/order/pay/state',
    ]) {
      const res = await call(app, path, { orderNo: order.orderNo }, { token: other });
      expect(res, path).toMatchObject({ code: 15001, data: null });
    }
    const list = await call<OrderSearchResult>(app, '/api/bus/order/search', {}, { token: other });
    expect(list.data.total).toBe(0);
    expect((await detail(app, token, order.orderNo)).data.state).toBe('PENDING_PAYMENT');
  });
});
