import { addDays, type FlightDealsResult } from '@lvxing/shared';
import { dailyPerOwner } from '../../lib/response-cache';
import { shanghaiDate } from '../orders/order-numbers';
import { getCatalog } from './catalog';
import type { FlightDeps } from './flight.deps';
import { flightCalendar } from './flight-search.service';

/** The popular domestic routes the home page's 特价机票 shows (flight catalog city codes). */
export const DEAL_ROUTES: readonly (readonly [string, string])[] = [
  ['CBJS', 'CSHA'],
  ['CSHA', 'CBJS'],
  ['CBJS', 'CAN'],
  ['CSHA', 'SZX'],
  ['CAN', 'CSHA'],
  ['CCTU', 'CBJS'],
  ['HGH', 'CBJS'],
  ['CSHA', 'CCTU'],
  ['XIY', 'CSHA'],
  ['CKG', 'CSHA'],
];

/** How many days, from tomorrow, the deals look at. */
export const DEAL_DAYS = 30;

const cityName = (code: string) => getCatalog().cities.get(code)?.nameZh ?? code;

/**
 * How long the deals are kept, ms: ten calendars of 30 days take 0.15–0.4 s of CPU, and a deal
 * is a pointer to a search (which shows the live fare), not a price sold at.
 */
export const DEALS_FRESH_MS = 10 * 60_000;

/**
 * 特价机票: for each of {@link DEAL_ROUTES}, the day of the next {@link DEAL_DAYS} days (from
 * tomorrow, Beijing date) whose lowest economy fare is the lowest, with that fare, taken from
 * the low-price calendar (so the deal is the price a search of that day shows); routes with no
 * fare on sale in those days are left out. Cheapest first. Kept for {@link DEALS_FRESH_MS} per
 * app (then served once more while worked out again).
 */
export const flightDeals: (deps: FlightDeps) => Promise<FlightDealsResult> = dailyPerOwner(
  DEALS_FRESH_MS,
  (deps: FlightDeps) => shanghaiDate(deps.now()),
  (deps: FlightDeps) => computeDeals(deps),
);

/** The deals worked out now, a route at a time (each route's query lets other requests in). */
async function computeDeals(deps: FlightDeps): Promise<FlightDealsResult> {
  const startDate = addDays(shanghaiDate(deps.now()), 1);
  const items: FlightDealsResult['items'] = [];
  for (const [from, to] of DEAL_ROUTES) {
    const { days } = await flightCalendar(deps, {
      from,
      to,
      startDate,
      days: DEAL_DAYS,
      cabin: 'Y',
    });
    let best: (typeof days)[number] | null = null;
    for (const d of days)
      if (d.lowestPriceFen !== null && (!best || d.lowestPriceFen < best.lowestPriceFen!)) best = d;
    if (best)
      items.push({
        from: { code: from, name: cityName(from) },
        to: { code: to, name: cityName(to) },
        date: best.date,
        lowestPriceFen: best.lowestPriceFen!,
      });
  }
  items.sort((a, b) => a.lowestPriceFen - b.lowestPriceFen);
  return { startDate, days: DEAL_DAYS, items };
}
