import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type {
  BookResult,
  FlightSearchResult,
  OrderDetail,
  PayQrcodeResult,
  VendorPriceListResult,
} from '@lvxing/shared';
import { orderEvents, orders } from '../src/db/schema';
import {
  closeExpiredOrders,
  completeRefunds,
  issueDueTickets,
} from '../src/modules/orders/order.jobs';
import { SANDBOX_SIGNATURE_HEADER } from '../src/modules/payment/sandbox-provider';
import { buildTestApp, call, dayFromNow, loginMember, residentId, testClock } from './helper';

const clock = testClock();
const app = await buildTestApp({ now: clock.now, jobs: false });
const deps = app.orders.deps;
const date = dayFromNow(5);
const token = await loginMember(app);
const other = await loginMember(app);

let seq = 100;
const adult = (name = '张三') => ({ name, idType: '1', idNo: residentId('19900307', seq++) });

async function pickOffer(from = 'CBJS', to = 'CSHA', index = 0) {
  const s = await call<FlightSearchResult>(app, '/api/plane/flight/search', { from, to, date });
  const flight = s.data.outbound.flights[index]!;
  const v = await call<VendorPriceListResult>(app, '/api/plane/flight/vendor/price/list', {
    flightNo: flight.flightNo,
    date,
    cabin: 'Y',
  });
  return { flight, offer: v.data.offers[0]! };
}

async function seatsLeft(flightNo: string) {
  const v = await call<VendorPriceListResult>(app, '/api/plane/flight/vendor/price/list', {
    flightNo,
    date,
    cabin: 'Y',
  });
  return v.data.offers[0]!.seatsLeft;
}

const contact = { name: '张三', mobile: '13900001111' };
const book = (offerId: string, passengers: object[], t = token) =>
  call<BookResult>(
    app,
    '/api/plane/order/vendor/price/book',
    { offerId, passengers, contact },
    { token: t },
  );
const detail = (orderNo: string, t = token) =>
  call<OrderDetail>(app, '/api/plane/order/detail', { orderNo }, { token: t });

async function notify(paymentNo: string, amountFen: number, notifyId?: string) {
  const { body, signature } = app.orders.sandbox.signedNotify({
    paymentNo,
    amountFen,
    notifyId,
    paidAt: clock.now(),
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/pay/notify/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  });
  return res.json<{ code: number }>();
}

