import { describe, expect, it } from 'vitest';
import { hotelSearchOfQuery, hotelSearchPageKey, type HotelSearchResult } from '@lvxing/shared';
import { hotelSearchPageData } from '../src/modules/hotel/hotel-page-data';
import { buildTestApp, call, dayFromNow } from './helper';

const app = await buildTestApp();
const deps = { db: app.orders.deps.db, now: () => new Date() };
const q = (s: string) => new URLSearchParams(s);

describe('/hotel page data', () => {
  it('gives the page the search answer the app would ask for, keyed as it asks', async () => {
    const [checkIn, checkOut] = [dayFromNow(7), dayFromNow(9)];
    const address = q(
      `city=310100&cityName=上海&checkIn=${checkIn}&checkOut=${checkOut}&rooms=2&adults=3` +
        '&stars=4,5&fc=1&sort=PRICE_ASC&page=2',
    );
    const body = hotelSearchOfQuery(address)!;
    expect(body).toMatchObject({
      cityCode: '310100',
      rooms: 2,
      adults: 3,
      filters: { stars: [4, 5], freeCancel: true },
      sort: 'PRICE_ASC',
      page: 2,
    });
    const answer = await call<HotelSearchResult>(app, '/api/hotel/search', body);
    expect(answer.code).toBe(200);
    const data = await hotelSearchPageData(deps, address);
    expect(JSON.parse(JSON.stringify(data))).toEqual({
      [hotelSearchPageKey(body)]: answer.data,
    });
  });

  it('gives nothing without a city, or for an address the search refuses', async () => {
    expect(await hotelSearchPageData(deps, q(''))).toEqual({});
    expect(await hotelSearchPageData(deps, q('city=999999'))).toEqual({});
    expect(await hotelSearchPageData(deps, q('city=310100&place=DISTRICT:1'))).toEqual({});
  });
});
