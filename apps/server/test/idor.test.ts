import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ChangePath,
  ErrorCode,
  ServicePath,
  type BookResult,
  type FlightSearchResult,
  type PayQrcodeResult,
  type VendorPriceListResult,
} from '@lvxing/shared';
import { orderEvents, orders, payments, savedPassengers } from '../src/db/schema';
import { issueDueTickets } from '../src/modules/orders/order.jobs';
import { SANDBOX_SIGNATURE_HEADER } from '../src/modules/payment/sandbox-provider';
import { bookFirstTrain, bookLastCoach } from './support/rail-orders';
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
import { bookingBody, findPlan } from './hotel-fixtures';
import { departureAfter, findProduct } from './tour-fixtures';
import { savedPerson } from './passenger-fixtures';

const clock = testClock();
const app = await buildTestApp({ now: clock.now, jobs: false });
await app.ready();
const deps = app.orders.deps;
const owner = await loginMember(app);
const intruder = await loginMember(app);
const date = dayFromNow(8);

const targets = fuzzTargets(app.swagger() as Parameters<typeof fuzzTargets>[0]);
/**
 * Every member call whose body names an order by number: the IDOR surface, from the API document.
 * The dev calls (`/api/dev/hotel/…`: the sandbox hotel marking a no-show or 无房, loopback only
 * and never in production) act as the hotel on any order, so they are not a member's; nor are
 * the staff calls (`/api/staff/…`), which take a staff session only (a member's token: 30002,
 * checked below and in staff-hotel-queue.test.ts).
 */
const isMemberCall = (path: string) =>
  !path.startsWith('/api/dev/') && !path.startsWith('/api/staff/');
const orderCalls = targets.filter(
  (t) =>
    t.method === 'POST' &&
    isMemberCall(t.path) &&
    (t.schema as JsonSchema | undefined)?.required?.includes('orderNo'),
);
/** Every call whose body names a saved passenger by `id` (detail, save of an update, delete). */
const passengerCalls = targets.filter(
  (t) => t.method === 'POST' && (t.schema as JsonSchema | undefined)?.properties?.id,
);
/** Every booking whose passengers may be saved passengers (`savedPassengerId`). */
const bookingCalls = targets.filter(
  (t) =>
    t.method === 'POST' &&
    ['passengers', 'travellers'].some(
      (people) =>
        (t.schema as JsonSchema | undefined)?.properties?.[people]?.items?.properties
          ?.savedPassengerId,
    ),
);

async function bookOne(seq: number): Promise<BookResult> {
  const idNo = residentId('19880808', seq);
  const res = await bookFlightOrder(app, { token: owner, date, idNo, to: 'CAN', index: seq });
  expect(res.code).toBe(200);
  return res.data;
}

/** A train order (上海→南京, 二等座) and a bus order (南京→上海) of the owner. */
async function bookRail(): Promise<string[]> {
  const passenger = (seq: number) => ({
    name: '郑九',
    idType: '1',
    idNo: residentId('19880808', seq),
  });
  const trainOrder = await bookFirstTrain(app, owner, {
    from: '上海',
    to: '南京',
    date,
    passengers: [passenger(3)],
  });
  const busOrder = await bookLastCoach(app, owner, {
    from: '南京',
    to: '上海',
    date: dayFromNow(2),
    passengers: [passenger(4)],
  });
  expect([trainOrder.code, busOrder.code]).toEqual([200, 200]);
  return [trainOrder.data.orderNo, busOrder.data.orderNo];
}

/** A prepaid hotel stay of the owner for 2 nights (待支付), its guest named 郑九. */
async function bookHotel(): Promise<string> {
  const plan = findPlan((p) => p.plan.paymentMode === 'PREPAY', 7);
  const body = bookingBody(plan, { checkIn: dayFromNow(9), checkOut: dayFromNow(11) });
  const res = await call<{ orderNo: string }>(
    app,
    '/api/hotel/order/create',
    { ...body, guests: [{ name: '郑九' }] },
    { token: owner },
  );
  expect(res.code).toBe(200);
  return res.data.orderNo;
}

/** What the 改签 calls take besides the order number, valid. */
const VISA_ID = '3f1c2a4e-8b7d-4e6f-9a1b-2c3d4e5f6a7b';
const CHANGE_FIELDS: Record<string, object> = {
  [ChangePath.planeOptions]: { date },
  [ChangePath.planeSubmit]: { date, flightNo: 'MU5101' },
  [ChangePath.trainOptions]: { date },
  [ChangePath.trainSubmit]: { date, trainCode: 'G1', toStation: 'AOH', seatClass: 'O' },
  '/api/pay/phone': { wallet: 'ALIPAY', returnPath: '/orderList' },
  // a visa case's calls name an applicant (and an item, a file) of the order too
  '/api/visa/case/submit': { applicantId: VISA_ID },
  '/api/visa/case/abort': { applicantId: VISA_ID },
  '/api/visa/material/remove': { applicantId: VISA_ID, itemId: 'passport', fileId: VISA_ID },
};

