// How a hotel search's results are asked, as a page address holds it (filters, sort, page), and
// the search call of an address: the web app's /hotel and the server's page data of it.
import { HOTEL_SORTS, type HotelSort } from './codes/hotel';
import { parseStayQuery, type StayQuery } from './hotel-stay-query';
import type { HotelFilters, HotelSearchBody } from './schemas/hotel';

/** Filter groups of the results, by their key in the address (values comma-separated). */
export const GROUP_KEYS = ['price', 'stars', 'score', 'brand', 'district', 'fac'] as const;
export type GroupKey = (typeof GROUP_KEYS)[number];

/** Yes/no filters, by their key in the address (`=1`). */
export const TOGGLES = [
  { key: 'bf', label: '含早餐', field: 'breakfast' },
  { key: 'fc', label: '免费取消', field: 'freeCancel' },
  { key: 'pah', label: '到店付', field: 'payAtHotel' },
  { key: 'ic', label: '立即确认', field: 'instantConfirm' },
] as const;
export type ToggleKey = (typeof TOGGLES)[number]['key'];

/** How the results are asked and shown, beyond the stay: all of it in the address. */
export interface ResultQuery {
  picks: Record<GroupKey, string[]>;
  toggles: Record<ToggleKey, boolean>;
  sort: HotelSort;
  /** The landmark distances are measured to (null: the place picked, else the city centre). */
  landmarkId: string | null;
  page: number;
  view: 'list' | 'map';
}

const list = (v: string | null) => (v ? v.split(',').filter(Boolean) : []);

/** The result state of an address's query (bad entries are ignored). */
export function readResultQuery(params: URLSearchParams): ResultQuery {
  const sort = params.get('sort') as HotelSort | null;
  const page = Number(params.get('page'));
  return {
    picks: Object.fromEntries(
      GROUP_KEYS.map((k) => [k, list(params.get(k))]),
    ) as ResultQuery['picks'],
    toggles: Object.fromEntries(
      TOGGLES.map((t) => [t.key, params.get(t.key) === '1']),
    ) as ResultQuery['toggles'],
    sort: sort && HOTEL_SORTS.includes(sort) ? sort : 'POPULAR',
    landmarkId: params.get('lm') || null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    view: params.get('view') === 'map' ? 'map' : 'list',
  };
}

const fen = (yuan: string | undefined) => (yuan ? Math.round(Number(yuan) * 100) : undefined);

/** The server's filters of the picks and toggles (`price` is `min-max` yuan, either end open). */
export function filtersOf(q: Pick<ResultQuery, 'picks' | 'toggles'>): HotelFilters {
  const { picks } = q;
  const [min, max] = (picks.price[0] ?? '').split('-');
  const f: HotelFilters = {
    priceMinFen: fen(min),
    priceMaxFen: fen(max),
    stars: picks.stars.length ? picks.stars.map(Number) : undefined,
    brands: picks.brand.length ? picks.brand : undefined,
    districts: picks.district.length ? picks.district : undefined,
    facilities: picks.fac.length ? (picks.fac as HotelFilters['facilities']) : undefined,
    minScore: picks.score[0] ? Number(picks.score[0]) : undefined,
  };
  for (const t of TOGGLES) if (q.toggles[t.key]) f[t.field] = true;
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as HotelFilters;
}

/** Hotels per page of /hotel's list. */
export const HOTEL_PAGE_SIZE = 20;

/** The search call of a stay and result state (null: no destination yet). */
export function hotelSearchBodyOf(stay: StayQuery, q: ResultQuery): HotelSearchBody | null {
  if (!stay.city) return null;
  return {
    cityCode: stay.city,
    ...(stay.place && stay.place.type !== 'CITY'
      ? { place: { type: stay.place.type, id: stay.place.id } }
      : {}),
    checkIn: stay.checkIn,
    checkOut: stay.checkOut,
    rooms: stay.rooms,
    adults: stay.adults,
    childAges: stay.childAges,
    filters: filtersOf(q),
    sort: q.sort,
    ...(q.landmarkId ? { landmarkId: q.landmarkId } : {}),
    page: q.page,
    pageSize: HOTEL_PAGE_SIZE,
  };
}

/** The search call of a /hotel address at `now` (null: no destination). */
export const hotelSearchOfQuery = (params: URLSearchParams, now: Date = new Date()) =>
  hotelSearchBodyOf(parseStayQuery(params, now), readResultQuery(params));

/**
 * The page data key of /hotel's first answer (packages/shared/src/page-data.ts): its search call's
 * body, as {@link hotelSearchOfQuery} builds it. Kept here rather than in `pageDataKey`, which
 * every page loads.
 */
export const hotelSearchPageKey = (body: HotelSearchBody) => `hotel-search:${JSON.stringify(body)}`;
