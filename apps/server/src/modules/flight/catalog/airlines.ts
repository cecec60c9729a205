import type { SeedData } from './data-loading';
import { AIRLINE_NAMES, AIRLINE_REMAP, AIRLINES_DROPPED } from './names-airlines';
import type { Airline } from './types';

/** Strips the company suffix of a seed airline name: 中国国际航空公司 → 中国国际航空. */
function stripCompany(name: string): string {
  return name.replace(/(股份有限公司|有限责任公司|有限公司|公司)$/, '').replace(/[(（].*$/, '');
}

/**
 * Resolves route airline codes to catalog airlines with Chinese names (airline_names_zh.csv
 * plus the fixes of names-airlines.ts). Returns undefined for airlines left out: defunct ones,
 * and any without a Chinese name.
 */
export class AirlineResolver {
  private readonly airlines = new Map<string, Airline | null>();

  constructor(private readonly seed: SeedData) {}

  /** Catalog code of a route's airline (after mergers such as KA → CX), or undefined. */
  resolve(code: string): string | undefined {
    const target = AIRLINE_REMAP[code] ?? code;
    if (!this.airlines.has(target)) this.airlines.set(target, this.build(target));
    return this.airlines.get(target) ? target : undefined;
  }

  get(code: string): Airline | undefined {
    return this.airlines.get(code) ?? undefined;
  }

  /** OpenFlights `china_route_count` of the airline (its weight on shared routes). */
  weight(code: string): number {
    return this.seed.airlineRouteCounts.get(code) ?? 0;
  }

  private build(code: string): Airline | null {
    if (AIRLINES_DROPPED.has(code)) return null;
    const seedName = this.seed.airlineNamesZh.get(code);
    const fix = AIRLINE_NAMES[code];
    const nameZh = fix?.nameZh ?? (seedName ? stripCompany(seedName.nameZh) : undefined);
    if (!nameZh) return null;
    const abbr = seedName?.abbrZh ?? '';
    const shortZh = fix?.shortZh ?? (/(航空|国航)$/.test(abbr) ? abbr : nameZh);
    return { code, nameZh, shortZh };
  }
}
