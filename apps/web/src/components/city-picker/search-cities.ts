import { ApiPath, type FlightCity } from '@lvxing/shared';
import { post } from '@/lib/api-client';

export type CityScope = 'domestic' | 'international' | 'all';

const cache = new Map<string, Promise<FlightCity[]>>();

/**
 * POST /api/plane/city/search: Chinese, pinyin or initials; an empty keyword gives the hot
 * cities. Silent (no loading overlay) and cached per keyword and scope; failures are not cached.
 */
export function searchCities(keyword: string, scope: CityScope): Promise<FlightCity[]> {
  const key = `${scope}:${keyword.trim().toLowerCase()}`;
  let hit = cache.get(key);
  if (!hit) {
    hit = post<{ cities: FlightCity[] }>(
      ApiPath.planeCitySearch,
      { keyword: keyword.trim(), scope },
      { silent: true },
    ).then((r) => r.cities);
    hit.catch(() => cache.delete(key));
    cache.set(key, hit);
  }
  return hit;
}

/** For tests. */
export function clearCityCache(): void {
  cache.clear();
}
