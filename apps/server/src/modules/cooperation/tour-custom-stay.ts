// 住宿 of a custom trip: the destination city's hotels of the standard's 钻级 in the hotel
// catalog, each priced at its cheapest double room on each night of the stay (the prices the
// hotel pages sell at).
import { CUSTOM_HOTEL_DIAMONDS, type CustomHotelStandard } from '@lvxing/shared';
import {
  getHotelCatalog,
  priceFen,
  stayFactors,
  type Hotel,
  type StayFactors,
} from '../hotel/catalog';
import type { PlanStop } from './tour-custom-plan';
import { spread, timesRange, type LineParts } from './tour-custom-range';

/** The hotel catalog's city code of a Chinese city name, or undefined. */
export function hotelCityCode(name: string): string | undefined {
  return getHotelCatalog().cities.find((c) => c.name === name)?.code;
}

/**
 * A hotel's cheapest room for two over `nights`, fen (each night the cheaper of its double
 * rooms at its cheapest rate plan, as `nightlyPriceFen` prices it); undefined when it has none.
 */
function stayFen(hotel: Hotel, stay: StayFactors, nights: number): number | undefined {
  const perNight: number[] = Array.from({ length: nights }, () => Number.POSITIVE_INFINITY);
  for (const room of hotel.roomTypes) {
    if (room.maxOccupancy < 2 || room.plans.length === 0) continue;
    // a night's price grows with the plan's factor: the least factor is the cheapest plan
    const planFactor = Math.min(...room.plans.map((p) => p.factor));
    stay.of(room).forEach((f, i) => {
      perNight[i] = Math.min(perNight[i]!, priceFen(room.basePriceFen, planFactor, f));
    });
  }
  if (perNight.some((p) => !Number.isFinite(p))) return undefined;
  return perNight.reduce((a, b) => a + b, 0);
}

/** Rooms for the party: two adults a room, children sharing their parents' rooms. */
export const roomsFor = (adults: number) => Math.max(1, Math.ceil(adults / 2));

/**
 * The nights of each stop: the range of the city's hotels of that 钻级 (cheapest fifth to
 * dearest fifth of their stays) × the rooms. A stop with no night costs nothing; a city the
 * hotel catalog lacks, or without such hotels, is left to the consultant (`missing`).
 */
export function priceStays(
  stops: readonly PlanStop[],
  standard: CustomHotelStandard,
  adults: number,
): LineParts {
  const parts: LineParts = { items: [], missing: [] };
  const diamonds = CUSTOM_HOTEL_DIAMONDS[standard];
  const rooms = roomsFor(adults);
  const catalog = getHotelCatalog();
  for (const stop of stops) {
    if (stop.nights.length === 0) continue;
    const code = hotelCityCode(stop.city);
    const hotels = (code ? (catalog.hotelsByCity.get(code) ?? []) : []).filter(
      (h) => h.stars === diamonds,
    );
    const factors = stayFactors(code ?? '', stop.nights);
    const stays = hotels.flatMap((h) => {
      const fen = stayFen(h, factors, stop.nights.length);
      return fen === undefined ? [] : [fen];
    });
    const range = spread(stays);
    if (!range) {
      parts.missing.push(`${stop.city}${standard}酒店`);
      continue;
    }
    const text =
      `${stop.city} ${stop.nights.length}晚 ${standard}（${diamonds}钻）×${rooms}间` +
      `（本站${stays.length}家同级酒店当日价）`;
    parts.items.push({ ...timesRange(range, rooms), text });
  }
  return parts;
}
