import { describe, expect, it } from 'vitest';
import {
  addDays,
  type HotelDetailResult,
  type HotelSearchResult,
  type HotelSuggestResult,
} from '@lvxing/shared';
import { dayInfo } from '../src/lib/catalog/day-info';
import { getHotelCatalog, stayNights } from '../src/modules/hotel/catalog';
import { offerOf } from '../src/modules/hotel/hotel-availability';
import { holdRoomNights } from '../src/modules/hotel/hotel-inventory.repository';
import { settableClock } from './bus-fixtures';
import { buildTestApp, call, dayFromNow, freshDatabase, loginMember } from './helper';

const clock = settableClock();
const database = await freshDatabase();
const app = await buildTestApp({ now: clock.now, jobs: false, database });
const catalog = getHotelCatalog();
const SH = '310100';
const today = dayFromNow(0);
/** The first date from `from` on that `test` accepts. */
const firstDay = (from: string, test: (d: string) => boolean) => {
  let d = from;
  while (!test(d)) d = addDays(d, 1);
  return d;
};
const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
/** A Monday at least a week ahead with no holiday near: a plain stay of two nights. */
const monday = firstDay(
  addDays(today, 7),
  (d) => weekday(d) === 1 && ![0, 1, 2, 3].some((i) => dayInfo(addDays(d, i)).isHoliday),
);
const stay = { checkIn: monday, checkOut: addDays(monday, 2) };
const search = (body: object) =>
  call<HotelSearchResult>(app, '/api/hotel/search', { cityCode: SH, ...stay, ...body });
const detail = (body: object, token?: string) =>
  call<HotelDetailResult>(app, '/api/hotel/detail', { ...stay, ...body }, { token });
/** Beijing wall-clock `hh`:00 of `day` as an instant. */
const beijingAt = (day: string, hh: number) =>
  new Date(`${day}T${String(hh).padStart(2, '0')}:00:00+08:00`);

async function soldOut(roomTypeId: string, allotment: number, nights: string[], rooms = allotment) {
  await database.db.transaction((tx) => holdRoomNights(tx, roomTypeId, nights, allotment, rooms));
}

describe('hotel destination suggest', () => {
  const suggest = (body: object) =>
    call<HotelSuggestResult>(app, '/api/hotel/destination/suggest', body);

  it('finds cities, districts, landmarks and hotels by Chinese, pinyin and initials', async () => {
    expect((await suggest({ keyword: '上海' })).data.items[0]).toMatchObject({
      type: 'CITY',
      id: SH,
      name: '上海',
    });
    expect((await suggest({ keyword: 'shanghai' })).data.items[0]).toMatchObject({
      type: 'CITY',
      name: '上海',
    });
    expect((await suggest({ keyword: 'SH' })).data.items.map((i) => i.name)).toContain('上海');
    const hongqiao = await suggest({ keyword: '虹桥', cityCode: SH, limit: 30 });
    expect(hongqiao.data.items.map((i) => i.name)).toContain('上海虹桥站');
    expect(hongqiao.data.items.every((i) => i.cityCode === SH && i.name.includes('虹桥'))).toBe(
      true,
    );
    expect((await suggest({ keyword: '浦东', cityCode: SH })).data.items[0]).toMatchObject({
      type: 'DISTRICT',
      name: '浦东新区',
    });
    expect((await suggest({ keyword: '全季' })).data.items.every((i) => i.type === 'HOTEL')).toBe(
      true,
    );
  });

  it('gives hot cities for no keyword and nothing for an unknown one', async () => {
    const hot = await suggest({});
    expect(hot.data.items.map((i) => i.name).slice(0, 3)).toEqual(['上海', '北京', '广州']);
    expect((await suggest({ keyword: 'qqqzzz' })).data.items).toEqual([]);
  });
});

