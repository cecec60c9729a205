import { describe, expect, it } from 'vitest';
import type {
  StationSearchResult,
  TrainPriceDetail,
  TrainSearchResult,
  TrainStopListResult,
} from '@lvxing/shared';
import { getTrainCatalog } from '../src/modules/train/catalog/catalog';
import { buildTestApp, call, dayFromNow, testClock } from './helper';

const clock = testClock();
const app = await buildTestApp({ now: clock.now, jobs: false });
const date = dayFromNow(3);
const catalog = getTrainCatalog();

const search = (body: object) =>
  call<TrainSearchResult>(app, '/api/train/ticket/search', {
    from: '北京',
    to: '上海',
    date,
    ...body,
  });
const stations = (keyword: string, limit?: number) =>
  call<StationSearchResult>(app, '/api/train/station/search', { keyword, limit });

/** Trains calling at a station of city `a` and later at one of city `b`, straight from the stops. */
function expectedBetween(a: string, b: string): string[] {
  const cityOf = (t: string) => catalog.stations.byTelecode.get(t)?.city;
  return [...catalog.trains.values()]
    .filter((t) => {
      const i = t.stops.findIndex((s) => cityOf(s.telecode) === a);
      return i >= 0 && t.stops.some((s, j) => j > i && cityOf(s.telecode) === b);
    })
    .map((t) => t.code)
    .sort();
}

describe('station search', () => {
  it('finds a city with all its stations by Chinese, pinyin and initials', async () => {
    for (const kw of ['北京', 'beijing', 'bj']) {
      const res = await stations(kw);
      expect(res.code).toBe(200);
      const first = res.data.items[0]!;
      expect(first).toMatchObject({ kind: 'CITY', code: '北京', name: '北京' });
      const names = first.stations.map((s) => s.name);
      for (const n of ['北京', '北京南', '北京西', '北京北', '北京朝阳'])
        expect(names).toContain(n);
      expect(first.stations.length).toBe(catalog.cities.get('北京')!.stations.length);
    }
  });

  it('finds stations by telecode, initials and name part; empty keyword gives hot cities', async () => {
    expect((await stations('VNP')).data.items[0]).toMatchObject({
      kind: 'STATION',
      name: '北京南',
    });
    const hq = (await stations('shhq')).data.items.map((i) => i.name);
    expect(hq).toContain('上海虹桥');
    const hong = (await stations('虹桥')).data.items.map((i) => i.name);
    expect(hong).toContain('上海虹桥');
    const hot = await stations('', 5);
    expect(hot.data.items.map((i) => i.name)).toEqual(['北京', '上海', '广州', '深圳', '杭州']);
    expect(hot.data.items.every((i) => i.kind === 'CITY')).toBe(true);
    expect((await stations('zzzzqqq')).data.items).toEqual([]);
  });
});

