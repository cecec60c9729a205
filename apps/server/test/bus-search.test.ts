import { describe, expect, it } from 'vitest';
import type { BusCitySearchResult, BusSearchResult } from '@lvxing/shared';
import { loadConfig } from '../src/config';
import { buildTestApp, call, dayFromNow } from './helper';
import { linesBetween, settableClock } from './bus-fixtures';

const clock = settableClock();
const app = await buildTestApp({ now: clock.now, jobs: false });
const date = dayFromNow(2);
const search = (body: object) =>
  call<BusSearchResult>(app, '/api/bus/schedule/search', { date, ...body });

describe('bus city search', () => {
  it('answers Chinese, pinyin and initials, with stations; hot cities for no keyword', async () => {
    const res = await call<BusCitySearchResult>(app, '/api/bus/city/search', { keyword: 'nj' });
    expect(res.code).toBe(200);
    expect(res.data.cities[0]).toMatchObject({
      name: '南京',
      province: '江苏省',
      prefecture: '南京市',
      pinyin: 'nanjing',
      initials: 'nj',
    });
    expect(res.data.cities[0]!.stations.map((s) => s.code)).toEqual(['320101', '320102', '320103']);
    const zh = await call<BusCitySearchResult>(app, '/api/bus/city/search', { keyword: '苏州' });
    expect(zh.data.cities[0]?.name).toBe('苏州');
    const hot = await call<BusCitySearchResult>(app, '/api/bus/city/search', {});
    expect(hot.data.cities.slice(0, 3).map((c) => c.name)).toEqual(['北京', '上海', '广州']);
    const bad = await call(app, '/api/bus/city/search', { keyword: 'a'.repeat(30) });
    expect(bad).toMatchObject({ code: 10001, data: null });
  });
});

describe('bus schedule search', () => {
  it('lists the generated departures between two cities, by departure time', async () => {
    const res = await search({ from: '南京', to: '上海' });
    expect(res.code).toBe(200);
    const expected = linesBetween('南京', '上海');
    expect(res.data.schedules.map((s) => s.scheduleId)).toEqual(expected.map((l) => l.scheduleId));
    expect(res.data.totalBeforeFilters).toBe(expected.length);
    const first = res.data.schedules[0]!;
    const line = expected[0]!;
    expect(first).toMatchObject({
      fromCity: '南京',
      toCity: '上海',
      code: line.depTime.replace(':', ''),
      fullPriceFen: line.fullPriceFen,
      halfPriceFen: line.fullPriceFen / 2,
      seatsLeft: line.seatCount,
      saleState: 'ON_SALE',
      vehicleType: line.vehicleType,
    });
    expect(first.distanceKm).toBeGreaterThan(250);
    expect(first.distanceKm).toBeLessThan(450);
    expect(res.data.facets.depStations.map((f) => f.code)).toContain('320101');
  });

  it('narrows to a station when given its code, and accepts 南京市', async () => {
    const res = await search({ from: '南京市', to: '310102' });
    expect(res.data.to).toBe('上海汽车客运北站');
    expect(res.data.schedules.length).toBeGreaterThan(0);
    expect(res.data.schedules.every((s) => s.arrStation.code === '310102')).toBe(true);
    const all = await search({ from: '南京', to: '上海' });
    expect(res.data.schedules.length).toBeLessThan(all.data.schedules.length);
  });

  it('has no departures between cities out of reach, and knows no unknown place', async () => {
    const far = await search({ from: '北京', to: '广州' });
    expect(far).toMatchObject({ code: 200, data: { schedules: [], totalBeforeFilters: 0 } });
    const unknown = await search({ from: '火星', to: '上海' });
    expect(unknown).toMatchObject({ code: 18001, data: null });
    expect(unknown.message).toContain('火星');
  });

  it('filters by time band and station, sorts by price and duration', async () => {
    const banded = await search({
      from: '广州',
      to: '佛山',
      filters: { depTimeBands: ['06-12'], depStations: ['440101'] },
    });
    expect(banded.data.schedules.length).toBeGreaterThan(0);
    for (const s of banded.data.schedules) {
      expect(s.depTime < '12:00').toBe(true);
      expect(s.depStation.code).toBe('440101');
    }
    expect(banded.data.totalBeforeFilters).toBeGreaterThan(banded.data.schedules.length);
    const cheap = await search({ from: '南京', to: '上海', sort: 'price' });
    const prices = cheap.data.schedules.map((s) => s.fullPriceFen);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const slow = await search({ from: '南京', to: '上海', sort: 'duration', order: 'desc' });
    const times = slow.data.schedules.map((s) => s.durationMinutes);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('closes sales at the station cut-off and hides closed departures on request', async () => {
    const line = linesBetween('南京', '上海')[2]!;
    const today = dayFromNow(0, clock.now());
    const departs = new Date(`${today}T${line.depTime}:00+08:00`);
    clock.set(new Date(departs.getTime() - line.saleCutoffMinutes * 60_000 + 1000));
    try {
      const res = await search({ from: '南京', to: '上海', date: today });
      const s = res.data.schedules.find((x) => x.scheduleId === line.scheduleId)!;
      expect(s).toMatchObject({ saleState: 'CLOSED', saleCutoffMinutes: line.saleCutoffMinutes });
      const open = await search({
        from: '南京',
        to: '上海',
        date: today,
        filters: { onlyAvailable: true },
      });
      expect(open.data.schedules.map((x) => x.scheduleId)).not.toContain(line.scheduleId);
      expect(open.data.schedules.every((x) => x.depTime > line.depTime)).toBe(true);
    } finally {
      clock.set(new Date());
    }
  });

  it('sells only inside the sale window (BUS_SALE_WINDOW_DAYS, default 10)', async () => {
    expect(loadConfig({}).busSaleWindowDays).toBe(10);
    expect(loadConfig({ BUS_SALE_WINDOW_DAYS: '15' }).busSaleWindowDays).toBe(15);
    expect(() => loadConfig({ BUS_SALE_WINDOW_DAYS: '0' })).toThrow();
    const last = await search({ from: '南京', to: '上海', date: dayFromNow(10) });
    expect(last.code).toBe(200);
    const beyond = await search({ from: '南京', to: '上海', date: dayFromNow(11) });
    expect(beyond).toMatchObject({ code: 18002, message: '汽车票仅可预订10天内的班次' });
    const past = await search({ from: '南京', to: '上海', date: dayFromNow(-1) });
    expect(past.code).toBe(18002);
  });

  it.each([
    ['no date', { from: '南京', to: '上海', date: undefined }],
    ['a bad date', { from: '南京', to: '上海', date: '2026-13-45' }],
    ['an unknown field', { from: '南京', to: '上海', seats: 2 }],
    ['an empty place', { from: ' ', to: '上海' }],
    ['a bad sort', { from: '南京', to: '上海', sort: 'cheapest' }],
    ['a bad band', { from: '南京', to: '上海', filters: { depTimeBands: ['morning'] } }],
  ])('refuses %s with 10001', async (_label, body) => {
    const res = await call(app, '/api/bus/schedule/search', { date, ...body });
    expect(res).toMatchObject({ code: 10001, data: null });
  });
});
