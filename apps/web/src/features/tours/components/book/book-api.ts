import {
  TourPath,
  type TourBookBody,
  type TourBookResult,
  type TourCalendarResult,
  type TourDetail,
} from '@lvxing/shared';
import { post, type RequestOptions } from '@/lib/api-client';
import { QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery } from '@/lib/query-hooks';

/**
 * The booking page's answers, keyed as the product page keys the same calls (the tours' section
 * of lib/query-keys.ts, helper W1's), so a visit from the product page finds both in the cache.
 */
const bookKeys = {
  detail: (code: string) => ['tours', 'detail', code] as const,
  calendar: (code: string) => ['tours', 'calendar', code] as const,
};

/** POST /api/tour/detail: the product as sold. @throws ApiError 25001 (no such product) */
export const getTourDetail = (productCode: string, options?: RequestOptions) =>
  post<TourDetail>(TourPath.detail, { productCode }, options);

/** POST /api/tour/calendar: every departure of the product on sale, with prices and places. */
export const getTourCalendar = (productCode: string, options?: RequestOptions) =>
  post<TourCalendarResult>(TourPath.calendar, { productCode }, options);

/**
 * POST /api/tour/order/create: holds the places and opens the order (待支付).
 * @throws ApiError 25002 closed, 25003 sold out, 25004 price changed (`data.totalFen`), 25005
 *   party, 14005 a traveller (the message names it)
 */
export const createTourOrder = (body: TourBookBody) =>
  post<TourBookResult>(TourPath.orderCreate, body);

/**
 * The product and its departure on `date` as on sale now (its prices, places left, 成团进度):
 * `departure` is undefined while loading or when the product has no departure that day.
 */
export function useTourDeparture(productCode: string, date: string) {
  const detail = useApiQuery(bookKeys.detail(productCode), () =>
    getTourDetail(productCode, QUERY_REQUEST),
  );
  const calendar = useApiQuery(bookKeys.calendar(productCode), () =>
    getTourCalendar(productCode, QUERY_REQUEST),
  );
  return {
    product: detail.data,
    departure: calendar.data?.departures.find((d) => d.date === date),
    loading: detail.loading || calendar.loading,
  };
}
