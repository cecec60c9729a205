import { dayjs, tomorrowIso } from '@/lib/dayjs';
import { saleWindow } from '../sale-window';

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

const DATE = /^\d{4}-\d{2}-\d{2}$/;

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
  const date = params.get('date') ?? '';
  return {
    from: place('from'),
    to: place('to'),
    date: DATE.test(date) ? date : base.date,
    gd: params.has('gd') ? params.get('gd') === '1' : base.gd,
  };
}

/**
 * The URL query of a train search. `type=train` keeps the login overlay's rule working: a login
 * started here goes on to /ticket/book?train=train (site-spec §2).
 */
export function trainQueryToParams(q: TrainQuery): URLSearchParams {
  const p = new URLSearchParams({ type: 'train' });
  if (q.from) {
    p.set('from', q.from.code);
    p.set('fromName', q.from.name);
  }
  if (q.to) {
    p.set('to', q.to.code);
    p.set('toName', q.to.name);
  }
  p.set('date', q.date);
  if (q.gd) p.set('gd', '1');
  return p;
}

/** First problem of a query before searching, or null. */
export function trainQueryError(q: TrainQuery, sale = saleWindow('train')): string | null {
  if (!q.from) return '请选择出发站';
  if (!q.to) return '请选择到达站';
  if (q.from.code === q.to.code || q.from.name === q.to.name) return '出发站和到达站不能相同';
  if (q.date < sale.min) return '出发日期不能早于今天';
  if (q.date > sale.max)
    return `车票预售期为 ${dayjs(sale.max).diff(sale.min, 'day') + 1} 天，该日期暂未开售`;
  return null;
}
