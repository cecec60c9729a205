import {
  TourPath,
  type TourCalendarResult,
  type TourDetail,
  type TourSearchBody,
  type TourSearchResult,
} from '@lvxing/shared';
import { post, type RequestOptions } from '@/lib/api-client';

/**
 * POST /api/tour/search: one page of products matching the body, each with its 起价 (lowest adult
 * price, fen) in the window asked. Bad input answers a business error (toasted by the client).
 */
export function searchTours(body: TourSearchBody, options: RequestOptions = {}) {
  return post<TourSearchResult>(TourPath.search, body, options);
}

/** POST /api/tour/detail: the product as sold (itinerary, costs, shopping, notes, ladder). */
export function getTourDetail(productCode: string, options: RequestOptions = {}) {
  return post<TourDetail>(TourPath.detail, { productCode }, options);
}

/**
 * POST /api/tour/calendar without a month: every departure of the product's sale window, on sale
 * or not, with prices (fen), places left and 成团进度.
 */
export function getTourCalendar(productCode: string, options: RequestOptions = {}) {
  return post<TourCalendarResult>(TourPath.calendar, { productCode }, options);
}
