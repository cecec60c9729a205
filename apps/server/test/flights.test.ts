import { describe, expect, it } from 'vitest';
import { pageDataKey } from '@lvxing/shared';
import type {
  Flight,
  FlightSearchResult,
  PriceDetail,
  VendorPriceListResult,
} from '@lvxing/shared';
import { getCatalog } from '../src/modules/flight/catalog';
import { isoWeekday } from '../src/modules/flight/flight-instances';
import { FLIGHT_SALES_CLOSE_MINUTES } from '../src/modules/flight/flight-rules';
import { flightBookPageData } from '../src/modules/flight/flight-page-data';
import { flightTaxRules } from '../src/db/schema';
import { buildTestApp, call, dayFromNow, testClock } from './helper';

const clock = testClock();
const app = await buildTestApp({ now: clock.now, jobs: false });
const date = dayFromNow(3);

const search = (body: object) =>
  call<FlightSearchResult>(app, '/api/plane/flight/search', {
    from: 'CBJS',
    to: 'CSHA',
    date,
    ...body,
  });

describe('flight search against the generated schedule', () => {
  it('returns exactly the schedules between the cities operating that day', async () => {
    const res = await search({ sort: 'depTime' });
    expect(res.code).toBe(200);
    const catalog = getCatalog();
    const expected = ['PEK', 'PKX']
      .flatMap((a) =>
        ['SHA', 'PVG'].flatMap((b) => catalog.schedulesByRoute.get(`${a}-${b}`) ?? []),
      )
      .filter((s) => s.daysOfWeek.includes(isoWeekday(date)));
    const got = res.data.outbound.flights;
    expect(got.length).toBeGreaterThan(10);
    expect(new Set(got.map((f) => f.flightNo))).toEqual(new Set(expected.map((s) => s.flightNo)));
    for (const f of got) {
      expect(['PEK', 'PKX']).toContain(f.dep.code);
      expect(['SHA', 'PVG']).toContain(f.arr.code);
      expect(f.date).toBe(date);
      expect(f.airline.nameZh).toMatch(/[\u4e00-\u9fa5]/);
      expect(f.cabins.find((c) => c.cabin === 'Y')?.seatsLeft).toBeGreaterThan(0);
    }
    const times = got.map((f) => f.depTime);
    expect([...times].sort()).toEqual(times);
    expect(res.data.outbound.facets.depAirports.map((a) => a.code).sort()).toEqual(['PEK', 'PKX']);
    expect(res.data.inbound).toBeNull();
  });

  it('filters by airline, airport and time band and sorts by price or duration', async () => {
    const all = (await search({})).data.outbound.flights;
    const airline = all[0]!.airline.code;
    const byAirline = (await search({ filters: { airlines: [airline] } })).data.outbound.flights;
    expect(byAirline.length).toBe(all.filter((f) => f.airline.code === airline).length);
    const morning = (await search({ filters: { depTimeBands: ['06-12'], depAirports: ['PKX'] } }))
      .data.outbound.flights;
    for (const f of morning) {
      expect(f.dep.code).toBe('PKX');
      expect(f.depTime >= '06:00' && f.depTime < '12:00').toBe(true);
    }
    const cheap = (await search({ sort: 'price' })).data.outbound.flights;
    const prices = cheap.map((f: Flight) => f.lowestPriceFen ?? Infinity);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const quick = (await search({ sort: 'duration', order: 'desc' })).data.outbound.flights;
    const d = quick.map((f) => f.durationMinutes);
    expect([...d].sort((a, b) => b - a)).toEqual(d);
  });

  it('round trip returns the return leg the other way', async () => {
    const res = await search({ tripType: 'RT', returnDate: dayFromNow(6) });
    expect(res.data.inbound?.flights.every((f) => ['SHA', 'PVG'].includes(f.dep.code))).toBe(true);
    expect(res.data.inbound?.date).toBe(dayFromNow(6));
  });

  it('rejects unknown places, past dates, dates beyond the window and bad bodies', async () => {
    expect((await search({ from: 'XXX' })).code).toBe(14001);
    expect((await search({ date: dayFromNow(-1) })).code).toBe(14006);
    expect((await search({ date: dayFromNow(200) })).code).toBe(14006);
    const same = await search({ to: 'CBJS' });
    expect(same).toMatchObject({ code: 10001, message: expect.stringContaining('不能相同') });
    expect((await search({ date: '2026-13-45' })).code).toBe(10001);
  });

  it('finds cities by Chinese, pinyin and initials', async () => {
    for (const keyword of ['北京', 'beijing', 'bj']) {
      const res = await call<{ cities: { code: string }[] }>(app, '/api/plane/city/search', {
        keyword,
      });
      expect(res.data.cities.map((c) => c.code)).toContain('CBJS');
    }
    const hot = await call<{ cities: { nameZh: string }[] }>(app, '/api/plane/city/search', {});
    expect(hot.data.cities[0]?.nameZh).toBe('北京');
  });

  it('gives a low-price calendar with holidays', async () => {
    const res = await call<{ days: { date: string; lowestPriceFen: number | null }[] }>(
      app,
      '/api/plane/flight/calendar',
      { from: 'CBJS', to: 'CSHA', startDate: dayFromNow(-2), days: 10 },
    );
    expect(res.data.days).toHaveLength(10);
    expect(res.data.days[0]?.lowestPriceFen).toBeNull();
    expect(res.data.days[5]?.lowestPriceFen).toBeGreaterThan(0);
  });
});

