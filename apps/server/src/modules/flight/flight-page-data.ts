import { pageDataKey, vendorPriceListResult } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { FlightDeps } from './flight.deps';
import { parseOfferId, vendorPriceList } from './flight-offers.service';

/**
 * The first view's answers of /ticket/book?train=flight&offerId=…(&returnOfferId=…): for each
 * leg, the vendor price list of its flight and cabin (what POST /api/plane/flight/vendor/price/list
 * answers, in the same shape), keyed as the app asks for it (`pageDataKey.flightOffer`). A leg
 * whose id is malformed or whose flight is not on sale is left out: the app then asks, and says
 * so. Public data only (the call needs no login).
 */
export async function flightBookPageData(
  deps: FlightDeps,
  query: URLSearchParams,
): Promise<Record<string, unknown>> {
  const train = query.get('train');
  if (train !== null && train !== 'flight') return {};
  const answers: Record<string, unknown> = {};
  for (const offerId of [query.get('offerId'), query.get('returnOfferId')]) {
    const ref = offerId ? parseOfferId(offerId) : null;
    if (!offerId || !ref) continue;
    try {
      const list = await vendorPriceList(deps, {
        flightNo: ref.flightNo,
        date: ref.date,
        cabin: ref.cabin,
      });
      answers[pageDataKey.flightOffer(offerId)] = vendorPriceListResult.parse(list);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
    }
  }
  return answers;
}
