import { ApiPath, type BusCitySearchResult } from '@lvxing/shared';
import { post } from '@/lib/api-client';
import { QUERY_REQUEST } from '@/lib/query-client';
import { placeKeys } from '@/lib/query-keys';

export type BusCity = BusCitySearchResult['cities'][number];

/**
 * POST /api/bus/city/search: cities (with their coach stations) by Chinese, pinyin or initials;
 * an empty keyword gives the hot cities. Silent; cached per keyword by the query cache under
 * `busCitySearchKey` (lib/query-place-search.ts).
 */
export function searchBusCities(keyword: string): Promise<BusCity[]> {
  const k = keyword.trim();
  return post<BusCitySearchResult>(
    ApiPath.busCitySearch,
    { keyword: k, limit: k ? 20 : 24 },
    { silent: true, ...QUERY_REQUEST },
  ).then((r) => r.cities);
}

/** The cache key of a coach city search: keywords differing in case or spaces are one search. */
export const busCitySearchKey = (keyword: string) =>
  placeKeys.busCities(keyword.trim().toLowerCase());
