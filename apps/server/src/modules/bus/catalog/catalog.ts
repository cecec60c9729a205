import { compareStrings } from '../../../lib/catalog/prng';
import { buildCities } from './cities';
import { normaliseKeyword, searchBusCities } from './city-search';
import { loadBusSeedData } from './data-loading';
import { buildRoutes } from './routes';
import { buildSchedules } from './schedules';
import type { BusCity, BusRoute, BusScheduleLine, BusStation } from './types';

/** A place typed by the member: a whole city, or one of its stations. */
export interface BusPlace {
  city: BusCity;
  station?: BusStation;
}

export interface BusCatalog {
  /** Cities with at least one route, by code. */
  cities: Map<string, BusCity>;
  stations: Map<string, BusStation>;
  routes: readonly BusRoute[];
  /** The route between two cities (either order). */
  routeBetween(a: string, b: string): BusRoute | undefined;
  /** Daily departures from one city to another (empty when no route), by departure time. */
  schedulesBetween(fromCity: string, toCity: string): BusScheduleLine[];
  /** One line by its `scheduleId`. */
  scheduleById(scheduleId: string): BusScheduleLine | undefined;
  /** A city name (or official/short prefecture name, with or without 市) or a station code. */
  resolvePlace(text: string): BusPlace | undefined;
  searchCities(keyword: string, limit: number): BusCity[];
}

/** Pair schedules kept in memory (generated again when evicted: generation is deterministic). */
const MEMO_PAIRS = 4000;

/**
 * Builds the bus catalog from the seed data (see data/NOTICE.md): cities with generated coach
 * stations, routes in reach, and daily schedules generated per pair on first use.
 */
export function buildBusCatalog(): BusCatalog {
  const all = buildCities(loadBusSeedData());
  const routes = buildRoutes(all);
  const routeMap = new Map(routes.map((r) => [`${r.a}-${r.b}`, r]));
  const served = new Set(routes.flatMap((r) => [r.a, r.b]));
  const cities = new Map(all.filter((c) => served.has(c.code)).map((c) => [c.code, c]));
  const stations = new Map([...cities.values()].flatMap((c) => c.stations.map((s) => [s.code, s])));
  const names = new Map<string, BusCity>();
  for (const c of cities.values()) {
    for (const n of [c.name, ...c.aliases]) if (!names.has(n)) names.set(n, c);
  }
  const memo = new Map<string, BusScheduleLine[]>();

  const routeBetween = (a: string, b: string) =>
    routeMap.get(compareStrings(a, b) < 0 ? `${a}-${b}` : `${b}-${a}`);
  const schedulesBetween = (fromCity: string, toCity: string) => {
    const key = `${fromCity}>${toCity}`;
    const hit = memo.get(key);
    if (hit) return hit;
    const from = cities.get(fromCity);
    const to = cities.get(toCity);
    const route = routeBetween(fromCity, toCity);
    const list = from && to && route ? buildSchedules(from, to, route) : [];
    if (memo.size >= MEMO_PAIRS) memo.clear();
    memo.set(key, list);
    return list;
  };

  return {
    cities,
    stations,
    routes,
    routeBetween,
    schedulesBetween,
    scheduleById(scheduleId) {
      const [dep, arr] = scheduleId.split('-');
      const from = stations.get(dep ?? '');
      const to = stations.get(arr ?? '');
      if (!from || !to) return undefined;
      return schedulesBetween(from.cityCode, to.cityCode).find((s) => s.scheduleId === scheduleId);
    },
    resolvePlace(text) {
      const kw = normaliseKeyword(text);
      const station = stations.get(kw);
      if (station) {
        const city = cities.get(station.cityCode);
        return city ? { city, station } : undefined;
      }
      const city = names.get(kw) ?? names.get(text.trim());
      return city ? { city } : undefined;
    },
    searchCities: (keyword, limit) => searchBusCities([...cities.values()], keyword, limit),
  };
}

let memo: BusCatalog | undefined;

/** The bus catalog of this process: built on first use (≈ 0.1 s), then shared. Deterministic. */
export function getBusCatalog(): BusCatalog {
  memo ??= buildBusCatalog();
  return memo;
}
