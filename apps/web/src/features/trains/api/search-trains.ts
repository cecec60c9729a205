import { ApiPath, type TrainSearchBody, type TrainSearchResult } from '@lvxing/shared';
import { post, type RequestOptions } from '@/lib/api-client';

/** POST /api/train/ticket/search: trains between two places on a day (filters applied on the page). */
export function searchTrains(
  body: TrainSearchBody,
  options: RequestOptions = {},
): Promise<TrainSearchResult> {
  return post<TrainSearchResult>(ApiPath.trainTicketSearch, body, options);
}