describe('hotel search', () => {
  it('lists exactly the hotels with rooms for the stay, by popularity, with the lowest nightly price', async () => {
    const res = await search({ pageSize: 50 });
    expect(res.code).toBe(200);
    const ask = { nights: stayNights(stay.checkIn, stay.checkOut), rooms: 1, guestsPerRoom: 1 };
    const expected = (catalog.hotelsByCity.get(SH) ?? [])
      .map((h) => ({ h, o: offerOf(h, ask, new Map()) }))
      .filter((x) => x.o)
      .sort((a, b) => b.h.popularity - a.h.popularity || (a.h.id < b.h.id ? -1 : 1));
    expect(res.data.total).toBe(expected.length);
    expect(res.data.items.map((i) => [i.hotelId, i.lowestNightlyFen])).toEqual(
      expected.slice(0, 50).map((x) => [x.h.id, x.o!.lowestNightlyFen]),
    );
    expect(res.data).toMatchObject({ nights: 2, city: { code: SH, name: '上海' } });
    expect(res.data.facets.landmarks.map((l) => l.name)).toContain('外滩');
    expect(res.data.facets.brands.reduce((s, b) => s + b.count, 0)).toBeLessThanOrEqual(
      res.data.total,
    );
  });

  it('drops a hotel sold out on one night of the stay, and shows rooms left when few', async () => {
    const hotel = catalog.hotelsByCity.get('440100')![3]!;
    const body = { cityCode: '440100', pageSize: 50, place: { type: 'HOTEL', id: hotel.id } };
    expect((await search(body)).data.items.map((i) => i.hotelId)).toEqual([hotel.id]);
    const [first, ...others] = hotel.roomTypes;
    for (const rt of others) await soldOut(rt.id, rt.allotment, [addDays(stay.checkIn, 1)]);
    await soldOut(first!.id, first!.allotment, [stay.checkIn], first!.allotment - 2);
    expect((await search(body)).data.items[0]).toMatchObject({ hotelId: hotel.id, roomsLeft: 2 });
    expect((await search({ ...body, rooms: 3, adults: 3 })).data.total).toBe(0);
    await soldOut(first!.id, first!.allotment, [addDays(stay.checkIn, 1)]);
    expect((await search(body)).data.total).toBe(0);
    // the night after the stay is not part of it
    expect((await search({ ...body, checkOut: addDays(stay.checkIn, 1) })).data.total).toBe(1);
    const page = await detail({ hotelId: hotel.id });
    expect(
      page.data.roomTypes.every((rt) => rt.plans.every((p) => !p.available && p.roomsLeft === 0)),
    ).toBe(true);
  });

  it('filters by 钻级, brand, district, facilities, score and plan terms', async () => {
    const five = await search({ filters: { stars: [5] }, pageSize: 50 });
    expect(five.data.total).toBeGreaterThan(0);
    expect(five.data.items.every((i) => i.stars === 5)).toBe(true);
    const brand = (await search({})).data.facets.brands[0]!;
    const byBrand = await search({ filters: { brands: [brand.name] }, pageSize: 50 });
    expect(byBrand.data.total).toBe(brand.count);
    expect(byBrand.data.items.every((i) => i.brand === brand.name)).toBe(true);
    const pool = await search({
      filters: { facilities: ['POOL', 'GYM'], minScore: 4.5 },
      pageSize: 50,
    });
    expect(pool.data.total).toBeGreaterThan(0);
    for (const i of pool.data.items) {
      expect(catalog.hotelById.get(i.hotelId)!.facilities).toEqual(
        expect.arrayContaining(['POOL', 'GYM']),
      );
      expect(i.score).toBeGreaterThanOrEqual(4.5);
    }
    const free = await search({
      filters: { freeCancel: true, payAtHotel: true, breakfast: false },
      pageSize: 50,
    });
    expect(
      free.data.items.every((i) => i.tags.includes('到店付') && i.tags.includes('免费取消')),
    ).toBe(true);
    const band = await search({
      filters: { priceMinFen: 30000, priceMaxFen: 50000 },
      pageSize: 50,
    });
    expect(
      band.data.items.every((i) => i.lowestNightlyFen >= 30000 && i.lowestNightlyFen <= 50000),
    ).toBe(true);
  });

  it('sorts by price, score and distance, narrows to a district or landmark, and pages', async () => {
    const asc = (await search({ sort: 'PRICE_ASC', pageSize: 50 })).data.items.map(
      (i) => i.lowestNightlyFen,
    );
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await search({ sort: 'PRICE_DESC', pageSize: 50 })).data.items.map(
      (i) => i.lowestNightlyFen,
    );
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const score = (await search({ sort: 'SCORE', pageSize: 50 })).data.items.map((i) => i.score);
    expect(score).toEqual([...score].sort((a, b) => b - a));
    const bund = catalog.cityByCode.get(SH)!.landmarks.find((l) => l.name === '外滩')!;
    const near = await search({
      place: { type: 'LANDMARK', id: bund.id },
      sort: 'DISTANCE',
      pageSize: 50,
    });
    const km = near.data.items.map((i) => i.distanceKm);
    expect(near.data.total).toBeGreaterThan(0);
    expect(near.data.items[0]?.distanceTo).toBe('外滩');
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km.every((d) => d <= 5)).toBe(true);
    const pudong = catalog.cityByCode.get(SH)!.districts.find((d) => d.name === '浦东新区')!;
    const inPudong = await search({ place: { type: 'DISTRICT', id: pudong.code }, pageSize: 50 });
    expect(inPudong.data.total).toBeGreaterThan(0);
    expect(inPudong.data.items.every((i) => i.districtName === '浦东新区')).toBe(true);
    const p1 = await search({ pageSize: 10 });
    const p2 = await search({ pageSize: 10, page: 2 });
    expect(p2.data.total).toBe(p1.data.total);
    expect(p2.data.items.map((i) => i.hotelId)).toEqual(
      (await search({ pageSize: 20 })).data.items.slice(10).map((i) => i.hotelId),
    );
  });

  it('refuses an unknown city or place (20001)', async () => {
    expect(await search({ cityCode: '999900' })).toMatchObject({ code: 20001, data: null });
    expect(await search({ place: { type: 'LANDMARK', id: 'L110100-1' } })).toMatchObject({
      code: 20001,
    });
  });
});

