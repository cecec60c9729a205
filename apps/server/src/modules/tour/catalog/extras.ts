// Shopping stops and 自费项目 of a non-纯玩 group, disclosed as a structured list (旅游法 art. 35:
// only by agreement with the traveller, and not affecting those who decline).
import { intIn, pick, shuffled } from '../../../lib/catalog/prng';
import type { Route, RouteExtra } from './route-rows';
import type { ItineraryDay, PaidExtra, ShoppingStop } from './types';

/** Extras offered where a route lists none of its own. */
const DEFAULT_EXTRAS: Readonly<Record<'DOMESTIC' | 'OUTBOUND', readonly RouteExtra[]>> = {
  DOMESTIC: [
    { name: '景区观光车/索道（自愿）', minutes: 40, yuan: 120 },
    { name: '当地民俗演出', minutes: 90, yuan: 220 },
  ],
  OUTBOUND: [
    { name: '当地特色餐', minutes: 90, yuan: 400 },
    { name: '城市夜游', minutes: 120, yuan: 450 },
  ],
};

/** The cities the itinerary spends a night in (where shops and shows are). */
function stayCities(itinerary: readonly ItineraryDay[], hub: string): string[] {
  const cities = itinerary.flatMap((d) => (d.hotel ? [d.hotel.city] : []));
  return cities.length ? [...new Set(cities)] : [hub];
}

/**
 * 1–2 shopping stops (2–3 outbound) of 60–120 minutes, in cities of the itinerary, each selling
 * one of the route's goods. The stop names are sample names.
 */
export function shoppingOf(
  route: Route,
  itinerary: readonly ItineraryDay[],
  rand: () => number,
): ShoppingStop[] {
  const count = route.scope === 'OUTBOUND' ? intIn(rand(), 2, 3) : intIn(rand(), 1, 2);
  const cities = stayCities(itinerary, route.hub);
  return shuffled(route.shopping, rand)
    .slice(0, count)
    .map((goods) => {
      const place = pick(rand(), cities);
      return {
        name: `${place}${goods}店（示例）`,
        place,
        goods,
        minutes: 15 * intIn(rand(), 4, 8),
      };
    });
}

/** 1–3 of the route's 自费项目 (or the defaults), priced in fen. */
export function paidExtrasOf(
  route: Route,
  itinerary: readonly ItineraryDay[],
  rand: () => number,
): PaidExtra[] {
  const pool = route.extras.length ? route.extras : DEFAULT_EXTRAS[route.scope];
  const cities = stayCities(itinerary, route.hub);
  return shuffled(pool, rand)
    .slice(0, intIn(rand(), 1, Math.min(3, pool.length)))
    .map((e) => ({
      name: e.name,
      place: pick(rand(), cities),
      minutes: e.minutes,
      priceFen: e.yuan * 100,
    }));
}
