import { ApiPath, type StationSearchResult } from '@lvxing/shared';
import { post } from '@/lib/api-client';
import { QUERY_REQUEST } from '@/lib/query-client';
import { placeKeys } from '@/lib/query-keys';

export type StationItem = StationSearchResult['items'][number];

/**
 * POST /api/train/station/search: cities and stations by Chinese, pinyin or initials; an empty
 * keyword gives the hot cities. Silent (no loading overlay); cached per keyword by the query
 * cache under `stationSearchKey` (lib/query-place-search.ts).
 */
export function searchStations(keyword: string): Promise<StationItem[]> {
  const k = keyword.trim();
  return post<StationSearchResult>(
    ApiPath.trainStationSearch,
    { keyword: k, limit: k ? 20 : 24 },
    { silent: true, ...QUERY_REQUEST },
  ).then((r) => r.items);
}

/** The cache key of a station search: keywords differing in case or spaces are one search. */
export const stationSearchKey = (keyword: string) =>
  placeKeys.stations(keyword.trim().toLowerCase());
