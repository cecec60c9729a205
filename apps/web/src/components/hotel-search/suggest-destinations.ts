import { ApiPath, type HotelPlace, type HotelSuggestResult } from '@lvxing/shared';
import { post } from '@/lib/api-client';
import { QUERY_REQUEST } from '@/lib/query-client';

/**
 * POST /api/hotel/destination/suggest: cities, districts, landmarks and hotels by Chinese, pinyin
 * or initials; an empty keyword gives the hot cities. Silent (a picker shows nothing rather than
 * a toast); cached per keyword by the query cache under `hotelPlaceKey`.
 */
export function suggestDestinations(keyword: string): Promise<HotelPlace[]> {
  const k = keyword.trim();
  return post<HotelSuggestResult>(
    ApiPath.hotelDestinationSuggest,
    { keyword: k, limit: k ? 15 : 20 },
    { silent: true, ...QUERY_REQUEST },
  ).then((r) => r.items);
}

/** The cache key of a destination search: keywords differing in case or spaces are one search. */
export const hotelPlaceKey = (keyword: string) =>
  ['places', 'hotel', keyword.trim().toLowerCase()] as const;
