// Departure calendars per product and day, kept for the day: a search prices hundreds of
// products from their calendars, and a calendar depends only on the product and the date.
import { departuresOf, type TourDeparture, type TourProduct } from './catalog';

const byDay = new Map<string, Map<string, TourDeparture[]>>();

/**
 * The departures of `product` on sale by the catalog from `today` (Beijing `YYYY-MM-DD`), built
 * once per product and day (the previous day's are dropped when a new day is asked).
 */
export function calendarOf(product: TourProduct, today: string): TourDeparture[] {
  let day = byDay.get(today);
  if (!day) {
    byDay.clear();
    day = new Map();
    byDay.set(today, day);
  }
  let deps = day.get(product.code);
  if (!deps) {
    deps = departuresOf(product, today);
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
