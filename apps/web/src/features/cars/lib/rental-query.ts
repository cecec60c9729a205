// The rental search and the chosen offer in the address (query string), so a reload, a shared
// link or 返回 shows the same results and the same booking.
import { CAR_AGE_BANDS, type CarAgeBand, type CarRentalSearchBody } from '@lvxing/shared';

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

/** The search's entries of the query string. */
export function searchParamsOf(b: CarRentalSearchBody): Record<string, string> {
  const out: Record<string, string> = { pickupAt: b.pickupAt, returnAt: b.returnAt };
  if (b.pickupStoreId) out.pickupStoreId = b.pickupStoreId;
  if (b.pickupCityCode) out.pickupCityCode = b.pickupCityCode;
  if (b.dropoffStoreId) out.dropoffStoreId = b.dropoffStoreId;
  if (b.ageBand) out.ageBand = b.ageBand;
  return out;
}

/** The search the query string holds, or null when it holds none (the server checks the rest). */
export function searchBodyFrom(q: URLSearchParams): CarRentalSearchBody | null {
  const pickupAt = q.get('pickupAt') ?? '';
  const returnAt = q.get('returnAt') ?? '';
  const store = q.get('pickupStoreId');
  const city = q.get('pickupCityCode');
  if (!TIME.test(pickupAt) || !TIME.test(returnAt) || (!store && !city)) return null;
  const band = q.get('ageBand');
  const dropoff = q.get('dropoffStoreId');
  return {
    ...(store ? { pickupStoreId: store } : { pickupCityCode: city! }),
    ...(dropoff ? { dropoffStoreId: dropoff } : {}),
    pickupAt,
    returnAt,
    ...(CAR_AGE_BANDS.includes(band as CarAgeBand) ? { ageBand: band as CarAgeBand } : {}),
  };
}

/** The booking page of an offer for a search: /car/book?offerId=…&pickupAt=…. */
export function bookHref(offerId: string, offerStoreId: string, b: CarRentalSearchBody): string {
  const params = new URLSearchParams({
    ...searchParamsOf({ ...b, pickupStoreId: offerStoreId, pickupCityCode: undefined }),
    offerId,
  });
  return `/car/book?${params.toString()}`;
}
