import { describe, expect, it, vi } from 'vitest';
import type { BookResult, FlightSearchResult, VendorPriceListResult } from '@lvxing/shared';
import type * as OrderNumbers from '../src/modules/orders/order-numbers';
import { buildTestApp, call, dayFromNow, loginMember, residentId, testClock } from './helper';

// Order numbers carry 6 random digits per second: at hundreds of orders a second two bookings can
// draw the same one. The first two numbers drawn here are equal, so the second booking meets a
// taken number and must draw again instead of failing.
const CLASH = '261124000000000001';
vi.mock('../src/modules/orders/order-numbers', async (importOriginal) => {
  const real = await importOriginal<typeof OrderNumbers>();
  let calls = 0;
  return {
    ...real,
    newOrderNo: (at: Date) => (calls++ < 2 ? CLASH : real.newOrderNo(at)),
  };
});

const clock = testClock();
const app = await buildTestApp({ now: clock.now, jobs: false });
const date = dayFromNow(5);
const token = await loginMember(app);

describe('order numbers', () => {
  it('a taken order number is skipped: both bookings succeed with distinct numbers', async () => {
    const s = await call<FlightSearchResult>(app, '/api/plane/flight/search', {
      from: 'CBJS',
      to: 'CSHA',
      date,
    });
    const flightNo = s.data.outbound.flights[0]!.flightNo;
    const v = await call<VendorPriceListResult>(app, '/api/plane/flight/vendor/price/list', {
      flightNo,
      date,
      cabin: 'Y',
    });
    const book = (i: number) =>
      call<BookResult>(
        app,
        '/api/plane/order/vendor/price/book',
        {
          offerId: v.data.offers[0]!.offerId,
          passengers: [{ name: '测试乘客', idType: '1', idNo: residentId('19850101', i) }],
          contact: { name: '测试', mobile: '13900002222' },
        },
        { token },
      );
    const first = await book(1);
    const second = await book(2);
    expect(first.code).toBe(200);
    expect(first.data.orderNo).toBe(CLASH);
    expect(second.code).toBe(200);
    expect(second.data.orderNo).not.toBe(CLASH);
    expect(second.data.orderNo).toMatch(/^\d{18}$/);
  });
});
