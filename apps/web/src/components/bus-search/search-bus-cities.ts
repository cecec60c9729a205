import { ApiPath, type BusCitySearchResult } from '@lvxing/shared';
import { post } from '@/lib/api-client';
import { cachedSearch } from '../use-search-list';

export type BusCity = BusCitySearchResult['cities'][number];

/**
 * POST /api/bus/city/search: cities (with their coach stations) by Chinese, pinyin or initials;
 * an empty keyword gives the hot cities. Silent, cached per keyword.
 */
export const searchBusCities = cachedSearch((keyword: string) =>
  post<BusCitySearchResult>(
    ApiPath.busCitySearch,
    { keyword, limit: keyword ? 20 : 24 },
    { silent: true },
  ).then((r) => r.cities),
);
