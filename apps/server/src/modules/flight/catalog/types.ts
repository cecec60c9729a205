import type { Cabin, FeeRule, FlightCity } from '@lvxing/shared';

/** An airport of the catalog (OpenFlights, with Chinese names). */
export interface Airport {
  /** IATA code, e.g. PEK. */
  code: string;
  /** Chinese airport name, e.g. 首都国际机场 (short, without the city). */
  nameZh: string;
  /** Chinese city name, e.g. 北京. */
  cityZh: string;
  /** Code of the city this airport belongs to (see City). */
  cityCode: string;
  countryZh: string;
  domestic: boolean;
  lat: number;
  lon: number;
  /** IANA time zone of the airport (OpenFlights), e.g. Asia/Tokyo; Asia/Shanghai in China. */
  tz: string;
}

export interface Airline {
  /** IATA code, e.g. CA. */
  code: string;
  /** Full Chinese name, e.g. 中国国际航空. */
  nameZh: string;
  /** Short Chinese name, e.g. 中国国航. */
  shortZh: string;
}

export interface CabinLayout {
  cabin: Cabin;
  seats: number;
}

/**
 * One scheduled flight: operates every day (or on `daysOfWeek`) at a fixed local departure time.
 * Generated deterministically from the OpenFlights routes.
 */
export interface FlightSchedule {
  /** e.g. MU5101 */
  flightNo: string;
  airline: string;
  dep: string;
  arr: string;
  /** Local departure time HH:mm (times are shown as Beijing time for the site). */
  depTime: string;
  /** Block time in minutes. */
  blockMinutes: number;
  /** IATA aircraft type code, e.g. 738, 333. */
  aircraft: string;
  aircraftSize: '大' | '中' | '小';
  distanceKm: number;
  cabins: CabinLayout[];
  international: boolean;
  meal: boolean;
  /** ISO weekdays 1 (Mon)…7 (Sun) the flight operates. */
  daysOfWeek: number[];
}

/** A vendor offer before it meets the inventory (prices in fen). */
export interface OfferTemplate {
  vendorCode: string;
  vendorNameZh: string;
  kind: 'FLAGSHIP' | 'AGENCY';
  rating: number;
  cabin: Cabin;
  bookingClass: string;
  adultFareFen: number;
  /** Full (undiscounted) fare of the cabin, the base of child/infant fares. */
  fullFareFen: number;
  refundRules: FeeRule[];
  changeRules: FeeRule[];
  baggage: { carryOnKg: number; checkedKg: number; checkedPieces: number };
  ticketingMinutes: number;
  tags: string[];
}

/** The whole flight catalog, built once per process from the seed files (deterministic). */
export interface Catalog {
  airports: ReadonlyMap<string, Airport>;
  airlines: ReadonlyMap<string, Airline>;
  cities: ReadonlyMap<string, FlightCity>;
  /** Schedules by `${dep}-${arr}` airport pair. */
  schedulesByRoute: ReadonlyMap<string, FlightSchedule[]>;
  schedulesByFlightNo: ReadonlyMap<string, FlightSchedule>;
  /** Cities matching Chinese, full pinyin or initials (prefix), best first; empty → hot cities. */
  searchCities(keyword: string, scope: 'domestic' | 'international' | 'all'): FlightCity[];
  /** A city by its code, or a lone airport by its IATA code (as a one-airport city). */
  resolvePlace(code: string): FlightCity | undefined;
}