describe('hotel stay validation', () => {
  it.each([
    [{ checkOut: monday }, '离店日期须晚于入住日期'],
    [{ checkOut: addDays(monday, 31) }, '单次最多预订30晚'],
    [{ childAges: [18] }, '儿童年龄应为0–17岁'],
    [{ childAges: [-1] }, '儿童年龄应为0–17岁'],
    [{ rooms: 11, adults: 11 }, '每单最多预订10间房'],
    [{ rooms: 0 }, '至少预订1间房'],
    [{ rooms: 2, adults: 1 }, '每间房至少需1位成人入住'],
  ])('refuses %o: %s', async (body, message) => {
    expect(await search(body)).toMatchObject({ code: 10001, message, data: null });
    expect(await detail({ hotelId: catalog.hotels[0]!.id, ...body })).toMatchObject({
      code: 10001,
      message,
    });
  });

  it('opens check-in from today (yesterday before 06:00, 凌晨房) to 180 days ahead (20005)', async () => {
    try {
      const yesterday = addDays(today, -1);
      const nightBefore = { checkIn: yesterday, checkOut: today };
      clock.set(beijingAt(today, 5));
      expect((await search(nightBefore)).code).toBe(200);
      expect((await detail({ hotelId: catalog.hotels[0]!.id, ...nightBefore })).code).toBe(200);
      clock.set(beijingAt(today, 7));
      expect(await search(nightBefore)).toMatchObject({ code: 20005, data: null });
      expect((await search({ checkIn: today, checkOut: addDays(today, 1) })).code).toBe(200);
      const far = { checkIn: addDays(today, 181), checkOut: addDays(today, 182) };
      expect(await search(far)).toMatchObject({ code: 20005 });
      expect(
        (await search({ checkIn: addDays(today, 180), checkOut: addDays(today, 181) })).code,
      ).toBe(200);
    } finally {
      clock.set(new Date());
    }
  });
});

