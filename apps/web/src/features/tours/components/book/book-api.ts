import { TourPath, type TourBookBody, type TourBookResult } from '@lvxing/shared';
import { post } from '@/lib/api-client';
import { useTourProduct } from '../../hooks/use-tours';

/**
 * POST /api/tour/order/create: holds the places and opens the order (待支付).
 * @throws ApiError 25002 closed, 25003 sold out, 25004 price changed (`data.totalFen`), 25005
 *   party, 14005 a traveller (the message names it)
 */
export const createTourOrder = (body: TourBookBody) =>
  post<TourBookResult>(TourPath.orderCreate, body);

/**
 * The product and its departure on `date` as on sale now (its prices, places left, 成团进度):
 * `departure` is undefined while loading or when the product has no departure that day. The
 * same queries as the product page's (`useTourProduct`): a visit from it finds both cached.
 */
export function useTourDeparture(productCode: string, date: string) {
  const { detail, calendar } = useTourProduct(productCode);
  return {
    product: detail.data,
    departure: calendar.data?.departures.find((d) => d.date === date),
    loading: detail.loading || calendar.loading,
  };
}
