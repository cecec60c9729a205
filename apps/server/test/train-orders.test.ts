import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { OrderDetail } from '@lvxing/shared';
import { orders, trainSeats } from '../src/db/schema';
import {
  closeExpiredOrders,
  completeRefunds,
  issueDueTickets,
} from '../src/modules/orders/order.jobs';
import { trainProduct } from '../src/modules/train/train.product';
import { buildTestApp, call, dayFromNow, loginMember } from './helper';
import { adult, bookTrain, payOrder, seatsLeftOf, settableClock } from './train-fixtures';

const clock = settableClock();
const app = await buildTestApp({ now: clock.now, jobs: false });
const deps = app.orders.deps;
const token = await loginMember(app);
const other = await loginMember(app);
const date = dayFromNow(5);
const detail = (orderNo: string, t = token) =>
  call<OrderDetail>(app, '/api/train/order/detail', { orderNo }, { token: t });
const left = (seatClass: '9' | 'M' | 'O') =>
  seatsLeftOf(app, { trainCode: 'G3', from: 'VNP', to: 'AOH', date, seatClass });
const book = (passengers: object[], seatClass = 'M') =>
  bookTrain(app, token, { trainCode: 'G3', date, seatClass, passengers });

async function soldBits() {
  const rows = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(trainSeats)
    .where(and(eq(trainSeats.trainCode, 'G3'), sql`${trainSeats.occupied} <> 0`));
  return rows[0]!.n;
}

describe('train order life', () => {
  it('closes an unpaid order at its 30-minute deadline and frees the segments', async () => {
    const before = await left('M');
    const order = (await book([adult('孙一'), adult('孙二')])).data;
    expect(await left('M')).toBe(before - 2);
    clock.advance(29 * 60_000);
    expect(await closeExpiredOrders(deps)).toBe(0);
    clock.advance(2 * 60_000);
    expect(await closeExpiredOrders(deps)).toBe(1);
    expect((await detail(order.orderNo)).data.state).toBe('CLOSED');
    expect(await left('M')).toBe(before);
    expect(await soldBits()).toBe(0);
  });

  it('member cancel frees the seats too', async () => {
    const before = await left('9');
    const order = (await book([adult('李一')], '9')).data;
    const res = await call(app, '/api/train/order/cancel', { orderNo: order.orderNo }, { token });
    expect(res.code).toBe(200);
    expect(await left('9')).toBe(before);
  });

  it('pays, issues 12306-style tickets and refunds with the ladder fee, freeing the seats', async () => {
    const order = (await book([adult('王一'), adult('王二')], 'O')).data;
    expect((await payOrder(app, token, order.orderNo, clock.now())).code).toBe(200);
    clock.advance(deps.ticketingDelayMs);
    expect(await issueDueTickets(deps)).toBe(1);
    const d = await detail(order.orderNo);
    expect(d.data.state).toBe('TICKETED');
    const [a, b] = d.data.passengers;
    expect(a!.ticketNo).toMatch(/^E\d{9}1\d{2}[0-9A-Z]{4}$/);
    expect(b!.ticketNo!.slice(0, 10)).toBe(a!.ticketNo!.slice(0, 10));
    expect(a!.seat).toBe(order.passengers[0]!.seat);
    // boarding in 5 days at 14:00: between 48 h and 8 days → 5 % per ticket, tail to ¥0.5
    const fare = order.passengers[0]!.priceFen; // ¥606.5 → 5 % = ¥30.325 → ¥30.5
    expect(fare).toBe(60650);
    expect(d.data.actions).toMatchObject({ canRefund: true, refundFeeFen: 2 * 3050 });
    expect(d.data.vendor?.refundRules.map((r) => r.feePercent)).toEqual([0, 5, 10, 20]);
    const before = await left('O');
    const refund = await call<{ feeFen: number; amountFen: number }>(
      app,
      '/api/train/order/refund',
      { orderNo: order.orderNo },
      { token },
    );
    expect(refund.data).toEqual({
      orderNo: order.orderNo,
      state: 'REFUNDING',
      feeFen: 6100,
      amountFen: order.totalFen - 6100,
    });
    expect(await completeRefunds(deps)).toBe(1);
    expect((await detail(order.orderNo)).data.state).toBe('REFUNDED');
    expect(await left('O')).toBe(before + 2);
  });

  it('refund fee follows the ladder: free ≥ 8 days, 5 %, 10 %, 20 %, not after departure', async () => {
    const order = (await book([adult('陈一')], 'O')).data;
    const [row] = await deps.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    const departs = row!.departsAt!.getTime();
    const at = (hours: number) =>
      trainProduct.refundFee(row!, new Date(departs - hours * 3_600_000));
    expect(at(8 * 24)).toBe(0);
    expect(at(8 * 24 - 0.1)).toBe(3050);
    expect(at(48)).toBe(3050);
    expect(at(47.9)).toBe(6050); // 10 % of ¥606.5 = ¥60.65 → ¥60.5
    expect(at(24)).toBe(6050);
    expect(at(23.9)).toBe(12150); // 20 % = ¥121.3 → ¥121.5
    expect(at(0.1)).toBe(12150);
    expect(at(-0.1)).toBeNull();
  });

  it('never shows or changes another member’s order (15001, no data)', async () => {
    const order = (await book([adult('郑一')], 'O')).data;
    for (const path of ['detail', 'cancel', 'refund']) {
      const res = await call(
        app,
        `/api/train/order/${path}`,
        { orderNo: order.orderNo },
        { token: other },
      );
      expect(res).toMatchObject({ code: 15001, data: null });
    }
    const list = await call<{ items: { orderNo: string }[] }>(
      app,
      '/api/train/order/search',
      {},
      { token: other },
    );
    expect(list.data.items.map((i) => i.orderNo)).not.toContain(order.orderNo);
    const mine = await call<{ items: { orderNo: string; kind: string }[] }>(
      app,
      '/api/train/order/search',
      {},
      { token },
    );
    expect(mine.data.items.map((i) => i.orderNo)).toContain(order.orderNo);
    expect(mine.data.items.every((i) => i.kind === 'TRAIN')).toBe(true);
  });
});
