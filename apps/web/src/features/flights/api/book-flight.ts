import { ApiPath, type BookResult, type FlightBookBody } from '@lvxing/shared';
import { post } from '@/lib/api-client';

/** POST /api/plane/order/vendor/price/book: creates the order (待支付). */
export function bookFlight(body: FlightBookBody): Promise<BookResult> {
  return post<BookResult>(ApiPath.planeVendorPriceBook, body);
}
