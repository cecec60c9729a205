import type { AirlineResolver } from './airlines';
import type { AirportResolver } from './airports';
import type { SeedData } from './data-loading';
import { compareStrings, unit } from '../../../lib/catalog/prng';

/** One operated (non-codeshare) route of the catalog, one direction. */
export interface CatalogRoute {
  airline: string;
  dep: string;
  arr: string;
  /** OpenFlights equipment codes (may be empty). */
  equipment: string[];
}

/**
 * How the airports opened after the 2014 snapshot get routes (they have none in routes.csv):
 *
 * - 北京大兴 PKX: Nanyuan NAY (closed 2019) is rewritten to PKX, so China United KN moves there
 *   wholly. Of PEK's domestic routes of China Eastern MU, China Southern CZ, Xiamen MF, Hebei NS
 *   and China United KN, KN's move and ≈40% of the others (chosen by a hash of airline and
 *   destination, the same for both directions) move to PKX; trunk routes to the big hubs
 *   (TRUNK) are flown from both airports instead.
 * - 成都天府 TFU: every CTU international route moves to TFU (as in 2021); of CTU's domestic
 *   routes of every airline (Sichuan 3U and Air China CA included), ≈40% move to TFU and trunk
 *   routes are flown from both.
 */
const NEW_AIRPORTS = [
  { from: 'PEK', to: 'PKX', airlines: new Set(['MU', 'CZ', 'MF', 'NS', 'KN']), whole: 'KN' },
  { from: 'CTU', to: 'TFU', airlines: null, whole: null },
] as const;
const SHARE_MOVED = 0.4;
const TRUNK = new Set([
  'PEK',
  'PKX',
  'SHA',
  'PVG',
  'CAN',
  'SZX',
  'CTU',
  'TFU',
  'HGH',
  'XIY',
  'KMG',
  'CKG',
  'WUH',
  'CSX',
  'XMN',
]);

function routeKey(r: { airline: string; dep: string; arr: string }): string {
  return `${r.airline}|${r.dep}|${r.arr}`;
}

/** Adds a route, merging the equipment of a route already present. */
function addRoute(into: Map<string, CatalogRoute>, r: CatalogRoute): void {
  const cur = into.get(routeKey(r));
  if (cur) cur.equipment = [...new Set([...cur.equipment, ...r.equipment])].sort();
  else into.set(routeKey(r), { ...r, equipment: [...new Set(r.equipment)].sort() });
}

/** The routes of `r` after the PKX/TFU rule (1 or 2 routes). */
function relocate(r: CatalogRoute, isDomestic: (code: string) => boolean): CatalogRoute[] {
  let out = [r];
  for (const rule of NEW_AIRPORTS) {
    out = out.flatMap((x) => {
      const atDep = x.dep === rule.from;
      if (!atDep && x.arr !== rule.from) return [x];
      if (rule.airlines && !rule.airlines.has(x.airline)) return [x];
      const other = atDep ? x.arr : x.dep;
      const moved = atDep ? { ...x, dep: rule.to } : { ...x, arr: rule.to };
      if (!isDomestic(other)) return rule.airlines ? [x] : [moved];
      if (x.airline === rule.whole) return [moved];
      if (TRUNK.has(other)) return [x, moved];
      return unit(`${rule.to}|${x.airline}|${other}`) < SHARE_MOVED ? [moved] : [x];
    });
  }
  return out;
}

/**
 * Operated routes of the catalog: routes.csv without codeshares, stops or dropped airports and
 * airlines, merged per (airline, dep, arr), with the PKX/TFU rule applied; sorted.
 */
export function buildRoutes(
  seed: SeedData,
  airports: AirportResolver,
  airlines: AirlineResolver,
  isDomestic: (code: string) => boolean,
): CatalogRoute[] {
  for (const rule of NEW_AIRPORTS) {
    if (!airports.resolve(rule.to, '')) throw new Error(`airport ${rule.to} has no Chinese name`);
  }
  const merged = new Map<string, CatalogRoute>();
  for (const row of seed.routes) {
    if (row.codeshare) continue;
    const airline = airlines.resolve(row.airline);
    const dep = airports.resolve(row.src, row.srcId);
    const arr = airports.resolve(row.dst, row.dstId);
    if (!airline || !dep || !arr || dep === arr) continue;
    for (const r of relocate({ airline, dep, arr, equipment: row.equipment }, isDomestic)) {
      addRoute(merged, r);
    }
  }
  return [...merged.values()].sort((a, b) => compareStrings(routeKey(a), routeKey(b)));
}
