import { ApiPath, type FlightCity } from '@lvxing/shared';
import { post } from '@/lib/api-client';
import { browserQueryClient, QUERY_REQUEST } from '@/lib/query-client';
import { placeKeys } from '@/lib/query-keys';
import { PLACE_QUERY } from '@/lib/query-place-search';

export type CityScope = 'domestic' | 'international' | 'all';

/** The cache key of a city search: keywords differing in case or spaces are one search. */
export const cityKey = (keyword: string, scope: CityScope) =>
  placeKeys.cities(scope, keyword.trim().toLowerCase());

/**
 * POST /api/plane/city/search: Chinese, pinyin or initials; an empty keyword gives the hot
 * cities. Silent (no loading overlay); the call itself, uncached (see `searchCities`).
 */
export function fetchCities(keyword: string, scope: CityScope): Promise<FlightCity[]> {
  return post<{ cities: FlightCity[] }>(
    ApiPath.planeCitySearch,
    { keyword: keyword.trim(), scope },
    { silent: true, ...QUERY_REQUEST },
  ).then((r) => r.cities);
}

/**
 * The cities for `keyword` and `scope` through the page's query cache (kept for the page's
 * life, failures not kept: lib/query-place-search.ts), for code outside a component.
 */
export function searchCities(keyword: string, scope: CityScope): Promise<FlightCity[]> {
  return browserQueryClient().fetchQuery({
    queryKey: cityKey(keyword, scope),
    queryFn: () => fetchCities(keyword, scope),
    ...PLACE_QUERY,
  });
}

/** For tests. */
export function clearCityCache(): void {
  browserQueryClient().removeQueries({ queryKey: ['places', 'cities'] });
}
