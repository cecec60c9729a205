import { describe, expect, it } from 'vitest';
import { buildBusCatalog, getBusCatalog } from './index';
import {
  MAX_LIFELINE_KM,
  MAX_ROUTE_KM,
  ROAD_FACTOR,
  VEHICLES,
  greatCircleKm,
  provincesInReach,
  type BusScheduleLine,
} from './index';

const catalog = getBusCatalog();
const cities = [...catalog.cities.values()];
const lines: BusScheduleLine[] = catalog.routes.flatMap((r) => [
  ...catalog.schedulesBetween(r.a, r.b),
  ...catalog.schedulesBetween(r.b, r.a),
]);
const cityByName = (name: string) => catalog.resolvePlace(name)!.city;
const CHINESE = /^[\u4e00-\u9fa5]+$/u;

describe('bus cities and stations', () => {
  it('has every prefecture-level city, municipalities by name, no pseudo-cities', () => {
    expect(cities).toHaveLength(336);
    for (const name of ['北京', '天津', '上海', '重庆', '南京', '延吉', '西昌', '喀什']) {
      expect(
        cities.some((c) => c.name === name),
        name,
      ).toBe(true);
    }
    for (const c of cities) {
      expect(c.name, c.code).toMatch(CHINESE);
      expect(c.name, c.code).not.toMatch(/市辖区|直辖|^县$/u);
      expect(c.pinyin, c.code).toMatch(/^[a-z]+$/);
      expect(c.initials.length, c.code).toBeGreaterThan(0);
    }
    expect(cities.some((c) => c.name.startsWith('三沙'))).toBe(false);
    expect(cityByName('北京').prefecture).toBe('北京市');
    expect(cityByName('延边朝鲜族自治州').name).toBe('延吉');
    expect(cityByName('凉山').name).toBe('西昌');
    expect(cityByName('南京市').name).toBe('南京');
    expect(catalog.resolvePlace('海南')).toBeUndefined(); // a province, not 海南藏族自治州
  });

  it('gives each city 1–3 stations with unique codes under the city code', () => {
    const codes = new Set<string>();
    for (const c of cities) {
      expect(c.stations.length, c.name).toBeGreaterThanOrEqual(1);
      expect(c.stations.length, c.name).toBeLessThanOrEqual(3);
      if (c.tier === 3) expect(c.stations, c.name).toHaveLength(3);
      for (const s of c.stations) {
        expect(s.code).toMatch(new RegExp(`^${c.code}\\d{2}$`));
        expect(s.name.startsWith(c.name), s.name).toBe(true);
        expect(s.name).toMatch(/(站|中心)$/u);
        expect([10, 15, 20, 30]).toContain(s.saleCutoffMinutes);
        expect(codes.has(s.code)).toBe(false);
        codes.add(s.code);
      }
    }
    expect(catalog.resolvePlace('320101')?.station?.name).toBe('南京汽车客运总站');
  });

  it('is deterministic: a second build is equal', () => {
    const again = buildBusCatalog();
    expect([...again.cities.values()]).toEqual(cities);
    expect(again.routes).toEqual(catalog.routes);
    const nj = cityByName('南京').code;
    const sh = cityByName('上海').code;
    expect(again.schedulesBetween(nj, sh)).toEqual(catalog.schedulesBetween(nj, sh));
  });
});

describe('bus routes', () => {
  it('joins only cities of the same or neighbouring provinces, within 500 road km', () => {
    const lifelines = catalog.routes.filter((r) => r.lifeline);
    for (const r of catalog.routes) {
      const a = catalog.cities.get(r.a)!;
      const b = catalog.cities.get(r.b)!;
      expect(provincesInReach(a.provinceCode, b.provinceCode), `${a.name}-${b.name}`).toBe(true);
      expect(r.distanceKm).toBe(Math.round(greatCircleKm(a, b) * ROAD_FACTOR));
      expect(r.distanceKm).toBeLessThanOrEqual(r.lifeline ? MAX_LIFELINE_KM : MAX_ROUTE_KM);
    }
    // a lifeline serves a city that has no ordinary route at all
    for (const r of lifelines) {
      const lonely = [r.a, r.b].filter(
        (c) => !catalog.routes.some((x) => !x.lifeline && (x.a === c || x.b === c)),
      );
      expect(lonely.length, `${r.a}-${r.b}`).toBeGreaterThan(0);
    }
    expect(lifelines.length).toBeLessThan(5);
    expect(catalog.routeBetween(cityByName('北京').code, cityByName('广州').code)).toBeUndefined();
    expect(catalog.schedulesBetween(cityByName('北京').code, cityByName('广州').code)).toEqual([]);
    expect(catalog.routeBetween(cityByName('上海').code, cityByName('南京').code)).toBeDefined();
  });
});

