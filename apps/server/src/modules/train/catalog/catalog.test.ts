import { describe, expect, it } from 'vitest';
import { BIG_CITIES } from './big-cities';
import { buildTrainCatalog, getTrainCatalog, journeysBetween, resolvePlace } from './catalog';
import { capacityOf } from './consists';
import { readTrainCsv } from './stations';

const c = getTrainCatalog();
const trains = [...c.trains.values()];
const avgKmh = (t: (typeof trains)[number]) => {
  const a = t.stops[0]!;
  const b = t.stops[t.stops.length - 1]!;
  return (b.km - a.km) / ((b.arr! - a.dep!) / 60);
};

describe('train catalog', () => {
  it('holds all 3,379 stations of the 12306 list and groups them into cities', () => {
    expect(c.stations.byTelecode.size).toBe(3379);
    expect(c.stations.byTelecode.get('VNP')).toMatchObject({ name: '北京南', city: '北京' });
    const beijing = c.cities.get('北京')!;
    expect(beijing.pinyin).toBe('beijing');
    expect(beijing.stations.length).toBe(62);
    expect(beijing.stations.slice(0, 3)).toEqual(expect.arrayContaining(['VNP']));
  });

  it('carries the 492 real trains (renamed stations mapped) and generated ones apart', () => {
    const real = trains.filter((t) => t.real);
    const sample = readTrainCsv('trains.csv').map((r) => r.train_code);
    expect(real.map((t) => t.code).sort()).toEqual([...sample].sort());
    expect(trains.length - real.length).toBeGreaterThan(600);
    const calls = (code: string) => c.trains.get(code)!.stops.map((s) => s.name);
    expect(calls('G1953')).toContain('上海松江'); // was 松江南
    expect(calls('G7373')).toContain('临平南'); // was 余杭
    expect(calls('G7577')).not.toContain('绅坊'); // dropped
    for (const t of trains) {
      expect(t.stops.length).toBeLessThanOrEqual(64);
      for (const s of t.stops) expect(c.stations.byTelecode.get(s.telecode)?.name).toBe(s.name);
      t.stops.forEach((s, i) => {
        if (i === 0) return;
        const prev = t.stops[i - 1]!;
        expect(s.km).toBeGreaterThan(prev.km);
        expect(s.arr!).toBeGreaterThanOrEqual(prev.dep!);
        if (s.dep !== null) expect(s.dep).toBeGreaterThanOrEqual(s.arr!);
      });
    }
  });

  it('is deterministic', () => {
    const again = buildTrainCatalog();
    expect([...again.trains.values()]).toEqual(trains);
  });

  it('connects the 50 largest cities', () => {
    const served = new Set(
      trains.flatMap((t) => t.stops.map((s) => c.stations.byTelecode.get(s.telecode)!.city)),
    );
    for (const city of BIG_CITIES) expect(served, city).toContain(city);
    // every big city reaches every other one, changing trains in big cities if needed
    const reach = new Set<string>(['北京']);
    for (let grew = true; grew;) {
      grew = false;
      for (const t of trains) {
        const cities = t.stops.map((s) => c.stations.byTelecode.get(s.telecode)!.city);
        if (cities.some((x) => reach.has(x)) && cities.some((x) => !reach.has(x))) {
          cities.forEach((x) => reach.add(x));
          grew = true;
        }
      }
    }
    for (const city of BIG_CITIES) expect(reach, city).toContain(city);
    expect(
      journeysBetween(c, resolvePlace(c, '北京')!, resolvePlace(c, '广州')!).length,
    ).toBeGreaterThan(10);
    expect(
      journeysBetween(c, resolvePlace(c, '上海')!, resolvePlace(c, '昆明')!).length,
    ).toBeGreaterThan(5);
  });

  it('runs generated trains at realistic average speeds, stops included', () => {
    const gen = trains.filter((t) => !t.real);
    const mean = (type: string) => {
      const v = gen.filter((t) => t.type === type).map(avgKmh);
      return v.reduce((s, x) => s + x, 0) / v.length;
    };
    expect(mean('G')).toBeGreaterThan(235);
    expect(mean('G')).toBeLessThan(300);
    expect(mean('D')).toBeGreaterThan(165);
    expect(mean('D')).toBeLessThan(215);
    for (const type of ['Z', 'T', 'K']) {
      for (const t of gen.filter((x) => x.type === type)) {
        expect(avgKmh(t)).toBeGreaterThan(60);
        expect(avgKmh(t)).toBeLessThan(130);
      }
    }
    const jinghu = gen.filter(
      (t) => t.type === 'G' && t.stops[0]!.name === '北京南' && t.stops.at(-1)!.name === '上海虹桥',
    );
    for (const t of jinghu) expect(avgKmh(t)).toBeGreaterThan(230);
  });

  it('sells realistic consists: G/D 商务/一等/二等 (+无座), sleepers on conventional trains', () => {
    expect(c.trains.get('G1')!.seatClasses).toEqual(['9', 'M', 'O', 'WZ']);
    const k = trains.find((t) => t.type === 'K')!;
    expect(k.seatClasses).toEqual(['4', '3', '1', 'WZ']);
    const g8 = capacityOf('G8');
    expect(g8.get('O')).toBe(580);
    expect(capacityOf('G16').get('O')! + capacityOf('G16').get('M')!).toBeGreaterThan(1000);
    expect(capacityOf('K18').get('3')).toBe(9 * 66);
  });
});
