// The generated rental catalog (in memory, deterministic from a seeded PRNG on real places). The
// search reads it only through these types and `catalog/index.ts`.
import type { CarClassCode, CarEnergy, CarGearbox, CarStoreKind } from '@lvxing/shared';

/** A real model of a class (hand-listed facts; the car handed over may be another of its group). */
export interface CarModel {
  name: string;
  classCode: CarClassCode;
  seats: number;
  doors: number;
  gearbox: CarGearbox;
  energy: CarEnergy;
  /** Engine size as sold (1.5L, 2.0T); null for a battery car. */
  displacement: string | null;
  /** CLTC range of one trim, km; null for a petrol car. */
  rangeKm: number | null;
}

/** A rental supplier (sample names, not real brands). */
export interface CarSupplier {
  code: string;
  name: string;
  /** Price level over the class's base rent (0.9–1.15). */
  priceFactor: number;
  /** Free cancellation until pick-up. */
  freeCancel: boolean;
  /** Offers 信用免押 (the sandbox approves the member's credit). */
  depositFree: boolean;
  score: number;
}

/** A rental store: at an airport, a main railway station, or in town near a landmark. */
export interface CarStoreRecord {
  /** `CS<cityCode>-<nn>`. */
  id: string;
  name: string;
  kind: CarStoreKind;
  cityCode: string;
  cityName: string;
  address: string;
  lat: number;
  lng: number;
  pinyin: string;
  initials: string;
  /** Opening minute of the day and closing minute (1440 with 0 = round the clock). */
  opensAt: number;
  closesAt: number;
  /** 站内取还: the counter and the cars are inside the terminal or station. */
  inStation: boolean;
}

/** Cars of one class one supplier keeps at one store, with the model shown and the daily rent. */
export interface FleetEntry {
  storeId: string;
  supplierCode: string;
  classCode: CarClassCode;
  model: CarModel;
  cars: number;
  /** Rent per 24 h block, fen. */
  dailyRentFen: number;
}

/** A city with stores (one of the 60 largest hotel cities). */
export interface CarCity {
  code: string;
  name: string;
  pinyin: string;
  initials: string;
  rank: number;
  lat: number;
  lng: number;
  storeIds: string[];
}

export interface CarCatalog {
  cities: CarCity[];
  cityByCode: ReadonlyMap<string, CarCity>;
  stores: CarStoreRecord[];
  storeById: ReadonlyMap<string, CarStoreRecord>;
  suppliers: CarSupplier[];
  supplierByCode: ReadonlyMap<string, CarSupplier>;
  /** Fleet entries by store id. */
  fleetByStore: ReadonlyMap<string, FleetEntry[]>;
}
