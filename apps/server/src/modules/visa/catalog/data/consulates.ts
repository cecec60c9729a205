import { PROVINCES } from './provinces';

/** 送签城市 codes used in product codes (IATA city codes; ALL: any province). */
export const CITY_NAMES = {
  BJS: '北京',
  SHA: '上海',
  CAN: '广州',
  CTU: '成都',
  CKG: '重庆',
  SHE: '沈阳',
  WUH: '武汉',
  TAO: '青岛',
  XIY: '西安',
  ALL: '全国',
} as const;
export type CityCode = keyof typeof CITY_NAMES;

/** One consulate's 领区: its city and the provinces (GB/T 2260 two-digit codes) it takes. */
export interface DistrictSpec {
  city: CityCode;
  provinces: readonly string[];
}

/**
 * The consular networks of the sample catalogue (示例数据, entered by hand 2026-11-27 from general
 * public knowledge; consulates redraw their districts, the site says 以使馆最新要求为准). Each
 * lists the consulates outside Beijing with their provinces; the embassy in 北京 takes the rest.
 * ALL: the country's visa centres or its online form take applicants from any province.
 */
const NETWORKS = {
  ALL: {},
  US: { SHA: '31 32 33 34', CAN: '35 44 45 46', CTU: '50 51 52 53', SHE: '21 22 23' },
  JP: {
    SHA: '31 32 33 34 36',
    CAN: '35 43 44 45 46',
    CKG: '50 51 52 53',
    SHE: '21 22 23',
    TAO: '37',
  },
  KR: {
    SHA: '31 32 33 34',
    CAN: '35 44 45 46',
    CTU: '50 51 52 53',
    SHE: '21 22 23',
    TAO: '37',
    WUH: '36 41 42 43',
    XIY: '61 62 63 64 65',
  },
  FR: {
    SHA: '31 32 33 34',
    CAN: '35 44 45 46',
    CTU: '50 51 52 53',
    WUH: '36 42 43',
    SHE: '21 22 23',
  },
  DE: { SHA: '31 32 33 34 36', CAN: '35 43 44 45 46', CTU: '50 51 52 53', SHE: '21 22 23' },
  FOUR: { SHA: '31 32 33 34 36', CAN: '35 43 44 45 46', CKG: '50 51 52 53' },
  THREE: { SHA: '31 32 33 34 36', CAN: '35 43 44 45 46' },
  TWO: { SHA: '31 32 33 34 35 36' },
} as const satisfies Record<string, Partial<Record<CityCode, string>>>;
export type NetworkName = keyof typeof NETWORKS;

/** A network's districts, 北京 (or 全国) first; every province in exactly one. */
export function districtsOf(name: NetworkName): DistrictSpec[] {
  const all = Object.keys(PROVINCES);
  if (name === 'ALL') return [{ city: 'ALL', provinces: all }];
  const others = Object.entries(NETWORKS[name]).map(([city, codes]) => ({
    city: city as CityCode,
    provinces: (codes as string).split(' '),
  }));
  const taken = new Set(others.flatMap((d) => d.provinces));
  return [{ city: 'BJS', provinces: all.filter((p) => !taken.has(p)) }, ...others];
}
