// Fleet counts per store, supplier and class, and each one's daily rent (示例数据, seeded): a store
// hosts 2–4 suppliers; a supplier keeps 4–6 classes there, 0–12 cars of each (0 = none left).
import { CAR_CLASSES } from '@lvxing/shared';
import { intIn, pick, seeded, shuffled } from '../../../lib/catalog/prng';
import type { CarStoreRecord, CarSupplier, FleetEntry } from './types';
import { BASE_DAILY_RENT_FEN, CAR_MODELS } from './vehicles';

/** Rent level of a city by size: the largest cities cost more. */
export function cityRentFactor(rank: number): number {
  return rank <= 4 ? 1.2 : rank <= 15 ? 1.1 : rank <= 35 ? 1 : 0.92;
}

/** The fleet of one store (deterministic from the store id). */
export function fleetOf(
  store: CarStoreRecord,
  cityRank: number,
  suppliers: readonly CarSupplier[],
): FleetEntry[] {
  const rand = seeded(`car-fleet:${store.id}`);
  const hosted = shuffled(suppliers, rand).slice(0, intIn(rand(), 2, 4));
  const out: FleetEntry[] = [];
  for (const supplier of hosted) {
    const classes = shuffled(CAR_CLASSES, rand).slice(0, intIn(rand(), 4, 6));
    for (const classCode of CAR_CLASSES.filter((c) => classes.includes(c))) {
      const level = cityRentFactor(cityRank) * supplier.priceFactor * (0.95 + rand() * 0.1);
      out.push({
        storeId: store.id,
        supplierCode: supplier.code,
        classCode,
        model: pick(rand(), CAR_MODELS[classCode]),
        cars: intIn(rand(), 0, 12),
        // whole yuan, as the counters price
        dailyRentFen: Math.round((BASE_DAILY_RENT_FEN[classCode] * level) / 100) * 100,
      });
    }
  }
  return out;
}
