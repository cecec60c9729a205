// Impossible (2026-11-31, 2027-02-30) and absurd (9999-12-31) dates used to pass validation and
// answer HTTP 500 (or, on train search, trains); a birth date of 2026-02-30 was booked. Every
// call now refuses them with 10001 and a message naming the date field in Chinese.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FlightSearchResult, VendorPriceListResult } from '@lvxing/shared';
import { sampleBodies, withValue } from './support/fuzz-samples';
import { buildTestApp, call, dayFromNow, loginMember } from './helper';

const app: FastifyInstance = await buildTestApp();
const samples = sampleBodies();
let token = '';

beforeAll(async () => {
  token = await loginMember(app);
});

async function post(path: string, body: object) {
  const res = await app.inject({
    method: 'POST',
    url: path,
    headers: { token },
    payload: body,
  });
  return { status: res.statusCode, ...(res.json() as { code: number; message: string }) };
}

/** Each call that takes a travel date: its path, the date field and what the message calls it. */
const dateCalls = [
  ['/api/plane/flight/search', 'date', '出发日期'],
  ['/api/plane/flight/vendor/price/list', 'date', '出发日期'],
  ['/api/plane/flight/calendar', 'startDate', '起始日期'],
  ['/api/bus/schedule/search', 'date', '出发日期'],
  ['/api/train/ticket/search', 'date', '乘车日期'],
  ['/api/train/order/retail/create', 'date', '乘车日期'],
  ['/api/bus/order/create', 'date', '出发日期'],
] as const;

const badDates = [
  ['2026-11-31', '不是有效的日期'],
  ['2027-02-30', '不是有效的日期'],
  ['9999-12-31', '不能晚于'],
  ['2026-12-1', '格式应为 YYYY-MM-DD'],
] as const;

describe('travel dates', () => {
  it.each(
    dateCalls.flatMap(([path, field, label]) => badDates.map((d) => [path, ...d, field, label])),
  )('%s refuses %s: 10001 %s', async (path, day, says, field, label) => {
    const res = await post(path, withValue(samples[path]![0]!, [field], day));
    expect(res).toMatchObject({
      status: 200,
      code: 10001,
      message: expect.stringMatching(`^${label}${says}`),
    });
  });

  it('leaves the sale window to the services: yesterday 14006, before it 10001', async () => {
    const body = samples['/api/plane/flight/search']![0]!;
    const yesterday = await post('/api/plane/flight/search', { ...body, date: dayFromNow(-1) });
    expect(yesterday.code).toBe(14006);
    const before = await post('/api/plane/flight/search', { ...body, date: dayFromNow(-2) });
    expect(before).toMatchObject({ code: 10001, message: '出发日期不能早于昨天' });
    const back = await post('/api/plane/flight/search', { ...body, returnDate: '2027-02-30' });
    expect(back).toMatchObject({ code: 10001, message: '返程日期不是有效的日期' });
  });

  it('refuses an offer id whose date is no real day', async () => {
    const res = await post('/api/plane/flight/book/price/detail', {
      offerId: 'MU5101.2026-11-31.Y.FS-MU',
      adults: 1,
    });
    expect(res).toMatchObject({ status: 200, code: 14003 });
  });
});

describe('birth dates on a booking', () => {
  /** A real offer of a flight three days ahead. */
  async function offerId(): Promise<string> {
    const search = await call<FlightSearchResult>(app, '/api/plane/flight/search', {
      from: 'CBJS',
      to: 'CSHA',
      date: dayFromNow(3),
    });
    const flight = search.data.outbound.flights.find((f) => f.lowestPriceFen !== null)!;
    const list = await call<VendorPriceListResult>(app, '/api/plane/flight/vendor/price/list', {
      flightNo: flight.flightNo,
      date: dayFromNow(3),
    });
    return list.data.offers[0]!.offerId;
  }

  it.each([
    ['2026-02-30', '出生日期不是有效的日期'],
    ['1899-12-31', '出生日期不能早于1900-01-01'],
    [dayFromNow(1), '出生日期不能晚于今天'],
  ])('refuses a passport passenger born %s on every booking', async (birthDate, message) => {
    const passenger = { name: 'ZHANG/SAN', idType: 'B', idNo: 'E12345678', birthDate };
    const contact = { name: '张三', mobile: '13900001111' };
    const flight = await post('/api/plane/order/vendor/price/book', {
      offerId: await offerId(),
      passengers: [passenger],
      contact,
    });
    expect(flight).toMatchObject({ status: 200, code: 10001, message });
    for (const path of ['/api/train/order/retail/create', '/api/bus/order/create']) {
      const body = withValue(samples[path]![0]!, ['passengers'], [passenger]);
      const res = await post(path, body);
      expect(res).toMatchObject({ status: 200, code: 10001, message });
    }
  });
});
