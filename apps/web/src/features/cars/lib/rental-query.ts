// The chosen offer in the address (query string), so a reload or 返回 shows the same booking;
// the search's own entries are packages/shared's (the server renders /car from them too).
import { carSearchParamsOf, type CarRentalSearchBody } from '@lvxing/shared';

/** The booking page of an offer for a search: /car/book?offerId=…&pickupAt=…. */
export function bookHref(offerId: string, offerStoreId: string, b: CarRentalSearchBody): string {
  const params = new URLSearchParams({
    ...carSearchParamsOf({ ...b, pickupStoreId: offerStoreId, pickupCityCode: undefined }),
    offerId,
  });
  return `/car/book?${params.toString()}`;
}