describe('bus schedules', () => {
  it('price full fares at ¥0.30–0.45 per km (whole yuan) and half fares at exactly 50 %', () => {
    expect(lines.length).toBeGreaterThan(10_000);
    for (const { yuanPerKm } of Object.values(VEHICLES)) {
      expect(yuanPerKm[0]).toBeGreaterThanOrEqual(0.3);
      expect(yuanPerKm[1]).toBeLessThanOrEqual(0.45);
    }
    const bad = lines.filter((l) => {
      const [lo, hi] = VEHICLES[l.vehicleType].yuanPerKm;
      return (
        l.fullPriceFen % 100 !== 0 ||
        l.fullPriceFen < Math.round(l.distanceKm * lo) * 100 - 100 ||
        l.fullPriceFen > Math.round(l.distanceKm * hi) * 100 + 100 ||
        l.halfPriceFen * 2 !== l.fullPriceFen
      );
    });
    expect(bad).toEqual([]);
  });

  it('use realistic vehicles, durations (60–80 km/h) and cut-offs', () => {
    const bad = lines.filter((l) => {
      const kmh = (l.distanceKm / l.durationMinutes) * 60;
      const large = l.vehicleType.startsWith('大型');
      return (
        !VEHICLES[l.vehicleType].seats.includes(l.seatCount) ||
        (large ? l.seatCount < 45 || l.seatCount > 55 : l.seatCount < 19 || l.seatCount > 35) ||
        (l.durationMinutes > 20 && (kmh < 55 || kmh > 85)) ||
        l.durationMinutes < 20 ||
        l.saleCutoffMinutes !== l.depStation.saleCutoffMinutes ||
        l.depTime < '06:00' ||
        l.depTime > '20:00'
      );
    });
    expect(bad).toEqual([]);
    expect(new Set(lines.map((l) => l.vehicleType)).size).toBe(4);
  });

  it('have unique ids that resolve, and more departures on short busy pairs', () => {
    const ids = new Set(lines.map((l) => l.scheduleId));
    expect(ids.size).toBe(lines.length);
    for (const l of lines.slice(0, 500)) expect(catalog.scheduleById(l.scheduleId)).toEqual(l);
    expect(catalog.scheduleById('999999-320101-0900')).toBeUndefined();
    const count = (a: string, b: string) =>
      catalog.schedulesBetween(cityByName(a).code, cityByName(b).code).length;
    expect(count('广州', '佛山')).toBeGreaterThan(20);
    expect(count('南京', '上海')).toBeGreaterThan(count('南京', '临沂'));
    expect(count('广州', '佛山')).toBeGreaterThan(count('广州', '湛江'));
    expect(lines.some((l) => !l.refundable)).toBe(true);
    expect(lines.filter((l) => l.refundable).length / lines.length).toBeGreaterThan(0.85);
  });
});

describe('bus city search', () => {
  it('finds cities by Chinese, alias, full pinyin, initials and station code', () => {
    const names = (kw: string) => catalog.searchCities(kw, 5).map((c) => c.name);
    expect(names('南京')[0]).toBe('南京');
    expect(names('nanjing')[0]).toBe('南京');
    expect(names('nj')[0]).toBe('南京');
    expect(names('NJ')[0]).toBe('南京');
    expect(names('延边')[0]).toBe('延吉');
    expect(names('luan')[0]).toBe('六安');
    expect(names('cq')[0]).toBe('重庆');
    expect(names('310101')).toEqual(['上海']);
    expect(names('xyz')).toEqual([]);
    expect(names('')).toEqual(['北京', '上海', '广州', '深圳', '杭州']);
    expect(catalog.searchCities('', 50)).toHaveLength(20);
  });
});
