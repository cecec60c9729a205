import { dayjs } from '@/lib/dayjs';
import type { SaleWindow } from '../sale-window';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `value` when it is a YYYY-MM-DD date, else `fallback` (a search URL's dates). */
export function dateParam(value: string | null, fallback: string): string {
  return value !== null && DATE.test(value) ? value : fallback;
}

/** A place a search URL carries by code, with its name for the form. */
export interface PlaceParam {
  code: string;
  name: string;
}

/** Writes the search's places into its URL query: `from`, `fromName`, `to`, `toName`. */
export function setPlaceParams(
  p: URLSearchParams,
  places: { from: PlaceParam | null; to: PlaceParam | null },
): void {
  for (const k of ['from', 'to'] as const) {
    const place = places[k];
    if (place) {
      p.set(k, place.code);
      p.set(`${k}Name`, place.name);
    }
  }
}

/**
 * What is wrong with a travel date for a kind sold in a window of days (`sale`), or null:
 * before today, or after the window's last day (`ticket`: 车票, 汽车票…, named in the message).
 */
export function saleDateError(date: string, sale: SaleWindow, ticket: string): string | null {
  if (date < sale.min) return '出发日期不能早于今天';
  if (date > sale.max)
    return `${ticket}预售期为 ${dayjs(sale.max).diff(sale.min, 'day') + 1} 天，该日期暂未开售`;
  return null;
}
