import { ApiPath, type FlightSearchBody, type FlightSearchResult } from '@lvxing/shared';
import { post, type RequestOptions } from '@/lib/api-client';

/** POST /api/plane/flight/search (filters and sorting are applied on the page). */
export function searchFlights(
  body: FlightSearchBody,
  options: RequestOptions = {},
): Promise<FlightSearchResult> {
  return post<FlightSearchResult>(ApiPath.planeFlightSearch, body, options);
}
