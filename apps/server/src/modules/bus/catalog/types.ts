/** Types of the in-memory bus catalog (coach stations and generated daily schedules). */

/** A coach station (汽车客运站) of a bus city. */
export interface BusStation {
  /** City code (4 digits, NBS 2023) + 2-digit sequence, e.g. `320101`. */
  code: string;
  /** Chinese name, e.g. 南京汽车客运总站 (generated, see data/NOTICE.md). */
  name: string;
  cityCode: string;
  /** Online sales of this station's departures close this many minutes before departure. */
  saleCutoffMinutes: number;
}

/** A prefecture-level city that has coach stations. */
export interface BusCity {
  /** NBS 2023 prefecture code (4 digits), e.g. 3201. */
  code: string;
  /** Name used in search and `from`/`to`, e.g. 南京, 延吉. */
  name: string;
  /** Official name of the prefecture-level division, e.g. 南京市, 延边朝鲜族自治州. */
  prefecture: string;
  /** Province name, e.g. 江苏省. */
  province: string;
  provinceCode: string;
  /** Approximate city-centre coordinates, degrees. */
  lat: number;
  lon: number;
  /** Size tier: 3 municipality, capital or very large city; 2 large; 1 other. */
  tier: 1 | 2 | 3;
  pinyin: string;
  initials: string;
  /** Other names that find the city (official and short prefecture names). */
  aliases: string[];
  stations: BusStation[];
}

/** A pair of cities served by buses (both directions run). */
export interface BusRoute {
  /** City codes, `a < b`. */
  a: string;
  b: string;
  /** Road distance estimate: great-circle × 1.25, whole km. */
  distanceKm: number;
  /**
   * True for the one long route given to a city that has no other city within 500 km (so every
   * listed city has buses); false for ordinary routes (≤ 500 km).
   */
  lifeline: boolean;
}

/** Vehicle types (客车类型等级) sold by the catalog. */
export type VehicleType = '大型高一' | '大型高二' | '中型高一' | '中型高二';

/** One daily departure of a line (station to station at a time). */
export interface BusScheduleLine {
  /** `${depStation}-${arrStation}-${HHmm}`, stable from day to day. */
  scheduleId: string;
  /** Short 班次 code printed on the ticket: the departure time as HHmm, e.g. 0930. */
  code: string;
  fromCity: string;
  toCity: string;
  depStation: BusStation;
  arrStation: BusStation;
  /** Local Beijing time HH:mm. */
  depTime: string;
  distanceKm: number;
  durationMinutes: number;
  vehicleType: VehicleType;
  seatCount: number;
  fullPriceFen: number;
  halfPriceFen: number;
  refundable: boolean;
  saleCutoffMinutes: number;
}
