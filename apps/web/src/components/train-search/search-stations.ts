import { ApiPath, type StationSearchResult } from '@lvxing/shared';
import { post } from '@/lib/api-client';
import { cachedSearch } from '../use-search-list';

export type StationItem = StationSearchResult['items'][number];

/**
 * POST /api/train/station/search: cities and stations by Chinese, pinyin or initials; an empty
 * keyword gives the hot cities. Silent (no loading overlay), cached per keyword.
 */
export const searchStations = cachedSearch((keyword: string) =>
  post<StationSearchResult>(
    ApiPath.trainStationSearch,
    { keyword, limit: keyword ? 20 : 24 },
    { silent: true },
  ).then((r) => r.items),
);