describe('hotel detail', () => {
  it('prices every plan per night: total = Σ nightly × rooms, weekend and holiday nights dearer', async () => {
    const hotel = catalog.hotelsByCity.get('510100')![7]!;
    const fri = firstDay(
      addDays(today, 7),
      (d) => weekday(d) === 4 && ![0, 1, 2, 3].some((i) => dayInfo(addDays(d, i)).isHoliday),
    );
    const res = await detail({
      hotelId: hotel.id,
      checkIn: fri,
      checkOut: addDays(fri, 3),
      rooms: 2,
      adults: 2,
    });
    expect(res.code).toBe(200);
    expect(res.data.hotel).toMatchObject({ hotelId: hotel.id, sample: true, cityName: '成都' });
    expect(res.data.hotel.nearby.length).toBeGreaterThan(0);
    expect(res.data.roomTypes).toHaveLength(hotel.roomTypes.length);
    for (const plan of res.data.roomTypes.flatMap((rt) => rt.plans)) {
      const [thu, friN, sat] = plan.nightly.map((n) => n.priceFen);
      expect(plan.totalFen).toBe(plan.nightly.reduce((s, n) => s + n.priceFen, 0) * 2);
      expect(plan.avgNightlyFen).toBe(Math.round(plan.totalFen / 2 / 3));
      expect(friN).toBeGreaterThan(thu!);
      expect(sat).toBeGreaterThan(thu!);
      expect(plan.nightly.every((n) => n.priceFen % 100 === 0)).toBe(true);
    }
    const holiday = firstDay(
      addDays(today, 1),
      (d) => dayInfo(d).isHoliday && !dayInfo(addDays(d, -1)).isHoliday,
    );
    expect(holiday <= addDays(today, 170)).toBe(true); // 元旦 or 春节 is always within 170 days
    {
      const before = addDays(holiday, -3);
      const h = await detail({ hotelId: hotel.id, checkIn: before, checkOut: addDays(holiday, 1) });
      const plan = h.data.roomTypes[0]!.plans[0]!;
      const nights = plan.nightly;
      const plain = nights.filter(
        (n) =>
          !dayInfo(n.date).isHoliday &&
          !dayInfo(addDays(n.date, 1)).isHoliday &&
          ![5, 6].includes(weekday(n.date)),
      );
      expect(plain.length).toBeGreaterThan(0);
      for (const p of plain) expect(nights.at(-1)!.priceFen).toBeGreaterThan(p.priceFen);
    }
  });

  it('states each plan’s cancel policy with Beijing times', async () => {
    const hotel = catalog.hotels[100]!;
    const res = await detail({ hotelId: hotel.id });
    const [y, m, d] = stay.checkIn.split('-').map(Number);
    const flexible = res.data.roomTypes[0]!.plans[0]!;
    expect(flexible.cancel).toMatchObject({
      type: 'FREE_UNTIL',
      text: `${y}年${m}月${d}日18:00前可免费取消，逾期收取首晚房费`,
      freeUntil: beijingAt(stay.checkIn, 18).toISOString(),
    });
  });

  it('refuses an unknown hotel (20002)', async () => {
    expect(await detail({ hotelId: 'H310100-9999' })).toMatchObject({ code: 20002, data: null });
  });

  it('gives everyone the same prices: two members and a visitor', async () => {
    const hotelId = catalog.hotelsByCity.get('330100')![2]!.id;
    const [a, b] = [await loginMember(app), await loginMember(app)];
    const visitor = await detail({ hotelId });
    expect(visitor.code).toBe(200);
    expect((await detail({ hotelId }, a)).data).toEqual(visitor.data);
    expect((await detail({ hotelId }, b)).data).toEqual(visitor.data);
    const s = (token?: string) =>
      call<HotelSearchResult>(app, '/api/hotel/search', { cityCode: '330100', ...stay }, { token });
    expect((await s(a)).data).toEqual((await s()).data);
  });
});