describe('booking rules', () => {
  it('needs a login', async () => {
    const { offer } = await pickOffer();
    expect((await book(offer.offerId, [adult()], '')).code).toBe(11001);
  });

  it.each([
    [
      'a wrong check digit',
      [{ name: '张三', idType: '1', idNo: '340524198001010013' }],
      '身份证号码不正确',
    ],
    ['a child alone', [{ name: '李小', idType: '1', idNo: residentId('20200101', 1) }], '成人陪同'],
    [
      'two infants for one adult',
      [
        adult('王五'),
        { name: '王一', idType: '1', idNo: residentId('20260101', 3) },
        { name: '王二', idType: '1', idNo: residentId('20260102', 5) },
      ],
      '最多携带一名婴儿',
    ],
    [
      'the same ID twice',
      [
        { name: '赵六', idType: '1', idNo: '11010519491231002X' },
        { name: '赵六', idType: '1', idNo: '11010519491231002X' },
      ],
      '证件号码重复',
    ],
    [
      'a passport without birth date',
      [{ name: 'ZHANG/SAN', idType: 'B', idNo: 'E12345678' }],
      '出生日期',
    ],
    ['a type that does not match the birth date', [{ ...adult(), passengerType: 'CHD' }], '成人票'],
    ['a bad name', [{ name: '1234', idType: '1', idNo: '11010519491231002X' }], '乘客姓名'],
  ])('rejects %s', async (_label, passengers, message) => {
    const { offer } = await pickOffer();
    const res = await book(offer.offerId, passengers);
    expect(res.code === 14005 || res.code === 10001).toBe(true);
    expect(res.message).toContain(message);
    expect(res.data).toBeNull();
  });

  it('rejects a newborn under 14 days', async () => {
    const { offer } = await pickOffer();
    const born = dayFromNow(0).replaceAll('-', ''); // born today: 5 days old on the flight
    const res = await book(offer.offerId, [
      adult(),
      { name: '小宝', idType: '1', idNo: residentId(born, 7) },
    ]);
    expect(res).toMatchObject({ code: 14005, message: expect.stringContaining('14天') });
  });

  it('holds seats for adults and children, not infants, and one ID once per flight', async () => {
    const { flight, offer } = await pickOffer('CBJS', 'CSHA', 1);
    const before = await seatsLeft(flight.flightNo);
    const passengers = [
      adult('周一'),
      { name: '周二', idType: '1', idNo: residentId('20180505', 9) },
      { name: '周三', idType: '1', idNo: residentId('20250808', 11) },
    ];
    const res = await book(offer.offerId, passengers);
    expect(res.code).toBe(200);
    expect(res.data.orderNo).toMatch(/^\d{18}$/);
    expect(await seatsLeft(flight.flightNo)).toBe(before - 2);
    const again = await book(offer.offerId, [passengers[0]!], other);
    expect(again).toMatchObject({ code: 14005, message: expect.stringContaining('已预订') });
    expect(await seatsLeft(flight.flightNo)).toBe(before - 2);
    const d = await detail(res.data.orderNo);
    expect(d.data.state).toBe('PENDING_PAYMENT');
    expect(d.data.passengers.map((p) => p.passengerType)).toEqual(['ADT', 'CHD', 'INF']);
    expect(d.data.passengers.map((p) => p.ticketTypeLabel)).toEqual(['成人', '儿童', '婴儿']);
    expect(d.data.passengers[0]?.idNoMasked).toMatch(/^110\*+\d{3}[\dX]$/);
    expect(new Date(d.data.payDeadline!).getTime() - clock.now().getTime()).toBe(30 * 60_000);
    expect(d.data.timeline).toHaveLength(1);
  });

  it('international flights take passports, not resident IDs', async () => {
    const s = await call<FlightSearchResult>(app, '/api/plane/flight/search', {
      from: 'CSHA',
      to: 'CTYO',
      date,
    });
    const flight = s.data.outbound.flights[0]!;
    expect(flight.international).toBe(true);
    const v = await call<VendorPriceListResult>(app, '/api/plane/flight/vendor/price/list', {
      flightNo: flight.flightNo,
      date,
    });
    const offerId = v.data.offers[0]!.offerId;
    const res = await book(offerId, [adult()]);
    expect(res).toMatchObject({ code: 14005, message: expect.stringContaining('护照') });
    const ok = await book(offerId, [
      {
        name: 'LI/SI',
        idType: 'B',
        idNo: 'E12345678',
        birthDate: '1988-02-03',
        passport: { nationality: 'CN', sex: 'M', expiry: '2035-01-01' },
      },
    ]);
    expect(ok.code).toBe(200);
  });
});

