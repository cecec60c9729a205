import { tomorrowIso } from '@/lib/dayjs';
import { bookingRulesNow } from '../booking-rules';
import { saleWindow, type SaleWindow } from '../sale-window';
import { dateParam, saleDateError, setPlaceParams } from '../search-form/search-params';

/** A station or city as the train search carries it: `code` is sent as `from`/`to`. */
export interface StationValue {
  /** A city name (all its stations) or a station telecode. */
  code: string;
  name: string;
}

/** What the train search form edits and the /train URL carries. */
export interface TrainQuery {
  from: StationValue | null;
  to: StationValue | null;
  date: string;
  /** 只看高铁动车: G, D and C trains only. */
  gd: boolean;
}

/** The train types 只看高铁动车 keeps (高铁 G, 动车 D, 城际 C: the EMU trains). */
export const GD_TYPES = ['G', 'D', 'C'] as const;

export function defaultTrainQuery(overrides: Partial<TrainQuery> = {}): TrainQuery {
  return {
    from: null,
    to: null,
    date: tomorrowIso(),
    gd: false,
    ...overrides,
  };
}

/** Reads a query from the URL (`?type=train&from=上海&fromName=上海&to=NKH&toName=南京南&date=…&gd=1`). */
export function trainQueryFromParams(
  params: URLSearchParams,
  base = defaultTrainQuery(),
): TrainQuery {
  const place = (k: 'from' | 'to'): StationValue | null => {
    const code = params.get(k)?.trim();
    if (!code) return base[k];
    const upper = /^[a-z]{3}$/i.test(code) ? code.toUpperCase() : code;
    return { code: upper, name: params.get(`${k}Name`)?.trim() || upper };
  };
  return {
    from: place('from'),
    to: place('to'),
    date: dateParam(params.get('date'), base.date),
    gd: params.has('gd') ? params.get('gd') === '1' : base.gd,
  };
}

/**
 * The URL query of a train search. `type=train` keeps the login overlay's rule working: a login
 * started here goes on to /ticket/book?train=train (site-spec §2).
 */
export function trainQueryToParams(q: TrainQuery): URLSearchParams {
  const p = new URLSearchParams({ type: 'train' });
  setPlaceParams(p, q);
  p.set('date', q.date);
  if (q.gd) p.set('gd', '1');
  return p;
}

/** First problem of a query before searching, or null (`sale`: the kind's sale window). */
export function trainQueryError(
  q: TrainQuery,
  sale: SaleWindow = saleWindow(bookingRulesNow('train').saleWindowDays),
): string | null {
  if (!q.from) return '请选择出发站';
  if (!q.to) return '请选择到达站';
  if (q.from.code === q.to.code || q.from.name === q.to.name) return '出发站和到达站不能相同';
  return saleDateError(q.date, sale, '车票');
}
