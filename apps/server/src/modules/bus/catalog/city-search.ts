import { compareStrings } from '../../../lib/catalog/prng';
import type { BusCity } from './types';

/** Hot cities shown for an empty keyword, in this order. */
export const BUS_HOT_CITIES = [
  '北京',
  '上海',
  '广州',
  '深圳',
  '杭州',
  '南京',
  '苏州',
  '成都',
  '重庆',
  '武汉',
  '西安',
  '长沙',
  '郑州',
  '济南',
  '青岛',
  '厦门',
  '福州',
  '合肥',
  '南昌',
  '昆明',
] as const;

/** A keyword without spaces, apostrophes, and a trailing 市 (南京市 → 南京). */
export function normaliseKeyword(keyword: string): string {
  return keyword
    .trim()
    .replace(/[\s'’·-]/g, '')
    .replace(/(.{2,})市$/u, '$1');
}

function score(c: BusCity, kw: string): number {
  if (/^\d{6}$/.test(kw)) return c.stations.some((s) => s.code === kw) ? 100 : 0;
  if (/^[a-z]+$/i.test(kw)) {
    const latin = kw.toLowerCase();
    if (c.pinyin === latin) return 95;
    if (c.initials === latin) return 90;
    if (c.pinyin.startsWith(latin)) return 80;
    if (c.initials.startsWith(latin)) return 70;
    return 0;
  }
  if (c.name === kw) return 100;
  if (c.aliases.includes(kw)) return 95;
  if (c.name.startsWith(kw)) return 90;
  if (c.aliases.some((a) => a.startsWith(kw))) return 85;
  if (c.name.includes(kw)) return 80;
  if (c.stations.some((s) => s.name.includes(kw))) return 70;
  if (c.province.startsWith(kw)) return 50;
  return 0;
}

/**
 * City search: Chinese name (exact, alias such as 延边 → 延吉, prefix, substring), station name,
 * province; full pinyin and initials (exact, then prefix); a station code. Ties go to hot cities,
 * then larger cities, then code order. An empty keyword gives the hot cities.
 */
export function searchBusCities(
  cities: readonly BusCity[],
  keyword: string,
  limit: number,
): BusCity[] {
  const hotRank = new Map<string, number>(BUS_HOT_CITIES.map((n, i) => [n, i]));
  const kw = normaliseKeyword(keyword);
  if (!kw) {
    const byName = new Map(cities.map((c) => [c.name, c]));
    return BUS_HOT_CITIES.map((n) => byName.get(n))
      .filter((c): c is BusCity => c !== undefined)
      .slice(0, limit);
  }
  return cities
    .map((c) => ({ c, s: score(c, kw) }))
    .filter((x) => x.s > 0)
    .sort(
      (x, y) =>
        y.s - x.s ||
        (hotRank.get(x.c.name) ?? 99) - (hotRank.get(y.c.name) ?? 99) ||
        y.c.tier - x.c.tier ||
        compareStrings(x.c.code, y.c.code),
    )
    .slice(0, limit)
    .map((x) => x.c);
}