describe('payment, ticketing, refunds, deadlines', () => {
  it('pays by QR: replayed notifies make one transition, tickets issued by the job', async () => {
    const { offer } = await pickOffer();
    const order = (await book(offer.offerId, [adult('钱七')])).data;
    const waiting = await call(
      app,
      '/api/plane/order/pay/state',
      { orderNo: order.orderNo },
      { token },
    );
    expect(waiting).toMatchObject({ code: 16001, data: { paymentState: 'WAITING' } });
    const qr = await call<PayQrcodeResult>(
      app,
      '/api/plane/order/pay/qrcode',
      { orderNo: order.orderNo },
      { token },
    );
    expect(qr.data.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(qr.data.codeUrl).toContain('/sandbox/pay?no=');
    expect(qr.data.amountFen).toBe(order.totalFen);

    const bad = await notify(qr.data.paymentNo, order.totalFen - 1);
    expect(bad.code).toBe(16003);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/pay/notify/sandbox',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: 'f'.repeat(64) },
      payload: JSON.stringify({ out_trade_no: qr.data.paymentNo }),
    });
    expect(forged.json().code).toBe(16003);

    for (let i = 0; i < 15; i += 1) {
      expect((await notify(qr.data.paymentNo, order.totalFen, 'same-notify')).code).toBe(200);
    }
    await notify(qr.data.paymentNo, order.totalFen); // a second, different notify id
    const [row] = await deps.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    const paidEvents = await deps.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, row!.id), eq(orderEvents.toState, 'TICKETING')));
    expect(paidEvents).toHaveLength(1);
    const paid = await call(
      app,
      '/api/plane/order/pay/state',
      { orderNo: order.orderNo },
      { token },
    );
    expect(paid).toMatchObject({
      code: 200,
      data: { paymentState: 'PAID', orderState: 'TICKETING' },
    });

    expect(await issueDueTickets(deps)).toBe(0); // not due yet
    clock.advance(deps.ticketingDelayMs);
    expect(await issueDueTickets(deps)).toBe(1);
    const d = await detail(order.orderNo);
    expect(d.data.state).toBe('TICKETED');
    expect(d.data.passengers[0]?.ticketNo).toMatch(/^\d{13}$/);
    expect(d.data.timeline.map((t) => t.state)).toEqual([
      'PENDING_PAYMENT',
      'TICKETING',
      'TICKETED',
    ]);
    expect(d.data.actions.canRefund).toBe(true);
    const cancelTicketed = await call(
      app,
      '/api/plane/order/cancel',
      { orderNo: order.orderNo },
      { token },
    );
    expect(cancelTicketed).toMatchObject({ code: 15002, message: '订单出票成功，无法取消' });

    const fee = d.data.actions.refundFeeFen!;
    const refund = await call<{ feeFen: number; amountFen: number }>(
      app,
      '/api/plane/order/refund',
      { orderNo: order.orderNo },
      { token },
    );
    expect(refund.data).toMatchObject({ feeFen: fee, amountFen: order.totalFen - fee });
    expect(await completeRefunds(deps)).toBe(1);
    const done = await detail(order.orderNo);
    expect(done.data.state).toBe('REFUNDED');
    expect(done.data.refunds[0]).toMatchObject({ state: 'SUCCEEDED', feeFen: fee });
    expect(app.orders.sandbox.refunds.at(-1)?.amountFen).toBe(order.totalFen - fee);
  });

  it('closes unpaid orders at the deadline once and releases their seats', async () => {
    const { flight, offer } = await pickOffer('CBJS', 'CSHA', 2);
    const before = await seatsLeft(flight.flightNo);
    const order = (await book(offer.offerId, [adult('孙八'), adult('孙九')])).data;
    expect(await seatsLeft(flight.flightNo)).toBe(before - 2);
    clock.advance(29 * 60_000);
    await closeExpiredOrders(deps);
    expect((await detail(order.orderNo)).data.state).toBe('PENDING_PAYMENT');
    clock.advance(2 * 60_000);
    const qr = await call<PayQrcodeResult>(
      app,
      '/api/plane/order/pay/qrcode',
      { orderNo: order.orderNo },
      { token },
    );
    expect(qr.code).toBe(16002);
    const [first, second] = [await closeExpiredOrders(deps), await closeExpiredOrders(deps)];
    expect(first).toBeGreaterThanOrEqual(1);
    expect(second).toBe(0);
    expect((await detail(order.orderNo)).data.state).toBe('CLOSED');
    expect(await seatsLeft(flight.flightNo)).toBe(before);
    const state = await call(
      app,
      '/api/plane/order/pay/state',
      { orderNo: order.orderNo },
      { token },
    );
    expect(state).toMatchObject({ code: 16002, data: { orderState: 'CLOSED' } });
  });

  it('a payment arriving after the order closed is refunded, never confirmed', async () => {
    const { offer } = await pickOffer('CBJS', 'CSHA', 3);
    const order = (await book(offer.offerId, [adult('吴十')])).data;
    const qr = (
      await call<PayQrcodeResult>(
        app,
        '/api/plane/order/pay/qrcode',
        { orderNo: order.orderNo },
        { token },
      )
    ).data;
    const cancel = await call(
      app,
      '/api/plane/order/cancel',
      { orderNo: order.orderNo },
      { token },
    );
    expect(cancel.code).toBe(200);
    const again = await call(app, '/api/plane/order/cancel', { orderNo: order.orderNo }, { token });
    expect(again).toMatchObject({ code: 15002, message: '订单已取消，无法取消' });
    expect((await notify(qr.paymentNo, order.totalFen)).code).toBe(200);
    const d = await detail(order.orderNo);
    expect(d.data.state).toBe('CANCELLED');
    expect(d.data.payment?.state).toBe('REFUNDED');
    expect(d.data.refunds[0]).toMatchObject({
      amountFen: order.totalFen,
      feeFen: 0,
      state: 'SUCCEEDED',
    });
    expect(d.data.timeline.at(-1)?.text).toContain('退回');
  });

  it('the sandbox page shows the amount and confirming pays the order', async () => {
    const { offer } = await pickOffer('CBJS', 'CSHA', 4);
    const order = (await book(offer.offerId, [adult('郑一')])).data;
    const qr = (
      await call<PayQrcodeResult>(
        app,
        '/api/plane/order/pay/qrcode',
        { orderNo: order.orderNo },
        { token },
      )
    ).data;
    const url = new URL(qr.codeUrl);
    const page = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.body).toContain('确认支付');
    expect(page.body).toContain((order.totalFen / 100).toFixed(2));
    const forged = await app.inject({
      method: 'GET',
      url: `/sandbox/pay?no=${qr.paymentNo}&sig=00`,
    });
    expect(forged.body).toContain('支付链接无效');
    const confirm = await app.inject({
      method: 'POST',
      url: '/sandbox/pay/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `no=${qr.paymentNo}&sig=${url.searchParams.get('sig')}`,
    });
    expect(confirm.body).toContain('支付成功');
    expect((await detail(order.orderNo)).data.state).toBe('TICKETING');
  });

  it('opened from a phone it is the wallet cashier and leads back to the site, never elsewhere', async () => {
    const { offer } = await pickOffer('CBJS', 'CSHA', 8);
    const order = (await book(offer.offerId, [adult('褚五')])).data;
    const qr = (
      await call<PayQrcodeResult>(
        app,
        '/api/plane/order/pay/qrcode',
        { orderNo: order.orderNo },
        { token },
      )
    ).data;
    const url = new URL(qr.codeUrl);
    const sig = url.searchParams.get('sig')!;
    const back = `/ticket/pay?orderNo=${order.orderNo}`;
    url.searchParams.set('channel', 'WECHAT');
    url.searchParams.set('return', back);
    const page = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.body).toContain('（微信支付）');
    expect(page.body).toContain('name="return"');
    // another site, or a scheme-relative //host, is not a way back
    for (const evil of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const other = await app.inject({
        method: 'POST',
        url: '/sandbox/pay/confirm',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `no=P0&sig=00&return=${encodeURIComponent(evil)}`,
      });
      expect(other.body).not.toContain('evil.example');
    }
    const confirm = await app.inject({
      method: 'POST',
      url: '/sandbox/pay/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `no=${qr.paymentNo}&sig=${sig}&return=${encodeURIComponent(back)}`,
    });
    expect(confirm.body).toContain('支付成功');
    expect(confirm.body).toContain(`href="/ticket/pay?orderNo=${order.orderNo}"`);
  });

  it('confirming on a page shown before the order was cancelled says it is closed and refunded', async () => {
    const { offer } = await pickOffer('CBJS', 'CSHA', 7);
    const order = (await book(offer.offerId, [adult('卫四')])).data;
    const qr = (
      await call<PayQrcodeResult>(
        app,
        '/api/plane/order/pay/qrcode',
        { orderNo: order.orderNo },
        { token },
      )
    ).data;
    const sig = new URL(qr.codeUrl).searchParams.get('sig');
    await call(app, '/api/plane/order/cancel', { orderNo: order.orderNo }, { token });
    const confirm = await app.inject({
      method: 'POST',
      url: '/sandbox/pay/confirm',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `no=${qr.paymentNo}&sig=${sig}`,
    });
    expect(confirm.body).not.toContain('支付成功');
    expect(confirm.body).toContain('订单已关闭，款项已原路退回');
    expect((await detail(order.orderNo)).data.payment?.state).toBe('REFUNDED');
  });

  it('a confirm or page with a signature that is not one string is an invalid link, not a 500', async () => {
    const payloads = [
      { type: 'application/json', body: JSON.stringify({ no: 'P1', sig: ['a', 'b'] }) },
      { type: 'application/json', body: JSON.stringify({ no: 'P1', sig: { $gt: '' } }) },
      { type: 'application/json', body: JSON.stringify({ no: 123, sig: 5 }) },
      { type: 'application/json', body: 'null' },
      { type: 'application/x-www-form-urlencoded', body: 'no=P1&sig=a&sig=b' },
    ];
    for (const p of payloads) {
      const res = await app.inject({
        method: 'POST',
        url: '/sandbox/pay/confirm',
        headers: { 'content-type': p.type },
        payload: p.body,
      });
      expect(res.statusCode, p.body).toBe(200);
      expect(res.body).toContain('支付链接无效');
    }
    const page = await app.inject({ method: 'GET', url: '/sandbox/pay?no=P1&sig=a&sig=b' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('支付链接无效');
  });
});

