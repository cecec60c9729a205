import { buildStores } from './stores';
import { fleetOf } from './fleet';
import type { CarCatalog, FleetEntry } from './types';
import { CAR_SUPPLIERS } from './vehicles';

let catalog: CarCatalog | undefined;

/** Builds the rental catalog: stores of the 60 largest cities, suppliers and fleets. */
export function buildCarCatalog(): CarCatalog {
  const { cities, stores } = buildStores();
  const cityByCode = new Map(cities.map((c) => [c.code, c]));
  const fleetByStore = new Map<string, FleetEntry[]>();
  for (const s of stores) {
    fleetByStore.set(s.id, fleetOf(s, cityByCode.get(s.cityCode)?.rank ?? 99, CAR_SUPPLIERS));
  }
  return {
    cities,
    cityByCode,
    stores,
    storeById: new Map(stores.map((s) => [s.id, s])),
    suppliers: [...CAR_SUPPLIERS],
    supplierByCode: new Map(CAR_SUPPLIERS.map((s) => [s.code, s])),
    fleetByStore,
  };
}

/** The rental catalog, built on first use (no I/O after that). */
export function getCarCatalog(): CarCatalog {
  catalog ??= buildCarCatalog();
  return catalog;
}
