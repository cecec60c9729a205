import { hotelSearchBody, hotelSearchOfQuery, hotelSearchPageKey } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { searchHotels, type HotelSearchDeps } from './hotel-search.service';

/**
 * The first view's answer of /hotel?city=…&checkIn=…: the page of hotels the app would ask for
 * (POST /api/hotel/search with the body `hotelSearchOfQuery` builds from the same address, in the
 * same shape), keyed as the app asks for it (`hotelSearchPageKey`), so that the page paints
 * its list from the HTML. None without a city, or when the search refuses the address (the app
 * then asks, and says why). Public data only (the call needs no login).
 */
export async function hotelSearchPageData(
  deps: HotelSearchDeps,
  query: URLSearchParams,
): Promise<Record<string, unknown>> {
  const body = hotelSearchOfQuery(query, deps.now());
  const parsed = body && hotelSearchBody.safeParse(body);
  if (!body || !parsed?.success) return {};
  try {
    return { [hotelSearchPageKey(body)]: await searchHotels(deps, parsed.data) };
  } catch (err) {
    if (err instanceof AppError) return {};
    throw err;
  }
}
