import {
  TOUR_SCOPES,
  TOUR_SORTS,
  TOUR_TYPES,
  type TourScopeCode,
  type TourSearchBody,
  type TourSort,
  type TourTypeCode,
} from '@lvxing/shared';

/**
 * The /travel search as it stands in the address (shareable, and what 返回 restores): every
 * entry optional, an unknown value ignored as if absent.
 */
export interface TravelQuery {
  keyword: string;
  departureCity: string;
  /** `YYYY-MM`, or '' for any month. */
  month: string;
  tourType: TourTypeCode | null;
  tourScope: TourScopeCode | null;
  /** A key of {@link DAY_RANGES}, or null. */
  days: string | null;
  /** A key of {@link PRICE_RANGES}, or null. */
  price: string | null;
  pureFun: boolean;
  sort: TourSort;
  page: number;
}

/** Results per page. */
export const TRAVEL_PAGE_SIZE = 10;

/** 行程天数 filters: inclusive ranges of days. */
export const DAY_RANGES = [
  { key: '1-3', label: '1-3天', min: 1, max: 3 },
  { key: '4-6', label: '4-6天', min: 4, max: 6 },
  { key: '7-10', label: '7-10天', min: 7, max: 10 },
  { key: '11-30', label: '10天以上', min: 11, max: 30 },
] as const;

/** 价格 filters on the 起价 per adult, in fen (max null: no upper bound). */
export const PRICE_RANGES = [
  { key: '0-2000', label: '¥2000以下', minFen: 0, maxFen: 200_000 },
  { key: '2000-5000', label: '¥2000-5000', minFen: 200_000, maxFen: 500_000 },
  { key: '5000-10000', label: '¥5000-10000', minFen: 500_000, maxFen: 1_000_000 },
  { key: '10000+', label: '¥10000以上', minFen: 1_000_000, maxFen: null },
] as const;

/** The sort buttons, in the order shown. */
export const SORT_LABELS: Readonly<Record<TourSort, string>> = {
  SALES: '综合排序',
  PRICE_ASC: '价格从低到高',
  PRICE_DESC: '价格从高到低',
  SCORE: '评分最高',
};

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | null =>
  v !== null && (list as readonly string[]).includes(v) ? (v as T) : null;

/** The search in `params`; values the page does not offer are dropped. */
export function readTravelQuery(params: URLSearchParams): TravelQuery {
  const month = params.get('month') ?? '';
  const page = Number(params.get('page'));
  return {
    keyword: (params.get('keyword') ?? '').trim().slice(0, 30),
    departureCity: (params.get('departureCity') ?? '').trim().slice(0, 12),
    month: /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : '',
    tourType: oneOf(TOUR_TYPES, params.get('tourType')),
    tourScope: oneOf(TOUR_SCOPES, params.get('tourScope')),
    days: DAY_RANGES.find((r) => r.key === params.get('days'))?.key ?? null,
    price: PRICE_RANGES.find((r) => r.key === params.get('price'))?.key ?? null,
    pureFun: params.get('pureFun') === '1',
    sort: oneOf(TOUR_SORTS, params.get('sort')) ?? 'SALES',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The search body (POST /api/tour/search) of a query. */
export function travelSearchBody(q: TravelQuery): TourSearchBody {
  const days = DAY_RANGES.find((r) => r.key === q.days);
  const price = PRICE_RANGES.find((r) => r.key === q.price);
  return {
    keyword: q.keyword,
    ...(q.departureCity ? { departureCity: q.departureCity } : {}),
    ...(q.month ? { month: q.month } : {}),
    ...(q.tourType ? { tourType: q.tourType } : {}),
    ...(q.tourScope ? { tourScope: q.tourScope } : {}),
    ...(days ? { daysMin: days.min, daysMax: days.max } : {}),
    ...(price ? { priceMinFen: price.minFen } : {}),
    ...(price?.maxFen ? { priceMaxFen: price.maxFen } : {}),
    pureFun: q.pureFun,
    sort: q.sort,
    page: q.page,
    pageSize: TRAVEL_PAGE_SIZE,
  };
}

/**
 * `params` with `patch` applied (null, '' or false removes an entry); any change but the page's
 * goes back to page 1, since the old page may not exist in the new list.
 */
export function patchTravelQuery(
  params: URLSearchParams,
  patch: Partial<Record<keyof TravelQuery, string | number | boolean | null>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [k, v] of Object.entries(patch)) {
    if (v === null || v === '' || v === false || v === undefined) next.delete(k);
    else next.set(k, v === true ? '1' : String(v));
  }
  if (!('page' in patch)) next.delete('page');
  return next;
}

/** A product's page; the month searched (if any) opens its calendar on that month. */
export function tourDetailHref(productCode: string, month: string): string {
  const q = new URLSearchParams({ productCode });
  if (month) q.set('month', month);
  return `/travel/detail?${q}`;
}
