import {
  carRentalSearchBody,
  carRentalSearchResult,
  carSearchOfQuery,
  pageDataKey,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { CarDeps } from './car.deps';
import { searchRentals } from './car-search.service';

/**
 * The first view's answer of /car?pickupAt=…&returnAt=…&pickupCityCode=…: the offers the app
 * would ask for (POST /api/car/rental/search with the search `carSearchOfQuery` reads from the
 * same address, no filters yet, in the call's shape), keyed as the app asks for it
 * (`pageDataKey.carSearch`), so the page paints its offers from the HTML. None without a search
 * in the address, or when the search refuses it (the app then asks, and says why). Public data
 * only (the call needs no login).
 */
export async function carSearchPageData(
  deps: CarDeps,
  query: URLSearchParams,
): Promise<Record<string, unknown>> {
  const body = carSearchOfQuery(query);
  const parsed = body && carRentalSearchBody.safeParse(body);
  if (!body || !parsed?.success) return {};
  try {
    const result = carRentalSearchResult.parse(await searchRentals(deps, parsed.data));
    return { [pageDataKey.carSearch(body)]: result };
  } catch (err) {
    if (err instanceof AppError) return {};
    throw err;
  }
}
