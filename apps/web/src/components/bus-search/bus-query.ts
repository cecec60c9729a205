import { tomorrowIso } from '@/lib/dayjs';
import { bookingRulesNow } from '../booking-rules';
import { saleWindow, type SaleWindow } from '../sale-window';
import { dateParam, saleDateError } from '../search-form/search-params';

/** What the coach search form edits and the /train?type=bus URL carries: city names and a date. */
export interface BusQuery {
  from: string | null;
  to: string | null;
  date: string;
}

export function defaultBusQuery(overrides: Partial<BusQuery> = {}): BusQuery {
  return { from: null, to: null, date: tomorrowIso(), ...overrides };
}

/** Reads a query from the URL (`?type=bus&from=南京&to=上海&date=…`). */
export function busQueryFromParams(params: URLSearchParams, base = defaultBusQuery()): BusQuery {
  const city = (k: 'from' | 'to') => params.get(k)?.trim() || base[k];
  return { from: city('from'), to: city('to'), date: dateParam(params.get('date'), base.date) };
}

/** The URL query of a coach search (always `type=bus`: the coach tab of /train). */
export function busQueryToParams(q: BusQuery): URLSearchParams {
  const p = new URLSearchParams({ type: 'bus' });
  if (q.from) p.set('from', q.from);
  if (q.to) p.set('to', q.to);
  p.set('date', q.date);
  return p;
}

/** First problem of a query before searching, or null (`sale`: the kind's sale window). */
export function busQueryError(
  q: BusQuery,
  sale: SaleWindow = saleWindow(bookingRulesNow('bus').saleWindowDays),
): string | null {
  if (!q.from) return '请选择出发城市';
  if (!q.to) return '请选择到达城市';
  if (q.from === q.to) return '出发城市和到达城市不能相同';
  return saleDateError(q.date, sale, '汽车票');
}
