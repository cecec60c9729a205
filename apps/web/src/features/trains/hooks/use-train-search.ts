import type { TrainSearchBody } from '@lvxing/shared';
import { useRequest } from '@/components/use-request';
import { searchTrains } from '../api/search-trains';

/** The day's trains between two places (null: nothing to search); filters apply on the page. */
export function useTrainSearch(body: Pick<TrainSearchBody, 'from' | 'to' | 'date'> | null) {
  const key = body ? `${body.from}|${body.to}|${body.date}` : null;
  return useRequest(key, () => searchTrains(body!));
}
