// One search's offers: each fleet entry with cars left at an open pick-up store, priced all-in
// under the day's rules, then filtered, grouped by class and sorted.
import type { z } from 'zod';
import {
  CAR_CLASS_LABEL,
  CAR_CLASSES,
  CAR_INSURANCE_LABEL,
  CAR_INSURANCE_TIERS,
  type CarAgeBand,
  type CarClassCode,
  type CarInsuranceTiers,
  type CarRentalSearchResult,
  type CarSearchOffer,
  type CarStore,
  type carRentalSearchBody,
} from '@lvxing/shared';
import { distanceKm } from '../../lib/catalog/geo';
import {
  carPrice,
  type CarCatalog,
  type CarStoreRecord,
  type CarSupplier,
  type FleetEntry,
} from './catalog';
import type { CarRules } from './car-rules';
import { storeHours } from './car-time';

export type CarSearchBody = z.output<typeof carRentalSearchBody>;

/** Classes a driver's age band may rent: 豪华型 only from 25 to 60. */
const allowedFor = (band: CarAgeBand, c: CarClassCode) => c !== 'LUXURY' || band === '25_60';

/** A store as the contract shows it. */
export function storeView(s: CarStoreRecord): CarStore {
  const { id, name, kind, cityCode, cityName, address, lat, lng, inStation } = s;
  return { id, name, kind, cityCode, cityName, address, lat, lng, inStation, hours: storeHours(s) };
}

/** The deposits held for a class (never part of the total). */
function depositsOf(classCode: CarClassCode, rules: CarRules): CarSearchOffer['deposits'] {
  return {
    vehicleFen: rules.deposits.vehicleFen[classCode],
    violationFen: rules.deposits.violationFen,
    violationReleaseDays: rules.deposits.releaseDays,
  };
}

/** The insurance tiers per day with their deductibles (基础 is in the total). */
export const insuranceOf = (rules: CarRules): CarInsuranceTiers =>
  CAR_INSURANCE_TIERS.map((tier) => ({
    tier,
    label: CAR_INSURANCE_LABEL[tier],
    ...rules.insurance[tier],
  }));

/** The priced offer of one fleet entry at its store (the store by id: the answer lists it). */
export function offerOf(
  catalog: CarCatalog,
  entry: FleetEntry,
  body: CarSearchBody,
  ctx: { rules: CarRules; dropoff: CarStoreRecord | null },
): CarSearchOffer {
  const store = catalog.storeById.get(entry.storeId)!;
  const supplier = catalog.supplierByCode.get(entry.supplierCode)!;
  const oneWay = ctx.dropoff !== null && ctx.dropoff.cityCode !== store.cityCode;
  const price = carPrice(
    {
      pickupAt: body.pickupAt,
      returnAt: body.returnAt,
      dailyRentFen: entry.dailyRentFen,
      oneWayKm: oneWay ? distanceKm(store, ctx.dropoff!) : null,
    },
    ctx.rules,
  );
  const { name, seats, doors, gearbox, energy, displacement, rangeKm } = entry.model;
  return {
    offerId: `${entry.storeId}-${entry.supplierCode}-${entry.classCode}`,
    classCode: entry.classCode,
    supplierCode: supplier.code,
    supplierName: supplier.name,
    model: { name, seats, doors, gearbox, energy, displacement, rangeKm },
    storeId: store.id,
    carsLeft: entry.cars,
    freeCancel: supplier.freeCancel,
    depositFree: supplier.depositFree,
    score: supplier.score,
    totalFen: price.totalFen,
    dailyRentFen: entry.dailyRentFen,
    dailyAvgFen: Math.round(price.totalFen / price.billedDays),
    lines: price.lines,
    deposits: depositsOf(entry.classCode, ctx.rules),
  };
}

/**
 * Whether a fleet entry passes the member's filters and age band (asked before it is priced: a
 * city's search prices only what it shows).
 */
export function passes(e: FleetEntry, supplier: CarSupplier, b: CarSearchBody): boolean {
  return (
    allowedFor(b.ageBand, e.classCode) &&
    (b.supplierCodes.length === 0 || b.supplierCodes.includes(e.supplierCode)) &&
    (!b.gearbox || e.model.gearbox === b.gearbox) &&
    (b.seatsMin === undefined || e.model.seats >= b.seatsMin) &&
    (!b.energy || e.model.energy === b.energy) &&
    (!b.freeCancel || supplier.freeCancel) &&
    (!b.depositFree || supplier.depositFree)
  );
}

/** Offers grouped by class in the classes' order, each group sorted, cheapest first. */
export function groupOffers(offers: CarSearchOffer[], sort: CarSearchBody['sort']) {
  const key = (o: CarSearchOffer) => (sort === 'DAILY' ? o.dailyRentFen : o.totalFen);
  const groups: CarRentalSearchResult['groups'] = [];
  for (const classCode of CAR_CLASSES) {
    const own = offers
      .filter((o) => o.classCode === classCode)
      .sort((a, b) => key(a) - key(b) || b.score - a.score || (a.offerId < b.offerId ? -1 : 1));
    if (own.length === 0) continue;
    const fromTotalFen = Math.min(...own.map((o) => o.totalFen));
    groups.push({ classCode, label: CAR_CLASS_LABEL[classCode], fromTotalFen, offers: own });
  }
  return groups;
}