describe('ticket search against the timetable', () => {
  it('returns exactly the trains calling at both cities in order, with times from the stops', async () => {
    const res = await search({});
    expect(res.code).toBe(200);
    const codes = res.data.trains.map((t) => t.trainCode).sort();
    expect(codes).toEqual(expectedBetween('北京', '上海'));
    expect(codes.length).toBeGreaterThan(30);
    for (const t of res.data.trains) {
      const train = catalog.trains.get(t.trainCode)!;
      const from = train.stops[t.from.seq - 1]!;
      const to = train.stops[t.to.seq - 1]!;
      expect(catalog.stations.byTelecode.get(from.telecode)?.city).toBe('北京');
      expect(catalog.stations.byTelecode.get(to.telecode)?.city).toBe('上海');
      expect(t.from.seq).toBeLessThan(t.to.seq);
      expect(t.durationMinutes).toBe(to.arr! - from.dep!);
      expect(t.distanceKm).toBe(Math.round(to.km - from.km));
      expect(t.saleState).toBe('ON_SALE');
      expect(t.seats.length).toBeGreaterThan(0);
    }
    expect(res.data.trains.some((t) => t.real) && res.data.trains.some((t) => !t.real)).toBe(true);
    const times = res.data.trains.map((t) => t.depTime);
    expect([...times].sort()).toEqual(times);
    const back = (await search({ from: '上海', to: '北京' })).data.trains.map((t) => t.trainCode);
    expect(back.sort()).toEqual(expectedBetween('上海', '北京'));
    expect(back).not.toContain('G1');
    expect(codes).toContain('G1');
  });

  it('narrows to stations by telecode or name and rejects unknown places and past dates', async () => {
    const res = await search({ from: 'VNP', to: '南京南' });
    expect(res.data.trains.length).toBeGreaterThan(5);
    for (const t of res.data.trains) {
      expect(t.from.telecode).toBe('VNP');
      expect(t.to.name).toBe('南京南');
    }
    expect(res.data.from).toEqual({ name: '北京南', stations: [{ code: 'VNP', name: '北京南' }] });
    expect((await search({ from: '火星' })).code).toBe(17001);
    expect((await search({ date: dayFromNow(-1) })).code).toBe(14006);
  });

  it('puts a train boarding after midnight on the run of the day before', async () => {
    const late = [...catalog.trains.values()].find((t) =>
      t.stops.some((s, i) => i > 0 && i < t.stops.length - 1 && (s.dep ?? 0) >= 1440),
    )!;
    const i = late.stops.findIndex((s, k) => k > 0 && (s.dep ?? 0) >= 1440);
    const res = await search({ from: late.stops[i]!.telecode, to: late.stops[i + 1]!.telecode });
    const hit = res.data.trains.find((t) => t.trainCode === late.code)!;
    expect(hit.date).toBe(date);
    expect(hit.runDate).toBe(dayFromNow(2));
  });

  it('filters by type, time band, station, seat class and sorts by price, duration, arrival', async () => {
    const all = (await search({})).data;
    expect(all.facets.trainTypes.map((f) => f.code)).toEqual(expect.arrayContaining(['G', 'K']));
    const g = (await search({ filters: { trainTypes: ['G'] } })).data.trains;
    expect(g.length).toBe(all.trains.filter((t) => t.trainType === 'G').length);
    const evening = (await search({ filters: { depTimeBands: ['18-24'] } })).data.trains;
    expect(evening.every((t) => t.depTime >= '18:00')).toBe(true);
    const sleepers = (await search({ filters: { seatClasses: ['3'] } })).data.trains;
    expect(sleepers.length).toBeGreaterThan(0);
    expect(sleepers.every((t) => t.seats.some((s) => s.seatClass === '3'))).toBe(true);
    const bjn = (await search({ filters: { depStations: ['VNP'] } })).data.trains;
    expect(bjn.every((t) => t.from.telecode === 'VNP')).toBe(true);
    const cheap = (await search({ sort: 'price' })).data.trains;
    const low = cheap.map((t) => Math.min(...t.seats.map((s) => s.priceFen)));
    expect([...low].sort((a, b) => a - b)).toEqual(low);
    const slow = (await search({ sort: 'duration', order: 'desc' })).data.trains;
    const d = slow.map((t) => t.durationMinutes);
    expect([...d].sort((a, b) => b - a)).toEqual(d);
    const arr = (await search({ sort: 'arrTime' })).data.trains;
    const at = arr.map((t) => t.arrDayOffset * 1440 + Number(t.arrTime.replace(':', '.')) * 60);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(all.totalBeforeFilters).toBe(all.trains.length);
  });

  it('marks dates beyond the 15-day window as not yet on sale', async () => {
    const res = await search({ date: dayFromNow(20) });
    expect(res.code).toBe(200);
    expect(res.data.trains.every((t) => t.saleState === 'NOT_YET')).toBe(true);
    const last = await search({ date: dayFromNow(14) });
    expect(last.data.trains.some((t) => t.saleState === 'ON_SALE')).toBe(true);
    const beyond = await search({ date: dayFromNow(15) });
    expect(beyond.data.trains.every((t) => t.saleState === 'NOT_YET')).toBe(true);
  });
});

