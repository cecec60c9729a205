import { describe, expect, it } from 'vitest';
import {
  addDays,
  CAR_CLASSES,
  CarPath,
  type CarSearchOffer,
  type CarRentalSearchResult,
  type CarStoreSuggestResult,
} from '@lvxing/shared';
import { getCarCatalog } from '../src/modules/car/catalog';
import { buildTestApp, call, dayFromNow } from './helper';
import { beijingClock } from './hotel-fixtures';

const today = dayFromNow(1);
const clock = beijingClock(today, '10:00');
const app = await buildTestApp({ now: clock.now, jobs: false });
const day = (n: number) => addDays(today, n);
const search = (body: object) => call<CarRentalSearchResult>(app, CarPath.rentalSearch, body);
const suggest = (keyword: string) =>
  call<CarStoreSuggestResult>(app, CarPath.storeSuggest, { keyword });
const catalog = getCarCatalog();
const storeNamed = (name: string) => catalog.stores.find((s) => s.name === name)!;
const hongqiaoAirport = storeNamed('上海虹桥国际机场店').id;
const shanghai = storeNamed('上海虹桥站店').cityCode;
const base = { pickupAt: `${day(2)} 10:00`, returnAt: `${day(5)} 10:00` };
const offersOf = (r: { data: CarRentalSearchResult }) => r.data.groups.flatMap((g) => g.offers);
const sum = (o: CarSearchOffer) => o.lines.reduce((s, l) => s + l.amountFen, 0);
const lineOf = (o: CarSearchOffer, code: string) =>
  o.lines.find((l) => l.code === code)?.amountFen ?? 0;

describe('car store suggest', () => {
  it('finds a city and its stores by Chinese, pinyin or initials; hot cities when empty', async () => {
    const zh = await suggest('上海');
    expect(zh.data.items[0]).toMatchObject({ type: 'CITY', name: '上海', cityCode: shanghai });
    expect(zh.data.items.map((p) => p.name)).toContain('上海虹桥站店');
    for (const k of ['shanghaihongqiao', 'shhq']) {
      const r = await suggest(k);
      expect(
        r.data.items.some((p) => p.name.startsWith('上海虹桥')),
        k,
      ).toBe(true);
    }
    const hot = await suggest('');
    expect(hot.data.items.length).toBe(10);
    expect(hot.data.items.every((p) => p.type === 'CITY')).toBe(true);
  });
});

