import type { FlightSearchBody } from '@lvxing/shared';
import type { FlightQuery } from '@/components/flight-search/search-query';
import { useRequest } from '@/components/use-request';
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

export function useFlightSearch(q: FlightQuery) {
  const body = searchBody(q);
  const key = body ? JSON.stringify(body) : null;
  return useRequest(key, () => searchFlights(body as FlightSearchBody));
}
