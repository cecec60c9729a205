import type { HotelPlace, HotelPlaceType, HotelSuggestResult } from '@lvxing/shared';
import { getHotelCatalog } from './catalog';

interface Entry extends HotelPlace {
  pinyin: string;
  initials: string;
  /** Lower first among equal matches (city rank, then popularity). */
  order: number;
}

const TYPE_ORDER: Record<HotelPlaceType, number> = { CITY: 0, DISTRICT: 1, LANDMARK: 2, HOTEL: 3 };
let index: Entry[] | undefined;

/** Every suggestible place of the catalog, built once. */
function entries(): Entry[] {
  if (index) return index;
  const catalog = getHotelCatalog();
  const out: Entry[] = [];
  for (const c of catalog.cities) {
    const base = { cityCode: c.code, cityName: c.name };
    const hotels = catalog.hotelsByCity.get(c.code) ?? [];
    out.push({
      type: 'CITY',
      id: c.code,
      name: c.name,
      ...base,
      subtitle: c.province,
      pinyin: c.pinyin,
      initials: c.initials,
      order: c.rank,
    });
    for (const d of c.districts) {
      const n = hotels.filter((h) => h.districtCode === d.code).length;
      out.push({
        type: 'DISTRICT',
        id: d.code,
        name: d.name,
        ...base,
        subtitle: `${c.name} · ${n}家酒店`,
        pinyin: d.pinyin,
        initials: d.initials,
        order: c.rank,
      });
    }
    for (const l of c.landmarks) {
      out.push({
        type: 'LANDMARK',
        id: l.id,
        name: l.name,
        ...base,
        subtitle: c.name,
        pinyin: l.pinyin,
        initials: l.initials,
        order: c.rank,
      });
    }
    for (const h of hotels) {
      out.push({
        type: 'HOTEL',
        id: h.id,
        name: h.name,
        ...base,
        subtitle: `${c.name} · ${h.districtName}`,
        pinyin: h.pinyin,
        initials: h.initials,
        order: c.rank * 1000 - h.popularity,
      });
    }
  }
  index = out;
  return out;
}

/** How well an entry matches: 0 exact or prefix, 1 inside the name, -1 not at all. */
function matchRank(e: Entry, kw: string, latin: string): number {
  if (latin) return e.pinyin.startsWith(latin) || e.initials.startsWith(latin) ? 0 : -1;
  if (e.name.startsWith(kw)) return 0;
  return e.name.includes(kw) ? 1 : -1;
}

/**
 * Destination suggestions: cities, districts, landmarks and hotels whose Chinese name contains
 * the keyword, or whose full pinyin or initials start with it (letters); `cityCode` keeps one
 * city's places. An empty keyword gives the hot cities (largest first); nothing found, [].
 */
export function suggestPlaces(
  keyword: string,
  cityCode: string | undefined,
  limit: number,
): HotelSuggestResult {
  const kw = keyword.trim();
  const all = entries();
  if (!kw)
    return {
      items: all
        .filter((e) => e.type === 'CITY')
        .slice(0, limit)
        .map(strip),
    };
  const latin = /^[a-z\s']+$/i.test(kw) ? kw.toLowerCase().replace(/[\s']/g, '') : '';
  const hits: { e: Entry; m: number }[] = [];
  for (const e of all) {
    if (cityCode && e.cityCode !== cityCode) continue;
    const m = matchRank(e, kw, latin);
    if (m >= 0) hits.push({ e, m });
  }
  hits.sort(
    (a, b) => a.m - b.m || TYPE_ORDER[a.e.type] - TYPE_ORDER[b.e.type] || a.e.order - b.e.order,
  );
  return { items: hits.slice(0, limit).map((h) => strip(h.e)) };
}

function strip(e: Entry): HotelPlace {
  return {
    type: e.type,
    id: e.id,
    name: e.name,
    cityCode: e.cityCode,
    cityName: e.cityName,
    subtitle: e.subtitle,
  };
}
