import { describe, expect, it } from 'vitest';
import { CAR_CLASSES } from '@lvxing/shared';
import { getHotelCatalog } from '../../hotel/catalog';
import { loadStations } from '../../train/catalog/stations';
import { buildCarCatalog, CAR_CITY_COUNT, CAR_MODELS, getCarCatalog } from './index';

const catalog = getCarCatalog();

describe('rental catalog', () => {
  it('has stores in the 60 largest hotel cities, at airports, stations and in town', () => {
    const largest = [...getHotelCatalog().cities].sort((a, b) => a.rank - b.rank);
    expect(catalog.cities.map((c) => c.code)).toEqual(
      largest.slice(0, CAR_CITY_COUNT).map((c) => c.code),
    );
    const kindsOf = (c: (typeof catalog.cities)[number]) =>
      c.storeIds.map((id) => catalog.storeById.get(id)!.kind);
    for (const city of catalog.cities) expect(kindsOf(city), city.name).toContain('CITY');
    // OpenFlights lacks a few new airports (合肥新桥, 烟台蓬莱): those rent at stations or in town
    const atTerminals = catalog.cities.filter((c) => kindsOf(c).some((k) => k !== 'CITY'));
    expect(atTerminals.length).toBeGreaterThanOrEqual(57);
    expect(catalog.cities.filter((c) => kindsOf(c).includes('AIRPORT')).length).toBeGreaterThan(50);
    const shanghai = catalog.stores.filter((s) => s.cityName === '上海').map((s) => s.name);
    expect(shanghai).toEqual(
      expect.arrayContaining(['上海虹桥国际机场店', '上海浦东国际机场店', '上海虹桥站店']),
    );
  });

  it('puts station stores only at 12306 passenger stations, with hours and unique ids', () => {
    const rail = loadStations().byName;
    for (const s of catalog.stores.filter((x) => x.kind === 'STATION')) {
      const station = s.name.replace(/店$/, '');
      expect(rail.has(station) || rail.has(station.replace(/站$/, '')), s.name).toBe(true);
    }
    expect(new Set(catalog.stores.map((s) => s.id)).size).toBe(catalog.stores.length);
    for (const s of catalog.stores) {
      expect(s.id).toMatch(/^CS\d{6}-\d{2}$/);
      expect(s.closesAt).toBeGreaterThan(s.opensAt);
      expect(Math.abs(s.lat) + Math.abs(s.lng)).toBeGreaterThan(0);
    }
  });

  it('keeps every class somewhere, with real models and whole-yuan rents', () => {
    const entries = [...catalog.fleetByStore.values()].flat();
    for (const c of CAR_CLASSES) {
      expect(
        entries.some((e) => e.classCode === c && e.cars > 0),
        c,
      ).toBe(true);
      expect(CAR_MODELS[c].length).toBeGreaterThan(1);
    }
    for (const e of entries) {
      expect(CAR_MODELS[e.classCode]).toContain(e.model);
      expect(e.dailyRentFen % 100).toBe(0);
      expect(e.cars).toBeGreaterThanOrEqual(0);
    }
    const nev = entries.filter((e) => e.model.energy === 'ELECTRIC');
    expect(nev.every((e) => e.model.rangeKm! > 300 && e.model.displacement === null)).toBe(true);
    expect(CAR_MODELS.MPV.every((m) => m.seats === 7)).toBe(true);
  });

  it('is deterministic', () => {
    const again = buildCarCatalog();
    expect(again.stores).toEqual(catalog.stores);
    expect([...again.fleetByStore.entries()]).toEqual([...catalog.fleetByStore.entries()]);
  });
});
