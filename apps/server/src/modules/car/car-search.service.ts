import { beijingToday, ErrorCode, type CarRentalSearchResult } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import {
  getCarCatalog,
  minutesBetween,
  rentBlocks,
  type CarCatalog,
  type CarStoreRecord,
  type FleetEntry,
} from './catalog';
import type { CarDeps } from './car.deps';
import {
  groupOffers,
  insuranceOf,
  offerOf,
  passes,
  storeView,
  type CarSearchBody,
} from './car-offers';
import { CAR_TURNAROUND_MINUTES, counterKey, periodBalances } from './car-inventory';
import { carRulesOn } from './car-rules';
import { beijingInstant, checkRentalPeriod, isOpenAt, storeHours } from './car-time';

const closed = (s: CarStoreRecord, what: string) =>
  new AppError(
    ErrorCode.CAR_STORE_CLOSED,
    `${s.name}${what}时间不营业（营业时间${storeHours(s)}），请调整时间或选择其他门店`,
  );

function storeOrThrow(catalog: CarCatalog, id: string): CarStoreRecord {
  const store = catalog.storeById.get(id);
  if (!store) throw new AppError(ErrorCode.CAR_STORE_NOT_FOUND);
  return store;
}

/** The pick-up stores asked for: the store, or the city's stores open at the pick-up time. */
function pickupStores(catalog: CarCatalog, b: CarSearchBody): CarStoreRecord[] {
  if (b.pickupStoreId) {
    const store = storeOrThrow(catalog, b.pickupStoreId);
    if (!isOpenAt(store, b.pickupAt)) throw closed(store, '取车');
    return [store];
  }
  const city = catalog.cityByCode.get(b.pickupCityCode ?? '');
  if (!city) throw new AppError(ErrorCode.CAR_STORE_NOT_FOUND);
  return city.storeIds
    .map((id) => catalog.storeById.get(id)!)
    .filter((s) => isOpenAt(s, b.pickupAt));
}

/**
 * The cars each fleet entry's counter has for the whole period (inventory/car-inventory.ts): an
 * offer with none left is not shown, the rest show their count.
 */
async function carsLeft(
  deps: CarDeps,
  entries: readonly FleetEntry[],
  b: CarSearchBody,
  dropoff: CarStoreRecord | null,
): Promise<(e: FleetEntry) => number> {
  const backAt = beijingInstant(b.returnAt).getTime() + CAR_TURNAROUND_MINUTES * 60_000;
  const balances = await periodBalances(
    deps.db,
    entries.map((e) => ({ ...e, fleet: e.cars })),
    {
      from: beijingInstant(b.pickupAt),
      backAt: new Date(backAt),
      movedFrom: (storeId) => dropoff !== null && dropoff.id !== storeId,
    },
  );
  return (e) => balances.get(counterKey(e)) ?? 0;
}

/**
 * Rental offers for a pick-up store or city and period: every supplier's class with cars left
 * at an open store, priced all-in under the day's dated rules (`car.*`), filtered and grouped by
 * class. Returning at another store of the same city costs nothing extra; another city adds the
 * 异地还车费 by distance.
 * @throws AppError 26001 unknown city or store, 26002 a period rule broken, 26003 store closed
 */
export async function searchRentals(
  deps: CarDeps,
  b: CarSearchBody,
): Promise<CarRentalSearchResult> {
  const now = deps.now();
  checkRentalPeriod(b.pickupAt, b.returnAt, now);
  const catalog = getCarCatalog();
  const stores = pickupStores(catalog, b);
  const dropoff = b.dropoffStoreId ? storeOrThrow(catalog, b.dropoffStoreId) : null;
  if (dropoff && !isOpenAt(dropoff, b.returnAt)) throw closed(dropoff, '还车');
  const rules = await carRulesOn(deps.db, beijingToday(now));
  const entries = stores.flatMap((s) =>
    (catalog.fleetByStore.get(s.id) ?? []).filter((e) => e.cars > 0),
  );
  const shown = entries.filter((e) => passes(e, catalog.supplierByCode.get(e.supplierCode)!, b));
  const left = await carsLeft(deps, shown, b, dropoff);
  const offers = shown
    .filter((e) => left(e) > 0)
    .map((e) => ({ ...offerOf(catalog, e, b, { rules, dropoff }), carsLeft: left(e) }));
  const minutes = minutesBetween(b.pickupAt, b.returnAt);
  const codes = new Set(entries.map((e) => e.supplierCode));
  return {
    pickupStores: stores.map(storeView),
    dropoffStore: dropoff ? storeView(dropoff) : null,
    oneWay: dropoff !== null && stores.some((s) => s.cityCode !== dropoff.cityCode),
    rentDays: rentBlocks(minutes, rules.overtime).rentDays,
    billedDays: Math.max(1, Math.ceil(minutes / 1440)),
    childSeatPerDayFen: rules.fees.childSeatPerDayFen,
    insurance: insuranceOf(rules),
    suppliers: catalog.suppliers
      .filter((s) => codes.has(s.code))
      .map(({ code, name }) => ({ code, name })),
    groups: groupOffers(offers, b.sort),
    total: offers.length,
  };
}
