import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BookResult, PayQrcodeResult } from '@lvxing/shared';
import { orderEvents, orders, payments } from '../src/db/schema';
import { issueDueTickets } from '../src/modules/orders/order.jobs';
import { SANDBOX_SIGNATURE_HEADER } from '../src/modules/payment/sandbox-provider';
import { fuzzTargets, type JsonSchema } from './support/fuzz-cases';
import {
  buildTestApp,
  call,
  dayFromNow,
  loginMember,
  residentId,
  testClock,
  bookFlightOrder,
} from './helper';

const clock = testClock();
const app = await buildTestApp({ now: clock.now, jobs: false });
await app.ready();
const deps = app.orders.deps;
const owner = await loginMember(app);
const intruder = await loginMember(app);
const date = dayFromNow(8);

/** Every call whose body names an order by number: the IDOR surface, from the API document. */
const orderCalls = fuzzTargets(app.swagger() as Parameters<typeof fuzzTargets>[0]).filter(
  (t) => t.method === 'POST' && (t.schema as JsonSchema | undefined)?.required?.includes('orderNo'),
);

async function bookOne(seq: number): Promise<BookResult> {
  const idNo = residentId('19880808', seq);
  const res = await bookFlightOrder(app, { token: owner, date, idNo, to: 'CAN', index: seq });
  expect(res.code).toBe(200);
  return res.data;
}

/** A train order (上海→南京, 二等座) and a bus order (南京→上海) of the owner. */
async function bookRail(): Promise<string[]> {
  const t = await call<{
    trains: { trainCode: string; from: { telecode: string }; to: { telecode: string } }[];
  }>(app, '/api/train/ticket/search', {
    from: '上海',
    to: '南京',
    date,
    filters: { trainTypes: ['G'], onlyAvailable: true },
  });
  const train = t.data.trains[0]!;
  const passenger = (name: string, seq: number) => ({
    name,
    idType: '1',
    idNo: residentId('19880808', seq),
  });
  const contact = { name: '郑九', mobile: '13900002222' };
  const trainOrder = await call<BookResult>(
    app,
    '/api/train/order/retail/create',
    {
      trainCode: train.trainCode,
      date,
      from: train.from.telecode,
      to: train.to.telecode,
      seatClass: 'O',
      passengers: [passenger('郑九', 3)],
      contact,
    },
    { token: owner },
  );
  const b = await call<{ schedules: { scheduleId: string }[] }>(app, '/api/bus/schedule/search', {
    from: '南京',
    to: '上海',
    date: dayFromNow(2),
  });
  const busOrder = await call<BookResult>(
    app,
    '/api/bus/order/create',
    {
      scheduleId: b.data.schedules.at(-1)!.scheduleId,
      date: dayFromNow(2),
      passengers: [passenger('郑九', 4)],
      contact,
    },
    { token: owner },
  );
  expect([trainOrder.code, busOrder.code]).toEqual([200, 200]);
  return [trainOrder.data.orderNo, busOrder.data.orderNo];
}

/** The owner pays the order (signed sandbox notify) and the ticketing job tickets it. */
async function payAndTicket(orderNo: string) {
  const qr = await call<PayQrcodeResult>(
    app,
    '/api/plane/order/pay/qrcode',
    { orderNo },
    { token: owner },
  );
  const { body, signature } = app.orders.sandbox.signedNotify({
    paymentNo: qr.data.paymentNo,
    amountFen: qr.data.amountFen,
    paidAt: clock.now(),
  });
  await app.inject({
    method: 'POST',
    url: '/api/pay/notify/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  });
  clock.advance(deps.ticketingDelayMs);
  await issueDueTickets(deps);
}

/** Everything about an order that a call could change. */
async function snapshot(orderNo: string) {
  const [o] = await deps.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  const events = await deps.db
    .select({ to: orderEvents.toState, text: orderEvents.text })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, o!.id))
    .orderBy(asc(orderEvents.id));
  const pays = await deps.db
    .select({ no: payments.paymentNo, state: payments.state })
    .from(payments)
    .where(eq(payments.orderId, o!.id));
  return { state: o!.state, updatedAt: o!.updatedAt.toISOString(), events, pays };
}

describe('another member\u2019s order numbers (IDOR matrix)', () => {
  it('covers every call that takes an order number', () => {
    const paths = orderCalls.map((t) => t.path);
    for (const area of ['plane', 'train', 'bus']) {
      for (const call of ['detail', 'cancel', 'refund'])
        expect(paths).toContain(`/api/${area}/order/${call}`);
    }
    expect(paths).toContain('/api/plane/order/pay/qrcode');
    expect(paths).toContain('/api/plane/order/pay/state');
  });

  it('answer 15001 with no data and change nothing, for flight (unpaid, ticketed), train and bus orders', async () => {
    const unpaid = await bookOne(1);
    const ticketed = await bookOne(2);
    await payAndTicket(ticketed.orderNo);
    const rail = await bookRail();
    const cases = [
      [unpaid.orderNo, 'PENDING_PAYMENT'],
      [ticketed.orderNo, 'TICKETED'],
      ...rail.map((no) => [no, 'PENDING_PAYMENT']),
    ] as const;
    for (const [orderNo, state] of cases) {
      const order = { orderNo };
      const before = await snapshot(order.orderNo);
      expect(before.state).toBe(state);
      for (const target of orderCalls) {
        const res = await call(app, target.path, { orderNo: order.orderNo }, { token: intruder });
        expect(res, `${target.path} ${before.state}`).toMatchObject({ code: 15001, data: null });
        expect(JSON.stringify(res)).not.toContain('郑九');
      }
      expect(await snapshot(order.orderNo)).toEqual(before);
    }
    for (const area of ['plane', 'train', 'bus']) {
      const list = await call<{ total: number }>(
        app,
        `/api/${area}/order/search`,
        { kind: 'ALL' },
        { token: intruder },
      );
      expect(list.data.total, area).toBe(0);
    }
  });
});
