import { compareStrings, unit } from '../../../lib/catalog/prng';
import type { BusCity, BusRoute } from './types';

/**
 * Provinces that share a land border (by 2-digit code), plus 广东–海南 (buses cross the
 * Qiongzhou Strait by ferry). Symmetric; compiled for this project.
 */
const NEIGHBOURS: Readonly<Record<string, readonly string[]>> = {
  '11': ['12', '13'],
  '12': ['11', '13'],
  '13': ['11', '12', '14', '15', '21', '37', '41'],
  '14': ['13', '15', '41', '61'],
  '15': ['13', '14', '21', '22', '23', '61', '62', '64'],
  '21': ['13', '15', '22'],
  '22': ['15', '21', '23'],
  '23': ['15', '22'],
  '31': ['32', '33'],
  '32': ['31', '33', '34', '37'],
  '33': ['31', '32', '34', '35', '36'],
  '34': ['32', '33', '36', '37', '41', '42'],
  '35': ['33', '36', '44'],
  '36': ['33', '34', '35', '42', '43', '44'],
  '37': ['13', '32', '34', '41'],
  '41': ['13', '14', '34', '37', '42', '61'],
  '42': ['34', '36', '41', '43', '50', '61'],
  '43': ['36', '42', '44', '45', '50', '52'],
  '44': ['35', '36', '43', '45', '46'],
  '45': ['43', '44', '52', '53'],
  '46': ['44'],
  '50': ['42', '43', '51', '52', '61'],
  '51': ['50', '52', '53', '54', '61', '62', '63'],
  '52': ['43', '45', '50', '51', '53'],
  '53': ['45', '51', '52', '54'],
  '54': ['51', '53', '63', '65'],
  '61': ['14', '15', '41', '42', '50', '51', '62', '64'],
  '62': ['15', '51', '61', '63', '64', '65'],
  '63': ['51', '54', '62', '65'],
  '64': ['15', '61', '62'],
  '65': ['54', '62', '63'],
};

/** Road distance estimate from straight-line distance (domain assumption of this project). */
export const ROAD_FACTOR = 1.25;
/** Ordinary routes are at most this long (road km). */
export const MAX_ROUTE_KM = 500;
/** A city with no ordinary route gets its nearest reachable city up to this distance. */
export const MAX_LIFELINE_KM = 1000;
/** Routes shorter than this are city buses, not coach lines. */
const MIN_ROUTE_KM = 15;

/** True when the two provinces are the same or neighbours. */
export function provincesInReach(p: string, q: string): boolean {
  return p === q || (NEIGHBOURS[p]?.includes(q) ?? false);
}

/** Great-circle distance in km (haversine, mean Earth radius 6371 km). */
export function greatCircleKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Road distance estimate between two cities, whole km. */
export function roadKm(a: BusCity, b: BusCity): number {
  return Math.round(greatCircleKm(a, b) * ROAD_FACTOR);
}

/**
 * Whether an ordinary route runs between two cities in reach: always when both are in the same
 * province or one is a large city (tier ≥ 2); between two small cities of neighbouring provinces
 * less often the farther apart they are (deterministic).
 */
function served(a: BusCity, b: BusCity, km: number): boolean {
  if (a.provinceCode === b.provinceCode || Math.max(a.tier, b.tier) >= 2) return true;
  return unit(`bus-route:${a.code}-${b.code}`) < 1.3 - km / MAX_ROUTE_KM;
}

/**
 * The routes of the catalog: every pair of cities in the same or neighbouring provinces within
 * 500 road km (thinned between small cities across a border), plus one lifeline route (≤ 1000 km)
 * for each city that would otherwise have none. Cities still without a route (阿里) get none.
 */
export function buildRoutes(cities: readonly BusCity[]): BusRoute[] {
  const routes: BusRoute[] = [];
  const degree = new Map<string, number>();
  const add = (a: BusCity, b: BusCity, km: number, lifeline: boolean) => {
    const [x, y] = compareStrings(a.code, b.code) < 0 ? [a, b] : [b, a];
    routes.push({ a: x.code, b: y.code, distanceKm: km, lifeline });
    degree.set(a.code, (degree.get(a.code) ?? 0) + 1);
    degree.set(b.code, (degree.get(b.code) ?? 0) + 1);
  };
  for (const [i, a] of cities.entries()) {
    for (const b of cities.slice(i + 1)) {
      if (!provincesInReach(a.provinceCode, b.provinceCode)) continue;
      const km = roadKm(a, b);
      if (km >= MIN_ROUTE_KM && km <= MAX_ROUTE_KM && served(a, b, km)) add(a, b, km, false);
    }
  }
  const isolated = cities.filter((c) => !degree.get(c.code));
  for (const a of isolated) {
    const nearest = cities
      .filter((b) => b !== a && provincesInReach(a.provinceCode, b.provinceCode))
      .map((b) => ({ b, km: roadKm(a, b) }))
      .sort((x, y) => x.km - y.km)[0];
    if (!nearest || nearest.km > MAX_LIFELINE_KM) continue;
    const pair = [a.code, nearest.b.code].sort(compareStrings).join('-');
    if (!routes.some((r) => `${r.a}-${r.b}` === pair)) add(a, nearest.b, nearest.km, true);
  }
  return routes.sort((x, y) => compareStrings(x.a, y.a) || compareStrings(x.b, y.b));
}
