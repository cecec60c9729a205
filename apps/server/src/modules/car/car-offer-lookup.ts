// One offer of the search by its id (`<store>-<supplier>-<class>`), checked as the booking
// needs it: sold there, the stores open at the pick-up and return times.
import { ErrorCode, type CarClassCode } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { getCarCatalog, type CarStoreRecord, type FleetEntry } from './catalog';
import { isOpenAt, storeHours } from './car-time';

const closed = (s: CarStoreRecord, what: string) =>
  new AppError(
    ErrorCode.CAR_STORE_CLOSED,
    `${s.name}${what}时间不营业（营业时间${storeHours(s)}），请调整时间或选择其他门店`,
  );

/** The fleet entry of an offer id, or undefined. */
export function fleetEntryOf(offerId: string): FleetEntry | undefined {
  const m = /^(CS\d{6}-\d{2})-([A-Z]{2})-([A-Z]+)$/.exec(offerId);
  if (!m) return undefined;
  const [, storeId, supplier, classCode] = m;
  return getCarCatalog()
    .fleetByStore.get(storeId!)
    ?.find((e) => e.supplierCode === supplier && e.classCode === (classCode as CarClassCode));
}

/**
 * The offer's fleet entry and its two stores (the return store defaults to the pick-up store).
 * @throws AppError 26004 unknown offer, 26001 unknown return store, 26003 a store closed then
 */
export function bookableOffer(b: {
  offerId: string;
  dropoffStoreId?: string | undefined;
  pickupAt: string;
  returnAt: string;
}) {
  const catalog = getCarCatalog();
  const entry = fleetEntryOf(b.offerId);
  if (!entry || entry.cars === 0) throw new AppError(ErrorCode.CAR_OFFER_NOT_FOUND);
  const pickup = catalog.storeById.get(entry.storeId)!;
  const dropoff = b.dropoffStoreId ? catalog.storeById.get(b.dropoffStoreId) : pickup;
  if (!dropoff) throw new AppError(ErrorCode.CAR_STORE_NOT_FOUND);
  if (!isOpenAt(pickup, b.pickupAt)) throw closed(pickup, '取车');
  if (!isOpenAt(dropoff, b.returnAt)) throw closed(dropoff, '还车');
  // another store keeps the car afterwards; another city also pays the 异地还车费
  return {
    entry,
    pickup,
    dropoff,
    moved: dropoff.id !== pickup.id,
    otherCity: dropoff.cityCode !== pickup.cityCode,
  };
}
