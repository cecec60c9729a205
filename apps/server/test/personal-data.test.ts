import { describe, expect, it } from 'vitest';
import type {
  BookResult,
  FlightSearchResult,
  OrderDetail,
  SavedPassengerView,
  VendorPriceListResult,
} from '@lvxing/shared';
import { issueDueTickets } from '../src/modules/orders/order.jobs';
import { allRowsText } from './support/database-text';
import { bookFirstTrain, bookLastCoach } from './support/rail-orders';
import { buildTestApp, call, dayFromNow, loginMember, residentId, testClock } from './helper';
import { payOrder } from './train-fixtures';

/** Everything the server logged, at its most verbose. */
const log: string[] = [];
const clock = testClock();
const app = await buildTestApp({
  now: clock.now,
  jobs: false,
  logger: true,
  logStream: { write: (line) => void log.push(line) },
  config: { logLevel: 'trace' },
});
const token = await loginMember(app);
const date = dayFromNow(6);
const contact = { name: '郑九', mobile: '13900002222' };

/** Every number this file stores: none may appear in plain text in the database or the log. */
const numbers = {
  flightId: residentId('19880808', 701),
  passport: 'EA1234567',
  trainId: residentId('19900307', 702),
  busId: residentId('19750101', 703),
  permit: 'H12345678',
  savedId: residentId('20010203', 704),
  savedPassport: 'EB7654321',
  cert: 'JC2026001234',
  importedId: residentId('19660606', 705),
};

async function offerOf(from: string, to: string) {
  const s = await call<FlightSearchResult>(app, '/api/plane/flight/search', { from, to, date });
  const flight = s.data.outbound.flights[0]!;
  const v = await call<VendorPriceListResult>(app, '/api/plane/flight/vendor/price/list', {
    flightNo: flight.flightNo,
    date,
  });
  return v.data.offers[0]!.offerId;
}

async function bookFlights(): Promise<string[]> {
  const domestic = await call<BookResult>(
    app,
    '/api/plane/order/vendor/price/book',
    {
      offerId: await offerOf('CSHA', 'CBJS'),
      passengers: [{ name: '郑九', idType: '1', idNo: numbers.flightId }],
      contact,
    },
    { token },
  );
  const abroad = await call<BookResult>(
    app,
    '/api/plane/order/vendor/price/book',
    {
      offerId: await offerOf('CSHA', 'CTYO'),
      passengers: [
        {
          name: 'ZHENG/JIU',
          idType: 'B',
          idNo: numbers.passport,
          birthDate: '1988-08-08',
          passport: { nationality: 'CN', sex: 'M', expiry: '2033-05-01' },
        },
      ],
      contact,
    },
    { token },
  );
  expect([domestic.code, abroad.code]).toEqual([200, 200]);
  return [domestic.data.orderNo, abroad.data.orderNo];
}

async function bookTrainAndBus(): Promise<string[]> {
  const trainOrder = await bookFirstTrain(app, token, {
    from: '上海',
    to: '南京',
    date,
    passengers: [{ name: '郑九', idType: '1', idNo: numbers.trainId }],
  });
  const busOrder = await bookLastCoach(app, token, {
    from: '南京',
    to: '上海',
    date: dayFromNow(2),
    passengers: [
      { name: '郑九', idType: '1', idNo: numbers.busId },
      { name: '郑小九', idType: 'C', idNo: numbers.permit, birthDate: '1990-01-01' },
    ],
  });
  expect([trainOrder.code, busOrder.code]).toEqual([200, 200]);
  return [trainOrder.data.orderNo, busOrder.data.orderNo];
}

/**
 * A saved passenger with every number (ID, passport, certificate), and one imported; the saved
 * one then books an international flight (its passport) and a coach (its ID card).
 */
