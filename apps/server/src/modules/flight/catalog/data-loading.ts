import { readCsv as readCsvIn } from '../../../lib/catalog/csv';

/** Folder of the seed CSVs (OpenFlights and zh_names, see data/NOTICE.md). */
const DATA_DIR = new URL('./data/', import.meta.url);

/** Rows of one CSV file of `data/` as objects keyed by the header; empty fields are ''. */
export function readCsv(file: string): Record<string, string>[] {
  return readCsvIn(DATA_DIR, file);
}

/** An OpenFlights airport row (`airports.csv`). */
export interface AirportRow {
  id: string;
  iata: string;
  country: string;
  lat: number;
  lon: number;
  routeCount: number;
  chinaRegion: boolean;
  /** IANA time zone (OpenFlights `tz`), e.g. Asia/Tokyo; '' when unknown. */
  tz: string;
}

/** An OpenFlights route row (`routes.csv`), codeshares included. */
export interface RouteRow {
  airline: string;
  src: string;
  srcId: string;
  dst: string;
  dstId: string;
  codeshare: boolean;
  equipment: string[];
}

export interface SeedData {
  airports: AirportRow[];
  routes: RouteRow[];
  /** OpenFlights airlines by IATA code: `china_route_count`. */
  airlineRouteCounts: Map<string, number>;
  /** airport_names_zh.csv by IATA: full local name and Chinese city. */
  airportNamesZh: Map<string, { nameLocal: string; cityZh: string }>;
  /** airport_city_zh.csv by IATA: Chinese city name. */
  airportCityZh: Map<string, string>;
  /** airline_names_zh.csv by IATA. */
  airlineNamesZh: Map<string, { nameZh: string; abbrZh: string }>;
}

/**
 * The airport's IANA time zone: OpenFlights' `tz`, or where it is missing (Doha) the fixed zone
 * of its `utc_offset` when it keeps no summer time (`dst` N; `Etc/GMT-3` is UTC+3, the sign
 * inverted by POSIX convention).
 */
function zoneOf(r: Record<string, string | undefined>): string {
  if (r.tz && r.tz !== '\\N') return r.tz;
  const hours = Number(r.utc_offset);
  if (r.dst !== 'N' || !Number.isInteger(hours)) return '';
  return hours === 0 ? 'UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

/** Reads every seed file once. */
export function loadSeedData(): SeedData {
  const airports = readCsv('airports.csv').map((r) => ({
    id: r.airport_id ?? '',
    iata: r.iata ?? '',
    country: r.country ?? '',
    lat: Number(r.latitude),
    lon: Number(r.longitude),
    routeCount: Number(r.route_count || 0),
    chinaRegion: r.is_china_hk_mo_tw === '1',
    tz: zoneOf(r),
  }));
  const routes = readCsv('routes.csv').map((r) => ({
    airline: r.airline ?? '',
    src: r.source_airport ?? '',
    srcId: r.source_airport_id ?? '',
    dst: r.destination_airport ?? '',
    dstId: r.destination_airport_id ?? '',
    codeshare: r.codeshare === 'Y',
    equipment: (r.equipment ?? '').split(' ').filter(Boolean),
  }));
  const airlineRouteCounts = new Map<string, number>();
  for (const r of readCsv('airlines.csv')) {
    if (r.iata) airlineRouteCounts.set(r.iata, Number(r.china_route_count || 0));
  }
  const airportNamesZh = new Map(
    readCsv('airport_names_zh.csv').map((r) => [
      r.iata ?? '',
      { nameLocal: r.name_local ?? '', cityZh: r.city_zh ?? '' },
    ]),
  );
  const airportCityZh = new Map(
    readCsv('airport_city_zh.csv').map((r) => [r.iata ?? '', r.city_zh ?? '']),
  );
  const airlineNamesZh = new Map(
    readCsv('airline_names_zh.csv').map((r) => [
      r.iata ?? '',
      { nameZh: r.name_zh ?? '', abbrZh: r.abbr_zh ?? '' },
    ]),
  );
  return { airports, routes, airlineRouteCounts, airportNamesZh, airportCityZh, airlineNamesZh };
}
