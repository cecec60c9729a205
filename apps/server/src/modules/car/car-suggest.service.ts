import type { z } from 'zod';
import type { CarPlace, CarStoreSuggestResult, carStoreSuggestBody } from '@lvxing/shared';
import { getCarCatalog, type CarCity, type CarStoreRecord } from './catalog';

type Body = z.output<typeof carStoreSuggestBody>;

const cityPlace = (c: CarCity): CarPlace => ({
  type: 'CITY',
  cityCode: c.code,
  cityName: c.name,
  storeId: null,
  name: c.name,
  storeKind: null,
});

const storePlace = (s: CarStoreRecord): CarPlace => ({
  type: 'STORE',
  cityCode: s.cityCode,
  cityName: s.cityName,
  storeId: s.id,
  name: s.name,
  storeKind: s.kind,
});

/** How well a place's Chinese, pinyin or initials match a keyword: 0 prefix, 1 inside, null none. */
function rank(keyword: string, p: { name: string; pinyin: string; initials: string }) {
  const k = keyword.toLowerCase();
  const texts = [p.name, p.pinyin, p.initials];
  if (texts.some((t) => t.startsWith(k))) return 0;
  if (p.name.includes(keyword)) return 1;
  return null;
}

/**
 * Cities and stores matching `keyword` in Chinese, full pinyin or initials (prefix, or Chinese
 * anywhere in the name); a matching city comes before its stores. An empty keyword lists the
 * largest cities.
 */
export function suggestCarPlaces(b: Body): CarStoreSuggestResult {
  const catalog = getCarCatalog();
  const keyword = b.keyword.trim();
  if (!keyword) return { items: catalog.cities.slice(0, b.limit).map(cityPlace) };
  const scored: { place: CarPlace; score: number; order: number }[] = [];
  catalog.cities.forEach((c, i) => {
    const cityScore = rank(keyword, c);
    if (cityScore !== null) scored.push({ place: cityPlace(c), score: cityScore, order: i * 100 });
    c.storeIds.forEach((id, j) => {
      const s = catalog.storeById.get(id)!;
      const score = cityScore ?? rank(keyword, s);
      if (score !== null)
        scored.push({ place: storePlace(s), score: score + 0.5, order: i * 100 + j + 1 });
    });
  });
  scored.sort((a, b) => Math.floor(a.score) - Math.floor(b.score) || a.order - b.order);
  return { items: scored.slice(0, b.limit).map((x) => x.place) };
}
