import { CABINS, type Cabin } from '@lvxing/shared';
import { todayIso, tomorrowIso } from '@/lib/dayjs';
import type { CityValue } from '../city-picker/city-picker';
import { dateParam, setPlaceParams } from '../search-form/search-params';

export type TripType = 'OW' | 'RT';

/** What the flight search form edits and the search URL carries. */
export interface FlightQuery {
  trip: TripType;
  from: CityValue | null;
  to: CityValue | null;
  date: string;
  /** Only for round trips. */
  returnDate: string | null;
  cabin: Cabin;
  adults: number;
  children: number;
  infants: number;
}

export const MAX_PASSENGERS = 9;

export function defaultQuery(overrides: Partial<FlightQuery> = {}): FlightQuery {
  const date = tomorrowIso();
  return {
    trip: 'OW',
    from: null,
    to: null,
    date,
    returnDate: null,
    cabin: 'Y',
    adults: 1,
    children: 0,
    infants: 0,
    ...overrides,
  };
}

const count = (v: string | null, min: number, fallback: number) => {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n >= min && n <= MAX_PASSENGERS ? n : fallback;
};

/** Reads a query from the search URL (`?from=CBJS&fromName=北京&to=…&date=…&cabin=Y&adults=1`). */
export function queryFromParams(params: URLSearchParams, base = defaultQuery()): FlightQuery {
  const city = (k: 'from' | 'to'): CityValue | null => {
    const code = params.get(k)?.trim().toUpperCase();
    return code ? { code, name: params.get(`${k}Name`) || code } : base[k];
  };
  const returnDate = dateParam(params.get('returnDate'), '');
  const cabin = params.get('cabin') as Cabin | null;
  const trip: TripType = params.get('trip') === 'RT' && returnDate ? 'RT' : 'OW';
  return {
    trip,
    from: city('from'),
    to: city('to'),
    date: dateParam(params.get('date'), base.date),
    returnDate: trip === 'RT' ? returnDate : null,
    cabin: cabin && CABINS.includes(cabin) ? cabin : base.cabin,
    adults: count(params.get('adults'), 1, base.adults),
    children: count(params.get('children'), 0, base.children),
    infants: count(params.get('infants'), 0, base.infants),
  };
}

/** The search URL's query string for `q` (cities by code, with names for the form). */
export function queryToParams(q: FlightQuery): URLSearchParams {
  const p = new URLSearchParams();
  p.set('trip', q.trip);
  setPlaceParams(p, q);
  p.set('date', q.date);
  if (q.trip === 'RT' && q.returnDate) p.set('returnDate', q.returnDate);
  p.set('cabin', q.cabin);
  p.set('adults', String(q.adults));
  p.set('children', String(q.children));
  p.set('infants', String(q.infants));
  return p;
}

/** First problem of a query before searching, or null. */
export function queryError(q: FlightQuery): string | null {
  if (!q.from) return '请选择出发城市';
  if (!q.to) return '请选择到达城市';
  if (q.from.code === q.to.code) return '出发地和目的地不能相同';
  if (q.date < todayIso()) return '出发日期不能早于今天';
  if (q.trip === 'RT' && !q.returnDate) return '请选择返程日期';
  if (q.trip === 'RT' && q.returnDate && q.returnDate < q.date) return '返程日期不能早于去程日期';
  if (q.adults < 1) return '至少一位成人';
  if (q.adults + q.children > MAX_PASSENGERS) return `每单最多 ${MAX_PASSENGERS} 位乘客`;
  if (q.infants > q.adults) return '每位成人最多携带一名婴儿';
  return null;
}

/** Text of the passenger mix: `1成人 1儿童`. */
export function passengerSummary(q: Pick<FlightQuery, 'adults' | 'children' | 'infants'>) {
  return [
    `${q.adults}成人`,
    q.children ? `${q.children}儿童` : '',
    q.infants ? `${q.infants}婴儿` : '',
  ]
    .filter(Boolean)
    .join(' ');
}
