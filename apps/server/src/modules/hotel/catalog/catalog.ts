import { loadCities } from './cities';
import { hotelCountOf, makeHotel } from './hotels';
import type { Hotel, HotelCity, RatePlan, RoomType } from './types';

/** The whole generated catalog, built once per process. */
export interface HotelCatalog {
  /** By rank (largest first). */
  cities: HotelCity[];
  cityByCode: Map<string, HotelCity>;
  hotels: Hotel[];
  hotelById: Map<string, Hotel>;
  /** A city's hotels in id order. */
  hotelsByCity: Map<string, Hotel[]>;
}

/** Builds the catalog: the cities from `data/`, then each city's hotels by its rank. */
export function buildHotelCatalog(): HotelCatalog {
  const cities = loadCities().sort((a, b) => a.rank - b.rank);
  const hotels: Hotel[] = [];
  const hotelsByCity = new Map<string, Hotel[]>();
  for (const city of cities) {
    const used = new Set<string>();
    const list: Hotel[] = [];
    for (let n = 1; n <= hotelCountOf(city.rank); n += 1) list.push(makeHotel(city, n, used));
    hotelsByCity.set(city.code, list);
    hotels.push(...list);
  }
  return {
    cities,
    cityByCode: new Map(cities.map((c) => [c.code, c])),
    hotels,
    hotelById: new Map(hotels.map((h) => [h.id, h])),
    hotelsByCity,
  };
}

let catalog: HotelCatalog | undefined;

/** The catalog (built on first use, then shared by every request). */
export function getHotelCatalog(): HotelCatalog {
  catalog ??= buildHotelCatalog();
  return catalog;
}

/**
 * A rate plan by id (`H<city>-<nnnn>-R<n>-P<n>`) with its room type and hotel, or undefined
 * for an id the catalog does not have.
 */
export function findRatePlan(
  ratePlanId: string,
): { hotel: Hotel; roomType: RoomType; plan: RatePlan } | undefined {
  const m = /^(H\d{6}-\d{4})-R\d+-P\d+$/.exec(ratePlanId);
  const hotel = m ? getHotelCatalog().hotelById.get(m[1] ?? '') : undefined;
  for (const roomType of hotel?.roomTypes ?? []) {
    const plan = roomType.plans.find((p) => p.id === ratePlanId);
    if (hotel && plan) return { hotel, roomType, plan };
  }
  return undefined;
}
