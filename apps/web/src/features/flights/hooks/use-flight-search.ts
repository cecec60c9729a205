import type { FlightSearchBody } from '@lvxing/shared';
import type { FlightQuery } from '@/components/flight-search/search-query';
import { QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery } from '@/lib/query-hooks';
import { flightKeys } from '@/lib/query-keys';
import { searchFlights } from '../api/search-flights';

/** The search call for a query; filters and sorting are applied on the page. */
export function searchBody(q: FlightQuery): FlightSearchBody | null {
  if (!q.from || !q.to) return null;
  return {
    tripType: q.trip,
    from: q.from.code,
    to: q.to.code,
    date: q.date,
    ...(q.trip === 'RT' && q.returnDate ? { returnDate: q.returnDate } : {}),
    adults: q.adults,
    children: q.children,
    infants: q.infants,
  };
}

/** The flights of a query (nothing to search until both places are chosen). */
export function useFlightSearch(q: FlightQuery) {
  const body = searchBody(q);
  return useApiQuery(body && flightKeys.search(body), () =>
    searchFlights(body as FlightSearchBody, QUERY_REQUEST),
  );
}
