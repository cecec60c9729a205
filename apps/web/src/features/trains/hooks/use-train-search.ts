import type { TrainSearchBody } from '@lvxing/shared';
import { QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery } from '@/lib/query-hooks';
import { trainKeys } from '@/lib/query-keys';
import { searchTrains } from '../api/search-trains';

/** The day's trains between two places (null: nothing to search); filters apply on the page. */
export function useTrainSearch(body: Pick<TrainSearchBody, 'from' | 'to' | 'date'> | null) {
  return useApiQuery(body && trainKeys.search(body.from, body.to, body.date), () =>
    searchTrains(body!, QUERY_REQUEST),
  );
}
