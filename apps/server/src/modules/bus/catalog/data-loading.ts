import { readCsv as readCsvIn } from '../../../lib/catalog/csv';

/** Folder of the seed CSVs (administrative divisions and city seats, see data/NOTICE.md). */
const DATA_DIR = new URL('./data/', import.meta.url);

function readCsv(file: string): Record<string, string>[] {
  return readCsvIn(DATA_DIR, file);
}

export interface SeatRow {
  code: string;
  name: string;
  lat: number;
  lon: number;
  tier: 1 | 2 | 3;
}

/** The seed files of the bus catalog, read once. */
export interface BusSeedData {
  /** Province names by 2-digit code, e.g. 32 → 江苏省. */
  provinces: Map<string, string>;
  /** Official prefecture names by 4-digit code, e.g. 3201 → 南京市 (municipalities: 市辖区). */
  prefectures: Map<string, string>;
  /** County-level names by prefecture code, in code order. */
  districts: Map<string, string[]>;
  /** The bus cities with coordinates and tier (`city_seats.csv`). */
  seats: SeatRow[];
}

/** Reads every seed file of the bus catalog. */
export function loadBusSeedData(): BusSeedData {
  const provinces = new Map(readCsv('provinces.csv').map((r) => [r.code ?? '', r.name ?? '']));
  const prefectures = new Map(readCsv('cities.csv').map((r) => [r.code ?? '', r.name ?? '']));
  const districts = new Map<string, string[]>();
  for (const r of readCsv('areas.csv')) {
    const city = r.cityCode ?? '';
    districts.set(city, [...(districts.get(city) ?? []), r.name ?? '']);
  }
  const seats = readCsv('city_seats.csv').map((r) => ({
    code: r.code ?? '',
    name: r.name ?? '',
    lat: Number(r.lat),
    lon: Number(r.lon),
    tier: Number(r.tier) as 1 | 2 | 3,
  }));
  return { provinces, prefectures, districts, seats };
}
