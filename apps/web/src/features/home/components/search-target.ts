import { queryToParams, type FlightQuery } from '@/components/flight-search/search-query';

/** Where a flight search goes: /ticket/search with the query in the URL. */
export function searchTarget(q: FlightQuery): string {
  return `/ticket/search?${queryToParams(q)}`;
}