describe('orders are private', () => {
  it('another member gets 15001 and no data for every order call', async () => {
    const { offer } = await pickOffer('CBJS', 'CSHA', 5);
    const order = (await book(offer.offerId, [adult('冯二')])).data;
    for (const path of ['detail', 'pay/qrcode', 'pay/state', 'cancel', 'refund']) {
      const res = await call(
        app,
        `/api/plane/order/${path}`,
        { orderNo: order.orderNo },
        { token: other },
      );
      expect(res, path).toMatchObject({ code: 15001, data: null });
    }
    const list = await call<{ total: number }>(
      app,
      '/api/plane/order/search',
      {},
      { token: other },
    );
    expect(list.data.total).toBe(0);
    const mine = await call<{
      total: number;
      items: { orderNo: string; passengerNames: string[]; passengerSeats: (string | null)[] }[];
    }>(app, '/api/plane/order/search', { tab: 'PENDING_PAYMENT' }, { token });
    expect(mine.data.items.map((i) => i.orderNo)).toContain(order.orderNo);
    // one seat entry per passenger (flights have none)
    const row = mine.data.items.find((i) => i.orderNo === order.orderNo)!;
    expect(row.passengerSeats).toEqual(row.passengerNames.map(() => null));
  });

  it('each area lists its own kind; ALL lists every kind; detail answers on every area path', async () => {
    const { offer } = await pickOffer('CBJS', 'CSHA', 6);
    const order = (await book(offer.offerId, [adult('褚三')])).data;
    const list = (path: string, body: object = {}) =>
      call<{ items: { orderNo: string }[] }>(app, path, body, { token });
    const nos = async (path: string, body?: object) =>
      (await list(path, body)).data.items.map((i) => i.orderNo);
    expect(await nos('/api/plane/order/search')).toContain(order.orderNo);
    expect(await nos('/api/train/order/search')).not.toContain(order.orderNo);
    expect(await nos('/api/bus/order/search')).not.toContain(order.orderNo);
    expect(await nos('/api/train/order/search', { kind: 'ALL' })).toContain(order.orderNo);
    for (const area of ['plane', 'train', 'bus']) {
      const d = await call(app, `/api/${area}/order/detail`, { orderNo: order.orderNo }, { token });
      expect(d, area).toMatchObject({ code: 200, data: { orderNo: order.orderNo } });
      const foreign = await call(
        app,
        `/api/${area}/order/detail`,
        { orderNo: order.orderNo },
        { token: other },
      );
      expect(foreign, area).toMatchObject({ code: 15001, data: null });
    }
  });
});