describe('car rental search', () => {
  it('names the field in Chinese for bad input', async () => {
    const cases: [object, RegExp][] = [
      [{ pickupCityCode: shanghai, returnAt: base.returnAt }, /请选择取车时间/],
      [
        { ...base, pickupCityCode: shanghai, pickupAt: `${day(2)} 10:15` },
        /取车时间应为整点或半点/,
      ],
      [{ ...base, pickupCityCode: shanghai, returnAt: `${day(5)}T10:00` }, /还车时间格式/],
      [base, /请选择取车城市或门店/],
      [{ ...base, pickupCityCode: shanghai, ageBand: '12_17' }, /驾驶员年龄段/],
      [{ ...base, pickupCityCode: shanghai, seatsMin: 20 }, /座位数最多9座/],
    ];
    for (const [body, message] of cases) {
      const r = await search(body);
      expect(r.code, JSON.stringify(body)).not.toBe(200);
      expect(r.message).toMatch(message);
    }
  });

  it('refuses a period in the past, beyond 90 days, under a day or over 30 days', async () => {
    const at = (pickupAt: string, returnAt: string) =>
      search({ pickupStoreId: hongqiaoAirport, pickupAt, returnAt });
    const cases: [string, string, RegExp][] = [
      [`${today} 09:30`, `${day(2)} 10:00`, /不能早于当前时间/],
      [`${day(91)} 10:00`, `${day(93)} 10:00`, /90天内/],
      [`${day(2)} 10:00`, `${day(3)} 09:30`, /至少1天/],
      [`${day(2)} 10:00`, `${day(32)} 10:30`, /最多30天/],
      [`${day(2)} 10:00`, '2026-02-30 10:00', /不是有效的日期/],
    ];
    for (const [p, r, message] of cases) {
      const res = await at(p, r);
      expect(res.code, `${p}→${r}`).toBe(26002);
      expect(res.message).toMatch(message);
    }
    expect((await at(`${today} 10:00`, `${day(30)} 10:00`)).code).toBe(200);
    expect((await search({ ...base, pickupStoreId: 'CS999999-01' })).code).toBe(26001);
  });

  it('groups by class, sorts, and makes each total the sum of its lines', async () => {
    const r = await search({ ...base, pickupCityCode: shanghai });
    expect(r.code).toBe(200);
    expect(r.data.rentDays).toBe(3);
    const order = r.data.groups.map((g) => CAR_CLASSES.indexOf(g.classCode));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const g of r.data.groups) {
      const totals = g.offers.map((o) => o.totalFen);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      expect(g.fromTotalFen).toBe(totals[0]);
    }
    // each offer names its store, one of the answer's; the cover tiers are the answer's, once
    const stores = new Set(r.data.pickupStores.map((s) => s.id));
    expect(r.data.insurance.map((i) => i.tier)).toEqual(['BASIC', 'PLUS', 'PREMIUM']);
    for (const o of offersOf(r)) {
      expect(stores.has(o.storeId), o.offerId).toBe(true);
      expect(o).not.toHaveProperty('store');
      expect(o).not.toHaveProperty('insurance');
      expect(o.totalFen).toBe(sum(o));
      expect(lineOf(o, 'RENT')).toBe(3 * o.dailyRentFen);
      expect(o.dailyAvgFen).toBe(Math.round(o.totalFen / 3));
      expect(o.carsLeft).toBeGreaterThan(0);
      expect(o.deposits.violationFen).toBe(200_000);
      expect(o.lines.map((l) => l.code)).not.toContain('ONE_WAY');
    }
    const daily = await search({ ...base, pickupCityCode: shanghai, sort: 'DAILY' });
    for (const g of daily.data.groups) {
      const rents = g.offers.map((o) => o.dailyRentFen);
      expect(rents).toEqual([...rents].sort((a, b) => a - b));
    }
  });

  it('filters by supplier, gearbox, seats, energy, free cancellation, 免押 and age band', async () => {
    const filtered = async (f: object, ok: (o: CarSearchOffer) => boolean) => {
      const r = await search({ ...base, pickupCityCode: shanghai, ...f });
      expect(offersOf(r).length, JSON.stringify(f)).toBeGreaterThan(0);
      expect(offersOf(r).every(ok), JSON.stringify(f)).toBe(true);
      return r;
    };
    const all = await search({ ...base, pickupCityCode: shanghai });
    const supplier = all.data.suppliers[0]!.code;
    await filtered({ supplierCodes: [supplier] }, (o) => o.supplierCode === supplier);
    await filtered({ gearbox: 'AUTO' }, (o) => o.model.gearbox === 'AUTO');
    await filtered({ seatsMin: 7 }, (o) => o.model.seats >= 7);
    await filtered(
      { energy: 'ELECTRIC' },
      (o) => o.model.energy === 'ELECTRIC' && !!o.model.rangeKm,
    );
    await filtered({ freeCancel: true }, (o) => o.freeCancel);
    await filtered({ depositFree: true }, (o) => o.depositFree);
    expect(offersOf(all).some((o) => o.classCode === 'LUXURY')).toBe(true);
    await filtered({ ageBand: '18_24' }, (o) => o.classCode !== 'LUXURY');
  });

  it('charges the one-way fee only when the return city differs', async () => {
    const sameCity = await search({
      ...base,
      pickupStoreId: hongqiaoAirport,
      dropoffStoreId: storeNamed('上海浦东国际机场店').id,
    });
    expect(sameCity.data.oneWay).toBe(false);
    expect(offersOf(sameCity).every((o) => lineOf(o, 'ONE_WAY') === 0)).toBe(true);
    const beijing = catalog.stores.find(
      (s) => s.cityName === '北京' && s.kind === 'AIRPORT' && s.closesAt === 1440,
    )!;
    const other = await search({
      ...base,
      pickupStoreId: hongqiaoAirport,
      dropoffStoreId: beijing.id,
    });
    expect(other.data.oneWay).toBe(true);
    for (const o of offersOf(other)) {
      expect(lineOf(o, 'ONE_WAY')).toBe(150_000);
      expect(o.totalFen).toBe(sum(o));
    }
  });

  it('adds the night fee for a pick-up or return from 22:00 to before 08:00', async () => {
    const nightFee = async (pickupTime: string, returnTime: string) => {
      const r = await search({
        pickupStoreId: hongqiaoAirport,
        pickupAt: `${day(2)} ${pickupTime}`,
        returnAt: `${day(4)} ${returnTime}`,
      });
      return lineOf(offersOf(r)[0]!, 'NIGHT');
    };
    expect(await nightFee('21:30', '08:00')).toBe(0);
    expect(await nightFee('22:00', '08:00')).toBe(5_000);
    expect(await nightFee('21:30', '07:30')).toBe(5_000);
    expect(await nightFee('22:00', '07:30')).toBe(10_000);
  });

  it('refuses a store closed at the pick-up or return time', async () => {
    const parttime = catalog.stores.find((s) => s.cityName === '上海' && s.opensAt > 0)!;
    const r = await search({
      pickupStoreId: parttime.id,
      pickupAt: `${day(2)} 05:00`,
      returnAt: `${day(4)} 12:00`,
    });
    expect(r.code).toBe(26003);
    expect(r.message).toContain(parttime.name);
    const back = await search({
      ...base,
      pickupStoreId: hongqiaoAirport,
      dropoffStoreId: parttime.id,
      returnAt: `${day(4)} 05:00`,
    });
    expect(back.code).toBe(26003);
  });
});