describe('TRAIN_SALE_WINDOW_DAYS', () => {
  it('overrides the 15-day rule', async () => {
    const short = await buildTestApp({ config: { trainSaleWindowDays: 5 }, jobs: false });
    const at = (d: number) =>
      call<TrainSearchResult>(short, '/api/train/ticket/search', {
        from: '北京',
        to: '上海',
        date: dayFromNow(d),
      });
    expect((await at(4)).data.trains.some((t) => t.saleState === 'ON_SALE')).toBe(true);
    expect((await at(5)).data.trains.every((t) => t.saleState === 'NOT_YET')).toBe(true);
  });
});

describe('stop list and price detail', () => {
  it('lists the stops of a train with times, dwell and kilometres', async () => {
    const res = await call<TrainStopListResult>(app, '/api/train/stop/list', { trainCode: 'G1' });
    expect(res.code).toBe(200);
    const stops = res.data.stops;
    expect(stops[0]).toMatchObject({ name: '北京南', arrTime: null, depTime: '09:00', seq: 1 });
    expect(stops[stops.length - 1]).toMatchObject({ name: '上海虹桥', depTime: null });
    const km = stops.map((s) => s.distanceKm);
    expect([...km].sort((a, b) => a - b)).toEqual(km);
    expect((await call(app, '/api/train/stop/list', { trainCode: 'G99999' })).code).toBe(17002);
  });

  it('prices ticket types: child and disabled soldier half, student 75 % of 二等座', async () => {
    const body = { trainCode: 'G1', date, from: 'VNP', to: 'AOH', seatClass: 'O' };
    const res = await call<TrainPriceDetail>(app, '/api/train/order/price/detail', {
      ...body,
      ticketTypes: ['1', '1', '2', '3', '4'],
    });
    expect(res.code).toBe(200);
    const unit = Object.fromEntries(res.data.lines.map((l) => [l.ticketType, l]));
    expect(unit['1']).toMatchObject({ count: 2, unitFen: 60650 });
    expect(unit['2']!.unitFen).toBe(30350); // ¥303.25 → ¥303.5 (12306 tail rounding)
    expect(unit['3']!.unitFen).toBe(45500);
    expect(unit['4']!.unitFen).toBe(30350);
    expect(res.data.totalFen).toBe(60650 * 2 + 30350 + 45500 + 30350);
    const first = await call(app, '/api/train/order/price/detail', {
      ...body,
      seatClass: 'M',
      ticketTypes: ['3'],
    });
    expect(first).toMatchObject({ code: 14005, message: expect.stringContaining('学生票仅限') });
    const wrong = await call(app, '/api/train/order/price/detail', {
      ...body,
      from: 'AOH',
      to: 'VNP',
      ticketTypes: ['1'],
    });
    expect(wrong.code).toBe(17002);
  });
});

describe('bad bodies', () => {
  it.each([
    ['/api/train/ticket/search', { from: '北京', to: '上海', date: '2026-13-45' }],
    ['/api/train/ticket/search', { from: '', to: '上海', date }],
    ['/api/train/ticket/search', { from: '北京', to: '上海', date, sort: 'fastest' }],
    ['/api/train/ticket/search', { from: '北京', to: '上海', date, extra: 1 }],
    ['/api/train/station/search', { keyword: 5 }],
    ['/api/train/stop/list', { trainCode: 'X1' }],
    ['/api/train/order/price/detail', { trainCode: 'G1', date, from: 'VNP', to: 'AOH' }],
  ])('%s answers an envelope error, not a 500', async (url, body) => {
    const res = await app.inject({ method: 'POST', url, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 10001, data: null });
  });
});
