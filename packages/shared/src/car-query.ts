// The rental search in an address's query string (/car?pickupAt=…): a reload, a shared link or
// 返回 shows the same results, and the server renders the same first view (its page data).
import { CAR_AGE_BANDS, type CarAgeBand } from './codes/car';
import type { CarRentalSearchBody } from './schemas/car';

const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

/** The search's entries of the query string (filters and sort are not kept in the address). */
export function carSearchParamsOf(b: CarRentalSearchBody): Record<string, string> {
  const out: Record<string, string> = { pickupAt: b.pickupAt, returnAt: b.returnAt };
  if (b.pickupStoreId) out.pickupStoreId = b.pickupStoreId;
  if (b.pickupCityCode) out.pickupCityCode = b.pickupCityCode;
  if (b.dropoffStoreId) out.dropoffStoreId = b.dropoffStoreId;
  if (b.ageBand) out.ageBand = b.ageBand;
  return out;
}

/**
 * The search the query string holds, or null when it holds none: both times as `YYYY-MM-DD HH:mm`
 * and a pick-up store or city (the search call checks the rest and says why).
 */
export function carSearchOfQuery(q: URLSearchParams): CarRentalSearchBody | null {
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
