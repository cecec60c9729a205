import { useRequest } from '@/components/use-request';
import { searchSchedules } from '../api/search-schedules';

/** The day's departures between two cities (null: nothing to search); filters apply on the page. */
export function useBusSearch(body: { from: string; to: string; date: string } | null) {
  const key = body ? `${body.from}|${body.to}|${body.date}` : null;
  return useRequest(key, () => searchSchedules(body!));
}
