import { QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery } from '@/lib/query-hooks';
import { busKeys } from '@/lib/query-keys';
import { searchSchedules } from '../api/search-schedules';

/** The day's departures between two cities (null: nothing to search); filters apply on the page. */
export function useBusSearch(body: { from: string; to: string; date: string } | null) {
  return useApiQuery(body && busKeys.search(body.from, body.to, body.date), () =>
    searchSchedules(body!, QUERY_REQUEST),
  );
}
