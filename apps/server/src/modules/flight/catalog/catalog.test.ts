import { describe, expect, it } from 'vitest';
import { buildCatalog, getCatalog } from './index';

const catalog = getCatalog();
const schedules = [...catalog.schedulesByFlightNo.values()];
/** Chinese text only: at least one Han character and no Latin letters. */
const CHINESE = /^(?=.*\p{Script=Han})[^A-Za-z]+$/u;

describe('flight catalog', () => {
  it('is deterministic: two builds are equal', () => {
    const again = buildCatalog();
    expect([...again.schedulesByFlightNo.values()]).toEqual(schedules);
    expect([...again.airports.values()]).toEqual([...catalog.airports.values()]);
    expect([...again.airlines.values()]).toEqual([...catalog.airlines.values()]);
    expect([...again.cities.values()]).toEqual([...catalog.cities.values()]);
    expect([...again.schedulesByRoute.keys()]).toEqual([...catalog.schedulesByRoute.keys()]);
  });

  it('gives every scheduled airport and airline a Chinese name', () => {
    const airports = new Set(schedules.flatMap((s) => [s.dep, s.arr]));
    for (const code of airports) {
      const a = catalog.airports.get(code);
      expect(a, code).toBeDefined();
      expect(a?.nameZh, code).toMatch(CHINESE);
      expect(a?.cityZh, code).toMatch(CHINESE);
      expect(a?.countryZh, code).toMatch(CHINESE);
    }
    for (const code of new Set(schedules.map((s) => s.airline))) {
      const airline = catalog.airlines.get(code);
      expect(airline?.nameZh, code).toMatch(CHINESE);
      expect(airline?.shortZh, code).toMatch(CHINESE);
    }
    for (const c of catalog.cities.values()) {
      expect(c.nameZh, c.code).toMatch(CHINESE);
      expect(c.pinyin, c.code).toMatch(/^[a-z]+$/);
    }
  });

  it('groups multi-airport cities under one city code', () => {
    const codes = (code: string) =>
      catalog
        .resolvePlace(code)
        ?.airports.map((a) => a.code)
        .sort();
    expect(catalog.resolvePlace('CBJS')?.nameZh).toBe('北京');
    expect(codes('CBJS')).toEqual(['PEK', 'PKX']);
    expect(codes('CSHA')).toEqual(['PVG', 'SHA']);
    expect(codes('CCTU')).toEqual(['CTU', 'TFU']);
    expect(codes('CTYO')).toEqual(['HND', 'NRT']);
    expect(catalog.airports.get('PKX')?.cityCode).toBe('CBJS');
    expect(catalog.airports.get('PKX')?.nameZh).toBe('大兴国际机场');
    expect(catalog.airports.get('PEK')?.nameZh).toBe('首都国际机场');
    expect(catalog.airports.get('TFU')?.nameZh).toBe('天府国际机场');
  });

  it('resolves an airport code to that airport alone, and a lone airport to its city', () => {
    const pkx = catalog.resolvePlace('PKX');
    expect(pkx?.airports.map((a) => a.code)).toEqual(['PKX']);
    expect(pkx?.nameZh).toBe('北京大兴国际机场');
    expect(catalog.resolvePlace('can')?.nameZh).toBe('广州');
    expect(catalog.resolvePlace('XXX')).toBeUndefined();
  });

  it('marks mainland airports domestic and HK/Macau/Taiwan and abroad international', () => {
    expect(catalog.airports.get('PEK')).toMatchObject({ domestic: true, countryZh: '中国' });
    expect(catalog.airports.get('HKG')).toMatchObject({ domestic: false, countryZh: '中国香港' });
    expect(catalog.airports.get('TPE')).toMatchObject({ domestic: false, countryZh: '中国台湾' });
    expect(catalog.airports.get('NRT')).toMatchObject({ domestic: false, countryZh: '日本' });
    expect(catalog.schedulesByRoute.get('PEK-SHA')?.every((s) => !s.international)).toBe(true);
    expect(catalog.schedulesByRoute.get('PEK-HKG')?.every((s) => s.international)).toBe(true);
  });

  it('flies from the new airports PKX and TFU', () => {
    for (const code of ['PKX', 'TFU']) {
      expect(schedules.filter((s) => s.dep === code).length, code).toBeGreaterThan(20);
      expect(schedules.filter((s) => s.arr === code).length, code).toBeGreaterThan(20);
    }
    expect(schedules.some((s) => s.dep === 'PKX' && s.airline === 'KN')).toBe(true);
  });

  it('numbers, times and sizes flights plausibly', () => {
    expect(schedules.length).toBeLessThanOrEqual(25_000);
    for (const s of schedules) {
      expect(s.flightNo).toMatch(new RegExp(`^${s.airline}\\d{3,4}$`));
      expect(s.depTime >= '06:00' && s.depTime <= '23:00', s.flightNo).toBe(true);
      expect(Number(s.depTime.slice(3)) % 5).toBe(0);
      expect(s.blockMinutes % 5).toBe(0);
      expect(s.cabins.some((c) => c.cabin === 'Y')).toBe(true);
      expect(s.daysOfWeek.length).toBeGreaterThanOrEqual(3);
      expect(catalog.schedulesByRoute.get(`${s.dep}-${s.arr}`)).toContain(s);
    }
    const trunk = (from: string, to: string) => {
      const [a, b] = [catalog.resolvePlace(from), catalog.resolvePlace(to)];
      return (a?.airports ?? []).flatMap((x) =>
        (b?.airports ?? []).flatMap(
          (y) => catalog.schedulesByRoute.get(`${x.code}-${y.code}`) ?? [],
        ),
      );
    };
    expect(trunk('CBJS', 'CSHA').length).toBeGreaterThanOrEqual(20);
    expect(trunk('CBJS', 'CAN').length).toBeGreaterThanOrEqual(6);
  });
});
