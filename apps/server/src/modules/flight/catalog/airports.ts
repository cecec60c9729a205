import type { AirportRow, SeedData } from './data-loading';
import {
  AIRPORT_REMAP,
  CITY_RENAMES,
  CN_AIRPORT_NAMES,
  EXTRA_AIRPORTS,
  MOVED_AIRPORTS,
} from './names-airports-cn';
import { COUNTRY_ZH, INTL_AIRPORT_NAMES } from './names-airports-intl';
import type { Airport } from './types';

/** An airport of the catalog before its city code is known, with its traffic weight. */
export interface AirportDraft extends Omit<Airport, 'cityCode'> {
  /** OpenFlights route_count (routes touching the airport worldwide): its importance. */
  routeCount: number;
}

/** Airports that had no routes in 2014: they weigh like this share of their city's old airport. */
const NEW_AIRPORT_WEIGHT: Readonly<Record<string, readonly [string, number]>> = {
  PKX: ['PEK', 0.5],
  TFU: ['CTU', 0.5],
};
const EXTRA_AIRPORT_WEIGHT = 30;

/** Chinese city of a Chinese (mainland/HK/MO/TW) airport, with the 2014 names brought up to date. */
function chineseCity(code: string, seed: SeedData): string | undefined {
  const raw =
    CN_AIRPORT_NAMES[code]?.city ??
    seed.airportNamesZh.get(code)?.cityZh ??
    seed.airportCityZh.get(code);
  if (!raw) return undefined;
  const city = raw.replace(/[(（].*$/, '');
  return CITY_RENAMES[city] ?? city;
}

/** Short Chinese airport name (without the city) of a Chinese airport. */
function chineseAirportName(code: string, city: string, seed: SeedData): string | undefined {
  const hand = CN_AIRPORT_NAMES[code]?.name;
  if (hand) return hand;
  const local = seed.airportNamesZh.get(code)?.nameLocal;
  if (!local) return undefined;
  const seedCity = seed.airportNamesZh.get(code)?.cityZh ?? city;
  const short = local.startsWith(seedCity) ? local.slice(seedCity.length) : local;
  return short.length >= 4 ? short : local;
}

/**
 * Resolves the airport endpoints of routes.csv and gives each a Chinese name, city and country.
 * Airports without a Chinese name (neither in the seed files nor the hand tables) are left out,
 * so no English name reaches the user.
 */
export class AirportResolver {
  private readonly byIata = new Map<string, AirportRow>();
  private readonly byId = new Map<string, AirportRow>();
  private readonly drafts = new Map<string, AirportDraft | null>();

  constructor(private readonly seed: SeedData) {
    for (const row of seed.airports) {
      this.byId.set(row.id, row);
      const cur = row.iata ? this.byIata.get(row.iata) : undefined;
      if (row.iata && (!cur || (row.chinaRegion && !cur.chinaRegion))) {
        this.byIata.set(row.iata, row);
      }
    }
  }

  /** Catalog code of a route endpoint (after moves such as NAY → PKX), or undefined if dropped. */
  resolve(code: string, airportId: string): string | undefined {
    const target = AIRPORT_REMAP[code] ?? code;
    if (!this.drafts.has(target)) {
      const row =
        this.byIata.get(target) ?? (target === code ? this.byId.get(airportId) : undefined);
      this.drafts.set(target, this.draft(target, row));
    }
    return this.drafts.get(target) ? target : undefined;
  }

  /** A resolved airport. */
  get(code: string): AirportDraft | undefined {
    return this.drafts.get(code) ?? undefined;
  }

  /** Every airport resolved so far. */
  all(): AirportDraft[] {
    return [...this.drafts.values()].filter((d): d is AirportDraft => d !== null);
  }

  private draft(code: string, row: AirportRow | undefined): AirportDraft | null {
    const extra = EXTRA_AIRPORTS[code];
    const pos = MOVED_AIRPORTS[code] ?? extra ?? (row ? { lat: row.lat, lon: row.lon } : null);
    if (!pos) return null;
    const chinaRegion = extra !== undefined || (row?.chinaRegion ?? false);
    const country = extra ? 'China' : (row?.country ?? '');
    const countryZh = COUNTRY_ZH[country];
    let cityZh: string | undefined;
    let nameZh: string | undefined;
    if (chinaRegion) {
      cityZh = chineseCity(code, this.seed);
      nameZh = cityZh ? chineseAirportName(code, cityZh, this.seed) : undefined;
    } else {
      [nameZh, cityZh] = INTL_AIRPORT_NAMES[code] ?? [];
    }
    if (!cityZh || !nameZh || !countryZh) return null;
    const weight = NEW_AIRPORT_WEIGHT[code];
    const routeCount = weight
      ? Math.round((this.byIata.get(weight[0])?.routeCount ?? 0) * weight[1])
      : (row?.routeCount ?? EXTRA_AIRPORT_WEIGHT) || EXTRA_AIRPORT_WEIGHT;
    return {
      code,
      nameZh,
      cityZh,
      countryZh,
      domestic: country === 'China',
      lat: pos.lat,
      lon: pos.lon,
      // the airports added by hand are on the mainland (Beijing time)
      tz: row?.tz || (chinaRegion ? 'Asia/Shanghai' : ''),
      routeCount,
    };
  }
}

/** Great-circle distance in km (haversine, mean Earth radius 6,371 km). */
export function distanceKm(
  a: { lat: number; lon: number },
  b: { lat: number; lon: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
