import { describe, expect, it } from 'vitest';
import { addDays, type TourDetail, type TourSearchResult } from '@lvxing/shared';
import { getTourCatalog } from '../src/modules/tour/catalog';
import { buildTestApp, call, dayFromNow, loginMember } from './helper';
import { beijingClock } from './hotel-fixtures';
import {
  bookTourOrder,
  calendarOf,
  child,
  departureAfter,
  findProduct,
  tourBody,
} from './tour-fixtures';

const today = dayFromNow(1);
const clock = beijingClock(today, '10:00');
const app = await buildTestApp({ now: clock.now, jobs: false });
const token = await loginMember(app);
const search = (body: object) => call<TourSearchResult>(app, '/api/tour/search', body);
const all = async (body: object) => {
  const first = await search({ ...body, pageSize: 50 });
  const pages = Math.ceil(first.data.total / 50);
  const rest = await Promise.all(
    Array.from({ length: pages - 1 }, (_, i) => search({ ...body, pageSize: 50, page: i + 2 })),
  );
  return [first, ...rest].flatMap((r) => r.data.items);
};

describe('tour search', () => {
  it('finds by destination, sight or region and filters by type, scope, days and 纯玩', async () => {
    const byCity = await all({ keyword: '桂林' });
    expect(byCity.length).toBeGreaterThan(0);
    const catalog = getTourCatalog().products;
    for (const card of byCity) {
      const p = catalog.find((x) => x.code === card.code)!;
      const text = [
        p.title,
        p.region,
        p.departureCity,
        ...p.destinations,
        ...p.itinerary.flatMap((d) => d.visits.map((v) => v.name)),
      ].join(' ');
      expect(text, card.code).toContain('桂林');
    }
    const filtered = await all({
      tourScope: 'OUTBOUND',
      tourType: 'GROUP',
      daysMin: 5,
      daysMax: 8,
      pureFun: true,
    });
    expect(filtered.length).toBeGreaterThan(0);
    for (const c of filtered) {
      expect(c).toMatchObject({
        scope: 'OUTBOUND',
        type: 'GROUP',
        pureFun: true,
        shoppingStops: 0,
        paidExtras: 0,
      });
      expect(c.days).toBeGreaterThanOrEqual(5);
      expect(c.days).toBeLessThanOrEqual(8);
    }
    const fromBeijing = await all({ departureCity: '北京', tourType: 'GROUP' });
    expect(fromBeijing.every((c) => c.departureCity === '北京')).toBe(true);
  });

  it('prices each card at its lowest departure in the month asked, within the price bounds, sorted', async () => {
    const month = addDays(today, 40).slice(0, 7);
    const cards = await all({ keyword: '三亚', month, sort: 'PRICE_ASC' });
    expect(cards.length).toBeGreaterThan(0);
    const prices = cards.map((c) => c.fromPriceFen);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const c of cards.slice(0, 3)) {
      const { data } = await calendarOf(app, c.code, month);
      const onSale = data.departures.filter((d) => d.onSale);
      expect(c.fromPriceFen).toBe(Math.min(...onSale.map((d) => d.adultFen)));
      expect(c.nextDeparture).toBe(onSale[0]!.date);
    }
    const bound = prices[Math.floor(prices.length / 2)]!;
    const cheap = await all({ keyword: '三亚', month, priceMaxFen: bound });
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((c) => c.fromPriceFen <= bound)).toBe(true);
    const bySales = await all({ keyword: '三亚', month });
    const sold = bySales.map((c) => c.sold);
    expect(sold).toEqual([...sold].sort((a, b) => b - a));
  });

  it('answers 25001 for an unknown product and names the bad field of a bad search', async () => {
    expect((await call(app, '/api/tour/detail', { productCode: 'TDG9999' })).code).toBe(25001);
    const bad = await search({ month: '2026-13' });
    expect(bad).toMatchObject({ code: 10001 });
    expect(bad.message).toContain('出发月份');
  });
});

describe('tour detail and calendar', () => {
  const group = findProduct(
    (p) => p.type === 'GROUP' && p.scope === 'DOMESTIC' && p.nights > 0 && !p.pureFun,
  );

  it('shows the itinerary, shopping and extras, the ladder in force and the 旅游法 notice', async () => {
    const { data } = await call<TourDetail>(app, '/api/tour/detail', { productCode: group.code });
    expect(data.itinerary).toHaveLength(group.days);
    expect(data.shopping.length + data.extras.length).toBeGreaterThan(0);
    expect(data.refundLadder.at(-1)).toMatchObject({ fromDays: 0, toDays: 0, feePercent: 60 });
    expect(data.notFormedNoticeDays).toBe(7);
    expect(data.needsPassport).toBe(false);
  });

  it('prices children with and without a bed and 单房差 per departure, and shows 成团进度 move', async () => {
    const dep = await departureAfter(app, group, today, 20);
    expect(dep.childWithBedFen).toBeLessThanOrEqual(dep.adultFen);
    expect(dep.childNoBedFen).toBeLessThanOrEqual(dep.childWithBedFen);
    expect(dep.singleSupplementFen).toBeGreaterThan(0);
    expect(dep).toMatchObject({
      booked: 0,
      left: dep.stock,
      groupMin: group.minGroupSize,
      formed: false,
    });

    const children = [
      { age: 8, bed: true },
      { age: 5, bed: false },
    ];
    const total =
      2 * dep.adultFen + dep.childWithBedFen + dep.childNoBedFen + dep.singleSupplementFen;
    const body = tourBody(group.code, dep.date, total, {
      children,
      singleRooms: 1,
      travellers: [
        ...tourBody(group.code, dep.date, 0).travellers,
        child(501, dep.date, 8),
        child(502, dep.date, 5, '王小贝'),
      ],
    });
    const booked = await bookTourOrder(app, token, body);
    expect(booked, booked.message).toMatchObject({ code: 200, data: { totalFen: total } });
    const after = (await calendarOf(app, group.code, dep.date.slice(0, 7))).data.departures.find(
      (d) => d.date === dep.date,
    )!;
    expect(after).toMatchObject({ booked: 4, left: dep.stock - 4, formed: false });
  });
});