async function savePassengersAndBook(): Promise<string[]> {
  const saved = await call<SavedPassengerView>(
    app,
    '/api/user/passenger/save',
    {
      name: '郑十',
      idType: '1',
      idNo: numbers.savedId,
      mobile: '13900003333',
      passport: { no: numbers.savedPassport, nationality: 'CN', expiry: '2033-05-01' },
      disabledSoldier: { certType: 'SOLDIER', certNo: numbers.cert },
    },
    { token },
  );
  expect(saved.code).toBe(200);
  const imported = await call(
    app,
    '/api/user/passenger/import',
    { passengers: [{ name: '郑十一', idType: '1', idNo: numbers.importedId, birthDate: null }] },
    { token },
  );
  expect(imported).toMatchObject({ code: 200, data: { imported: 1 } });
  const flight = await call<BookResult>(
    app,
    '/api/plane/order/vendor/price/book',
    {
      offerId: await offerOf('CSHA', 'CTYO'),
      passengers: [{ savedPassengerId: saved.data.id }],
      contact,
    },
    { token },
  );
  const bus = await bookLastCoach(app, token, {
    from: '南京',
    to: '上海',
    date: dayFromNow(3),
    passengers: [{ savedPassengerId: saved.data.id }],
  });
  expect([flight.code, bus.code]).toEqual([200, 200]);
  return [flight.data.orderNo, bus.data.orderNo];
}

/** The plain numbers found in `text` (each as typed, and in lower case for the `X`). */
const found = (text: string) =>
  Object.entries(numbers)
    .filter(([, n]) => text.includes(n) || text.includes(n.toLowerCase()))
    .map(([k]) => k);

describe('personal data at rest, in answers and in the log', () => {
  it('bookings of every kind and saved passengers leave no plain ID or passport number in any table or log line', async () => {
    const orderNos = [
      ...(await bookFlights()),
      ...(await bookTrainAndBus()),
      ...(await savePassengersAndBook()),
    ];
    // a paid, ticketed order and a refused booking (the same document twice) go through the
    // jobs and the error paths as well
    await payOrder(app, token, orderNos[0]!, clock.now());
    clock.advance(app.orders.deps.ticketingDelayMs);
    await issueDueTickets(app.orders.deps);
    const again = await call(
      app,
      '/api/plane/order/vendor/price/book',
      {
        offerId: await offerOf('CSHA', 'CBJS'),
        passengers: [{ name: '郑九', idType: '1', idNo: numbers.flightId }],
        contact,
      },
      { token },
    );
    expect(again.code).toBe(14005);

    const stored = await allRowsText(app.orders.deps.db);
    expect(stored.length).toBeGreaterThan(20);
    expect(found(stored.join('\n'))).toEqual([]);
    expect(log.length).toBeGreaterThan(20);
    expect(found(log.join(''))).toEqual([]);
  });

  it('answers show numbers masked (first 3, stars, last 4) outside the member’s own edit form', async () => {
    const list = await call<{ items: OrderDetail[] }>(
      app,
      '/api/plane/order/search',
      { kind: 'ALL', pageSize: 50 },
      { token },
    );
    const areas = { FLIGHT: 'plane', TRAIN: 'train', BUS: 'bus' } as const;
    const shown: string[] = [];
    for (const o of list.data.items) {
      const area = areas[o.kind as keyof typeof areas];
      const d = await call<OrderDetail>(
        app,
        `/api/${area}/order/detail`,
        { orderNo: o.orderNo },
        { token },
      );
      shown.push(JSON.stringify(d));
      for (const p of d.data.passengers) expect(p.idNoMasked).toMatch(/^[\dA-Z]{3}\*+[\dA-Z]{4}$/);
    }
    expect(shown.length).toBeGreaterThanOrEqual(6);
    expect(shown.join('')).toContain(
      `${numbers.flightId.slice(0, 3)}***********${numbers.flightId.slice(-4)}`,
    );
    const saved = await call(app, '/api/user/passenger/list', {}, { token });
    expect(found(JSON.stringify(list) + shown.join('') + JSON.stringify(saved))).toEqual([]);
  });
});
