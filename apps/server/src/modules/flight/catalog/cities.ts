import type { FlightCity } from '@lvxing/shared';
import type { AirportDraft } from './airports';
import { METRO_CODES } from './names-airports-intl';
import { placePinyin } from '../../../lib/catalog/place-pinyin';
import { compareStrings } from '../../../lib/catalog/prng';

/** Hot cities shown for an empty keyword, in this order (those present in the catalog). */
export const DOMESTIC_HOT = [
  '北京',
  '上海',
  '广州',
  '深圳',
  '成都',
  '杭州',
  '重庆',
  '西安',
  '昆明',
  '南京',
  '武汉',
  '厦门',
  '长沙',
  '青岛',
  '三亚',
  '海口',
] as const;
export const INTERNATIONAL_HOT = [
  '香港',
  '澳门',
  '台北',
  '东京',
  '首尔',
  '曼谷',
  '新加坡',
  '大阪',
  '伦敦',
  '巴黎',
  '纽约',
  '悉尼',
] as const;
const MAX_RESULTS = 20;

export type Scope = 'domestic' | 'international' | 'all';

export interface Places {
  /** Cities by city code (CBJS for multi-airport cities, else the airport's IATA code). */
  cities: Map<string, FlightCity>;
  /** One-airport places for the airports of multi-airport cities (PEK, PKX, SHA …). */
  airportPlaces: Map<string, FlightCity>;
  /** City code of every airport. */
  cityCodeOf: Map<string, string>;
  search(keyword: string, scope: Scope): FlightCity[];
}

/** Name of an airport shown alone: 北京 + 大兴国际机场; 香港国际机场 stays as it is. */
function loneName(a: AirportDraft): string {
  return a.nameZh.startsWith(a.cityZh) ? a.nameZh : `${a.cityZh}${a.nameZh}`;
}

function score(c: FlightCity, keyword: string): number {
  const latin = keyword.toLowerCase().replace(/[\s'’·-]/g, '');
  if (/^[a-z]+$/.test(latin)) {
    const upper = latin.toUpperCase();
    if (c.code === upper || c.code === `C${upper}` || c.airports.some((a) => a.code === upper)) {
      return 100;
    }
    if (c.pinyin === latin) return 95;
    if (c.initials === latin) return 90;
    if (c.pinyin.startsWith(latin)) return 80;
    if (c.initials.startsWith(latin)) return 70;
    return 0;
  }
  if (c.nameZh === keyword) return 100;
  if (c.nameZh.startsWith(keyword)) return 90;
  if (c.nameZh.includes(keyword)) return 80;
  if (c.airports.some((a) => `${a.cityZh}${a.nameZh}`.includes(keyword))) return 70;
  if (!c.domestic && c.countryZh === keyword) return 50;
  return 0;
}

type CityIndex = Omit<Places, 'search'> & { cityWeight: Map<string, number> };

/** Groups the airports into cities (multi-airport cities get a `C` + metropolitan code). */
function groupCities(
  airports: readonly AirportDraft[],
  weight: (code: string) => number,
): CityIndex {
  const groups = new Map<string, AirportDraft[]>();
  for (const a of airports) groups.set(a.cityZh, [...(groups.get(a.cityZh) ?? []), a]);
  const index: CityIndex = {
    cities: new Map(),
    airportPlaces: new Map(),
    cityCodeOf: new Map(),
    cityWeight: new Map(),
  };
  for (const name of [...groups.keys()].sort(compareStrings)) {
    const list = (groups.get(name) ?? []).sort(
      (x, y) => weight(y.code) - weight(x.code) || compareStrings(x.code, y.code),
    );
    const head = list[0];
    if (!head) continue;
    const code = list.length > 1 ? `C${METRO_CODES[name] ?? head.code}` : head.code;
    const base = { ...placePinyin(name), countryZh: head.countryZh, domestic: head.domestic };
    const ref = (a: AirportDraft) => ({ code: a.code, nameZh: a.nameZh, cityZh: a.cityZh });
    index.cities.set(code, { code, nameZh: name, ...base, airports: list.map(ref) });
    index.cityWeight.set(
      code,
      list.reduce((sum, a) => sum + weight(a.code), 0),
    );
    for (const a of list) {
      index.cityCodeOf.set(a.code, code);
      if (list.length > 1) {
        index.airportPlaces.set(a.code, {
          code: a.code,
          nameZh: loneName(a),
          ...base,
          airports: [ref(a)],
        });
      }
    }
  }
  return index;
}

/**
 * Groups the airports into cities and builds the city search: Chinese name (exact, prefix,
 * substring), airport code, full pinyin and initials (exact, then prefix), airport name, and for
 * foreign cities the country; ties go to hot cities, then to busier ones. At most 20 results.
 * @param weight importance of an airport (its number of schedules), orders airports and ties
 */
export function buildPlaces(
  airports: readonly AirportDraft[],
  weight: (code: string) => number,
): Places {
  const { cityWeight, ...index } = groupCities(airports, weight);
  const byName = new Map([...index.cities.values()].map((c) => [c.nameZh, c]));
  const hotRank = new Map<string, number>(
    [...DOMESTIC_HOT, ...INTERNATIONAL_HOT].map((n, i) => [byName.get(n)?.code ?? n, i]),
  );
  const hot = [...DOMESTIC_HOT, ...INTERNATIONAL_HOT]
    .map((n) => byName.get(n))
    .filter((c): c is FlightCity => c !== undefined);

  function search(keyword: string, scope: Scope): FlightCity[] {
    const inScope = (c: FlightCity) => scope === 'all' || (scope === 'domestic') === c.domestic;
    const kw = keyword.trim();
    if (!kw) return hot.filter(inScope).slice(0, MAX_RESULTS);
    return [...index.cities.values()]
      .filter(inScope)
      .map((c) => ({ c, s: score(c, kw) }))
      .filter((x) => x.s > 0)
      .sort(
        (x, y) =>
          y.s - x.s ||
          (hotRank.get(x.c.code) ?? 99) - (hotRank.get(y.c.code) ?? 99) ||
          (cityWeight.get(y.c.code) ?? 0) - (cityWeight.get(x.c.code) ?? 0) ||
          compareStrings(x.c.code, y.c.code),
      )
      .slice(0, MAX_RESULTS)
      .map((x) => x.c);
  }

  return { ...index, search };
}
