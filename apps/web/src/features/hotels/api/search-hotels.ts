import { ApiPath, type HotelSearchBody, type HotelSearchResult } from '@lvxing/shared';
import { post, type RequestOptions } from '@/lib/api-client';

/**
 * POST /api/hotel/search: one page of a city's hotels with rooms for every night of the stay,
 * filtered and sorted by the server, each with its lowest average nightly price (fen), plus the
 * city's box and filter options. Bad input answers a business error (toasted by the client).
 */
export function searchHotels(
  body: HotelSearchBody,
  options: RequestOptions = {},
): Promise<HotelSearchResult> {
  return post<HotelSearchResult>(ApiPath.hotelSearch, body, options);
}
