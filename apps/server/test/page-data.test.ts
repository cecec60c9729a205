import { describe, expect, it } from 'vitest';
import {
  CarPath,
  carSearchOfQuery,
  hotelSearchOfQuery,
  hotelSearchPageKey,
  pageDataKey,
  VisaPath,
  type CarRentalSearchResult,
  type HotelSearchResult,
} from '@lvxing/shared';
import { carSearchPageData } from '../src/modules/car/car-page-data';
import { hotelSearchPageData } from '../src/modules/hotel/hotel-page-data';
import { visaPageData } from '../src/modules/visa/visa-page-data';
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

describe('/car page data', () => {
  const carDeps = app.orders.deps;

  it('gives the page the rental search the app would ask for first (no filters), keyed as it asks', async () => {
    const [from, to] = [dayFromNow(3), dayFromNow(6)];
    const address = q(
      `pickupCityCode=310100&pickupAt=${from} 10:00&returnAt=${to} 10:00&ageBand=25_60`,
    );
    const body = carSearchOfQuery(address)!;
    expect(body).toEqual({
      pickupCityCode: '310100',
      pickupAt: `${from} 10:00`,
      returnAt: `${to} 10:00`,
      ageBand: '25_60',
    });
    const answer = await call<CarRentalSearchResult>(app, CarPath.rentalSearch, body);
    expect(answer.code).toBe(200);
    expect(answer.data.groups.length).toBeGreaterThan(0);
    const data = await carSearchPageData(carDeps, address);
    expect(JSON.parse(JSON.stringify(data))).toEqual({
      [pageDataKey.carSearch(body)]: answer.data,
    });
  });

  it('gives nothing without a search in the address, or for one the search refuses', async () => {
    expect(await carSearchPageData(carDeps, q(''))).toEqual({});
    expect(await carSearchPageData(carDeps, q('pickupCityCode=310100&pickupAt=2026-1-1'))).toEqual(
      {},
    );
    // returned before it was picked up (26002), and an unknown city (26001)
    const [from, to] = [dayFromNow(6), dayFromNow(3)];
    expect(
      await carSearchPageData(
        carDeps,
        q(`pickupCityCode=310100&pickupAt=${from} 10:00&returnAt=${to} 10:00`),
      ),
    ).toEqual({});
    const [a, b] = [dayFromNow(3), dayFromNow(6)];
    expect(
      await carSearchPageData(
        carDeps,
        q(`pickupCityCode=999999&pickupAt=${a} 10:00&returnAt=${b} 10:00`),
      ),
    ).toEqual({});
  });
});

describe('/visa page data', () => {
  it("gives every entry rule and the chosen destination's products, as the calls answer them", async () => {
    const entries = await call(app, VisaPath.entrySearch, {});
    const products = await call(app, VisaPath.productSearch, { country: 'JP' });
    expect(entries.code).toBe(200);
    expect(products.code).toBe(200);
    expect(JSON.parse(JSON.stringify(visaPageData(q('country=JP'))))).toEqual({
      [pageDataKey.visaEntries()]: entries.data,
      [pageDataKey.visaProducts('JP')]: products.data,
    });
  });

  it('gives the entry rules alone without a destination, or for one with no products or unknown', () => {
    const keys = (s: string) => Object.keys(visaPageData(q(s)));
    expect(keys('')).toEqual([pageDataKey.visaEntries()]);
    expect(keys('country=ZZ')).toEqual([pageDataKey.visaEntries()]);
    // 泰国: visa-free for a PRC passport, no product on sale
    expect(keys('country=TH')).toEqual([pageDataKey.visaEntries()]);
  });
});
