import { ApiPath, type BusSearchBody, type BusSearchResult } from '@lvxing/shared';
import { post, type RequestOptions } from '@/lib/api-client';

/** POST /api/bus/schedule/search: the day's departures between two cities. */
export function searchSchedules(
  body: BusSearchBody,
  options: RequestOptions = {},
): Promise<BusSearchResult> {
  return post<BusSearchResult>(ApiPath.busScheduleSearch, body, options);
}
