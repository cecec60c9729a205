import { ApiPath, type FlightSearchBody, type FlightSearchResult } from '@lvxing/shared';
import { post } from '@/lib/api-client';

/** POST /api/plane/flight/search (filters and sorting are applied on the page). */
export function searchFlights(body: FlightSearchBody): Promise<FlightSearchResult> {
  return post<FlightSearchResult>(ApiPath.planeFlightSearch, body);
}