describe('vendor offers and price detail', () => {
  async function firstOffers() {
    const flight = (await search({ sort: 'price' })).data.outbound.flights[0]!;
    const res = await call<VendorPriceListResult>(app, '/api/plane/flight/vendor/price/list', {
      flightNo: flight.flightNo,
      date,
      cabin: 'Y',
    });
    return { flight, res };
  }

  it('gives the booking page its offers as the call answers them, for valid ids only', async () => {
    const { res } = await firstOffers();
    const id = res.data.offers[0]!.offerId;
    const q = (s: string) => new URLSearchParams(s);
    const deps = {
      ...app.orders.deps,
      saleWindowDays: 90,
      salesCloseMinutes: FLIGHT_SALES_CLOSE_MINUTES,
    };
    const data = await flightBookPageData(deps, q(`train=flight&offerId=${id}`));
    expect(JSON.parse(JSON.stringify(data))).toEqual({ [pageDataKey.flightOffer(id)]: res.data });
    // a malformed id, a flight not on sale, another product's page: nothing
    const gone = id.replace(/\.\d{4}-\d{2}-\d{2}\./, `.${dayFromNow(-3)}.`);
    expect(await flightBookPageData(deps, q('offerId=nope'))).toEqual({});
    expect(await flightBookPageData(deps, q(`offerId=${gone}`))).toEqual({});
    expect(await flightBookPageData(deps, q(`train=train&offerId=${id}`))).toEqual({});
  });

  it('lists 2–6 offers with a flagship store and rules', async () => {
    const { flight, res } = await firstOffers();
    expect(res.code).toBe(200);
    expect(res.data.offers.length).toBeGreaterThanOrEqual(2);
    expect(res.data.offers.length).toBeLessThanOrEqual(6);
    expect(res.data.offers.some((o) => o.vendor.kind === 'FLAGSHIP')).toBe(true);
    expect(res.data.offers[0]?.adultFareFen).toBe(
      flight.cabins.find((c) => c.cabin === 'Y')?.lowestPriceFen,
    );
    for (const o of res.data.offers) expect(o.refundRules.length).toBeGreaterThan(1);
  });

  it('adds up fares, 民航发展基金 and fuel per passenger type from the dated rule', async () => {
    const { flight, res } = await firstOffers();
    const offer = res.data.offers[0]!;
    const detail = await call<PriceDetail>(app, '/api/plane/flight/book/price/detail', {
      offerId: offer.offerId,
      adults: 2,
      children: 1,
      infants: 1,
    });
    expect(detail.code).toBe(200);
    const fuel = flight.distanceKm > 800 ? 2000 : 1000;
    const byType = Object.fromEntries(detail.data.lines.map((l) => [l.passengerType, l]));
    expect(byType.ADT).toMatchObject({
      count: 2,
      fareFen: offer.adultFareFen,
      developmentFundFen: 5000,
      fuelSurchargeFen: fuel,
    });
    expect(byType.CHD).toMatchObject({
      count: 1,
      fareFen: offer.childFareFen,
      developmentFundFen: 0,
      fuelSurchargeFen: fuel / 2,
    });
    expect(byType.INF).toMatchObject({
      count: 1,
      fareFen: offer.infantFareFen,
      developmentFundFen: 0,
      fuelSurchargeFen: 0,
    });
    expect(detail.data.totalFen).toBe(
      2 * (offer.adultFareFen + 5000 + fuel) + offer.childFareFen + fuel / 2 + offer.infantFareFen,
    );
    expect(offer.infantFareFen % 1000).toBe(0);

    // a later dated rule takes over once its day comes
    await app.orders.deps.db.insert(flightTaxRules).values({
      effectiveFrom: dayFromNow(1),
      domesticFundFen: 6000,
      domesticFuelShortFen: 3000,
      domesticFuelLongFen: 3000,
      fuelThresholdKm: 800,
      internationalFundFen: 9000,
      internationalFuelFen: 15000,
      source: 'test',
    });
    clock.advance(86_400_000);
    const later = await call<PriceDetail>(app, '/api/plane/flight/book/price/detail', {
      offerId: offer.offerId,
      adults: 1,
    });
    clock.advance(-86_400_000);
    expect(later.data.lines[0]).toMatchObject({ developmentFundFen: 6000, fuelSurchargeFen: 3000 });
    expect(later.data.taxRuleFrom).toBe(dayFromNow(1));
  });

  it('rejects a malformed or unknown offer', async () => {
    const bad = await call(app, '/api/plane/flight/book/price/detail', {
      offerId: 'nonsense-offer',
      adults: 1,
    });
    expect(bad.code).toBe(14003);
    const unknown = await call(app, '/api/plane/flight/vendor/price/list', {
      flightNo: 'ZZ9999',
      date,
    });
    expect(unknown.code).toBe(14002);
  });
});