/**
 * A body of `path` naming `orderNo` that passes validation (the review needs its scores, an
 * invoice request its title, a change its new date and flight or train).
 */
function bodyNaming(path: string, orderNo: string): object {
  if (path === '/api/invoice/request') return { orderNo, titleType: 'PERSONAL', title: '李四' };
  if (CHANGE_FIELDS[path]) return { orderNo, ...CHANGE_FIELDS[path] };
  if (path !== '/api/hotel/review/submit') return { orderNo };
  return {
    orderNo,
    scores: { location: 5, facility: 5, service: 5, hygiene: 5 },
    text: '很好的酒店，下次还来',
  };
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
    for (const area of ['plane', 'train', 'bus', 'hotel']) {
      for (const call of ['detail', 'cancel', 'refund'])
        expect(paths).toContain(`/api/${area}/order/${call}`);
    }
    expect(paths).toContain('/api/hotel/review/submit');
    expect(paths).toContain('/api/plane/order/pay/qrcode');
    expect(paths).toContain('/api/plane/order/pay/state');
    expect(paths).toContain('/api/pay/phone');
  });

  it('staff calls on any order refuse a member token (30002) and change nothing', async () => {
    const stay = await bookHotel();
    const before = await snapshot(stay);
    const staffCalls = targets.filter(
      (t) =>
        t.path.startsWith('/api/staff/') &&
        (t.schema as JsonSchema | undefined)?.properties?.orderNo,
    );
    expect(staffCalls.length).toBeGreaterThanOrEqual(3);
    for (const target of staffCalls) {
      const confirming = target.path === '/api/staff/hotel/confirm';
      const body = confirming ? { orderNo: stay, confirmationNo: 'HX-1234' } : { orderNo: stay };
      // the check-in and no-show corrections take a reason
      if ((target.schema as JsonSchema | undefined)?.properties?.correctionReason) {
        Object.assign(body, { correctionReason: '酒店前台核实' });
      }
      // a rental's settlement takes its lines (none: ¥0)
      if ((target.schema as JsonSchema | undefined)?.properties?.lines) {
        Object.assign(body, { lines: [] });
      }
      const res = await call(app, target.path, body, { token: owner });
      expect(res, target.path).toMatchObject({ code: 30002, data: null });
    }
    expect(await snapshot(stay)).toEqual(before);
  });

  it('answer 15001 with no data and change nothing, for flight (unpaid, ticketed), train, bus and hotel orders', async () => {
    const unpaid = await bookOne(1);
    const ticketed = await bookOne(2);
    await payAndTicket(ticketed.orderNo);
    const rail = await bookRail();
    const stay = await bookHotel();
    const cases = [
      [unpaid.orderNo, 'PENDING_PAYMENT'],
      [ticketed.orderNo, 'TICKETED'],
      ...rail.map((no) => [no, 'PENDING_PAYMENT']),
      [stay, 'PENDING_PAYMENT'],
    ] as const;
    for (const [orderNo, state] of cases) {
      const order = { orderNo };
      const before = await snapshot(order.orderNo);
      expect(before.state).toBe(state);
      for (const target of orderCalls) {
        const body = bodyNaming(target.path, order.orderNo);
        const res = await call(app, target.path, body, { token: intruder });
        expect(res, `${target.path} ${before.state}`).toMatchObject({ code: 15001, data: null });
        expect(JSON.stringify(res)).not.toContain('郑九');
      }
      expect(await snapshot(order.orderNo)).toEqual(before);
    }
    for (const area of ['plane', 'train', 'bus', 'hotel']) {
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

/** A valid booking body of each booking call for one passenger (`who`). */
async function bookingBodies(): Promise<Record<string, (who: object) => object>> {
  const contact = { name: '郑九', mobile: '13900002222' };
  const f = await call<FlightSearchResult>(app, '/api/plane/flight/search', {
    from: 'CSHA',
    to: 'CBJS',
    date,
  });
  const v = await call<VendorPriceListResult>(app, '/api/plane/flight/vendor/price/list', {
    flightNo: f.data.outbound.flights[0]!.flightNo,
    date,
    cabin: 'Y',
  });
  const b = await call<{ schedules: { scheduleId: string }[] }>(app, '/api/bus/schedule/search', {
    from: '南京',
    to: '上海',
    date: dayFromNow(2),
  });
  const train = { trainCode: 'G1', date, from: 'VNP', to: 'AOH', seatClass: 'O' };
  const tour = findProduct((p) => p.type === 'GROUP' && p.scope === 'DOMESTIC');
  const departure = await departureAfter(app, tour, dayFromNow(0), 10);
  return {
    '/api/tour/order/create': (who) => ({
      productCode: tour.code,
      date: departure.date,
      adults: 1,
      travellers: [who],
      contact,
      insurance: false,
      acceptContract: true,
      expectedTotalFen: departure.adultFen,
    }),
    '/api/plane/order/vendor/price/book': (who) => ({
      offerId: v.data.offers[0]!.offerId,
      passengers: [who],
      contact,
    }),
    '/api/train/order/retail/create': (who) => ({ ...train, passengers: [who], contact }),
    '/api/bus/order/create': (who) => ({
      scheduleId: b.data.schedules.at(-1)!.scheduleId,
      date: dayFromNow(2),
      passengers: [who],
      contact,
    }),
  };
}

describe('another member\u2019s saved passengers (IDOR matrix)', () => {
  it('covers every call that takes a saved passenger', () => {
    expect(passengerCalls.map((t) => t.path).sort()).toEqual([
      '/api/user/passenger/delete',
      '/api/user/passenger/detail',
      '/api/user/passenger/save',
    ]);
    expect(bookingCalls.map((t) => t.path).sort()).toEqual([
      '/api/bus/order/create',
      '/api/plane/order/vendor/price/book',
      '/api/tour/order/create',
      '/api/train/order/retail/create',
    ]);
  });

  it('answer 19001 (calls) and 14005 (bookings) with no data and change nothing', async () => {
    const mine = await savedPerson(app, owner, '郑九', '19880808', {
      mobile: '13900002222',
      disabledSoldier: { certType: 'SOLDIER', certNo: 'JC19880808' },
    });
    const row = async () =>
      (await deps.db.select().from(savedPassengers).where(eq(savedPassengers.id, mine.id)))[0];
    const before = await row();
    const update = { id: mine.id, name: '入侵者', idType: '1', idNo: residentId('19900101', 77) };
    for (const target of passengerCalls) {
      const body = target.schema?.required?.includes('name') ? update : { id: mine.id };
      const res = await call(app, target.path, body, { token: intruder });
      expect(res, target.path).toMatchObject({ code: 19001, data: null });
      expect(JSON.stringify(res)).not.toContain('郑九');
    }
    const bodies = await bookingBodies();
    for (const target of bookingCalls) {
      const build = bodies[target.path];
      expect(build, target.path).toBeDefined();
      const ticket = target.path.includes('/bus/') ? 'FULL' : '4';
      const who = /\/(plane|tour)\//.test(target.path)
        ? { savedPassengerId: mine.id }
        : { savedPassengerId: mine.id, ticketType: ticket };
      const res = await call(app, target.path, build!(who), { token: intruder });
      expect(res, target.path).toMatchObject({
        code: 14005,
        message: '第1位乘客：常用旅客不存在',
        data: null,
      });
    }
    expect(await row()).toEqual(before);
    const list = await call<{ items: unknown[] }>(
      app,
      '/api/user/passenger/list',
      {},
      {
        token: intruder,
      },
    );
    expect(list.data.items).toEqual([]);
    for (const area of ['plane', 'train', 'bus']) {
      const orders = await call<{ total: number }>(
        app,
        `/api/${area}/order/search`,
        { kind: 'ALL' },
        { token: intruder },
      );
      expect(orders.data.total, area).toBe(0);
    }
    // the same calls work for the owner (the refusals above are about whose entry it is)
    const detail = await call(app, '/api/user/passenger/detail', { id: mine.id }, { token: owner });
    expect(detail.code).toBe(200);
    const trainBody = bodies['/api/train/order/retail/create']!;
    const own = await call(
      app,
      '/api/train/order/retail/create',
      trainBody({ savedPassengerId: mine.id, ticketType: '4' }),
      { token: owner },
    );
    expect(own.code, own.message).toBe(200);
  });
});

describe('another member\u2019s order in a service ticket (IDOR)', () => {
  it('a ticket naming another member’s order answers 23003 and opens nothing', async () => {
    const order = await bookOne(40);
    const body = { category: 'FLIGHT', orderNo: order.orderNo, description: '请帮我查询这个订单' };
    const res = await call(app, ServicePath.create, body, { token: intruder });
    expect(res).toMatchObject({ code: ErrorCode.TICKET_ORDER_NOT_FOUND, data: null });
    const list = await call<{ total: number }>(app, ServicePath.list, {}, { token: intruder });
    expect(list.data.total).toBe(0);
    expect((await call(app, ServicePath.create, body, { token: owner })).code).toBe(200);
  });
});

describe('the member’s cooperation requests', () => {
  it('lists only the caller’s own, never another member’s or a visitor’s', async () => {
    const company = {
      companyName: '杭州云帆科技有限公司',
      creditCode: '91350100M000100Y43',
      companySize: 'S50_199',
      contactName: '郑九',
      mobile: '13900007777',
      travelVolume: 'W50_200',
      products: ['FLIGHT'],
      consent: true,
    };
    const path = '/api/plane/cooperate/company/business/submit';
    const mine = await call<{ requestNo: string }>(app, path, company, { token: owner });
    expect(mine.code).toBe(200);
    expect((await call(app, path, { ...company, mobile: '13900007778' })).code).toBe(200);
    const list = '/api/plane/cooperate/request/search';
    const own = await call<{ items: { requestNo: string }[] }>(app, list, {}, { token: owner });
    expect(own.data.items.map((i) => i.requestNo)).toEqual([mine.data.requestNo]);
    const theirs = await call<{ total: number }>(app, list, {}, { token: intruder });
    expect(theirs.data.total).toBe(0);
    expect((await call(app, list, {})).code).toBe(11001);
  });
});
