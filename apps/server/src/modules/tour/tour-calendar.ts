// Departure calendars per product and day, kept for the day: a search prices hundreds of
// products from their calendars, and a calendar depends only on the product and the date.
import { departuresOf, type TourDeparture, type TourProduct } from './catalog';

const byDay = new Map<string, Map<string, TourDeparture[]>>();
const byPriceDay = new Map<string, Map<string, TourDeparture[]>>();

/** The cache of `today` in `maps` (the previous day's dropped when a new day is asked). */
function dayCache(maps: Map<string, Map<string, TourDeparture[]>>, today: string) {
  let day = maps.get(today);
  if (!day) {
    maps.clear();
    day = new Map();
    maps.set(today, day);
  }
  return day;
}

/**
 * The departures of `product` on sale by the catalog from `today` (Beijing `YYYY-MM-DD`), built
 * once per product and day (the previous day's are dropped when a new day is asked).
 */
export function calendarOf(product: TourProduct, today: string): TourDeparture[] {
  const day = dayCache(byDay, today);
  let deps = day.get(product.code);
  if (!deps) {
    deps = departuresOf(product, today);
    day.set(product.code, deps);
  }
  return deps;
}

/**
 * The same departures cheapest first (then by date): a search's 起价 is the first of them on
 * sale in its window, found without looking at the dearer ones.
 */
export function byPriceOf(product: TourProduct, today: string): TourDeparture[] {
  const day = dayCache(byPriceDay, today);
  let deps = day.get(product.code);
  if (!deps) {
    deps = [...calendarOf(product, today)].sort(
      (a, b) => a.adultFen - b.adultFen || a.date.localeCompare(b.date),
    );
    day.set(product.code, deps);
  }
  return deps;
}

/** The catalog departure of `product` on `date`, when it is one of its calendar's days. */
export function departureFor(
  product: TourProduct,
  date: string,
  today: string,
): TourDeparture | undefined {
  return calendarOf(product, today).find((d) => d.date === date);
}
