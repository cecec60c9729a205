import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import type { BookResult, BusSearchResult, OrderDetail, PayQrcodeResult } from '@lvxing/shared';
import { getBusCatalog, type BusScheduleLine } from '../src/modules/bus/catalog';
import { issueDueTickets } from '../src/modules/orders/order.jobs';
import { SANDBOX_SIGNATURE_HEADER } from '../src/modules/payment/sandbox-provider';
import { signAccessToken } from '../src/modules/user/token.service';
import { call, residentId, TEST_SECRETS } from './helper';

/** Shared steps of the bus integration tests (bus*.test.ts). */

/** A clock tests can set anywhere (forwards or back). */
export function settableClock(start = Date.now()) {
  let t = start;
  return {
    now: () => new Date(t),
    set: (at: Date) => void (t = at.getTime()),
    advance: (ms: number) => void (t += ms),
  };
}

/**
 * The same member's access token signed again at the clock's time (access tokens live 10 hours,
 * and tests move the clock days ahead to reach a departure).
 */
export async function tokenAt(token: string, now: () => Date): Promise<string> {
  const claims = decodeJwt(token);
  return signAccessToken(
    { secret: TEST_SECRETS.jwt, now },
    { userId: String(claims.sub), mobile: String(claims.mobile), sessionId: String(claims.sid) },
  );
}

/** The catalog's departures from one city to another, optionally filtered. */
export function linesBetween(
  from: string,
  to: string,
  pred: (l: BusScheduleLine) => boolean = () => true,
): BusScheduleLine[] {
  const c = getBusCatalog();
  const a = c.resolvePlace(from)!.city.code;
  const b = c.resolvePlace(to)!.city.code;
  return c.schedulesBetween(a, b).filter(pred);
}

export const contact = { name: '张三', mobile: '13900001111' };

let seq = 0;
/** A passenger with a fresh valid resident ID born on `birth` (YYYYMMDD). */
export function rider(birth = '19880808', ticketType: 'FULL' | 'HALF' = 'FULL', name = '王小明') {
  seq += 1;
  return {
    name,
    idType: '1',
    idNo: residentId(birth, seq, `3201${String(2 + (seq % 90)).padStart(2, '0')}`),
    ticketType,
  };
}

/** Birth date `YYYYMMDD` of someone `years` old on `date` (birthday `days` later in the year). */
export function bornYearsBefore(date: string, years: number): string {
  return `${Number(date.slice(0, 4)) - years}${date.slice(5, 7)}${date.slice(8, 10)}`;
}

export function createOrder(
  app: FastifyInstance,
  token: string,
  scheduleId: string,
  date: string,
  passengers: object[],
) {
  return call<BookResult>(
    app,
    '/api/bus/order/create',
    { scheduleId, date, passengers, contact },
    { token },
  );
}

export const detail = (app: FastifyInstance, token: string, orderNo: string) =>
  call<OrderDetail>(app, '/api/bus/order/detail', { orderNo }, { token });

/** Seats left of one departure as the search shows them. */
export async function seatsLeft(app: FastifyInstance, line: BusScheduleLine, date: string) {
  const res = await call<BusSearchResult>(app, '/api/bus/schedule/search', {
    from: line.depStation.code,
    to: line.arrStation.code,
    date,
  });
  return res.data.schedules.find((s) => s.scheduleId === line.scheduleId)!.seatsLeft;
}

/** Pays an order through the generic pay calls and the signed sandbox notify. */
export async function pay(app: FastifyInstance, token: string, orderNo: string, paidAt: Date) {
  const qr = await call<PayQrcodeResult>(
    app,
    '/api/plane/order/pay/qrcode',
    { orderNo },
    { token },
  );
  const { body, signature } = app.orders.sandbox.signedNotify({
    paymentNo: qr.data.paymentNo,
    amountFen: qr.data.amountFen,
    paidAt,
  });
  const res = await app.inject({
    method: 'POST',
    url: '/api/pay/notify/sandbox',
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature },
    payload: body,
  });
  return { qr: qr.data, notify: res.json<{ code: number }>() };
}

/** Pays and lets the ticketing job issue the tickets (moves the clock past the delay). */
export async function payAndTicket(
  app: FastifyInstance,
  clock: ReturnType<typeof settableClock>,
  token: string,
  orderNo: string,
) {
  await pay(app, token, orderNo, clock.now());
  clock.advance(app.orders.deps.ticketingDelayMs);
  await issueDueTickets(app.orders.deps);
}
