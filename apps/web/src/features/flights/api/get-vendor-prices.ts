import { ApiPath, type Cabin, type VendorPriceListResult } from '@lvxing/shared';
import { post, type RequestOptions } from '@/lib/api-client';

export interface VendorPriceQuery {
  flightNo: string;
  date: string;
  cabin?: Cabin;
}

/** POST /api/plane/flight/vendor/price/list: every vendor's offer for one flight. */
export function getVendorPrices(
  body: VendorPriceQuery,
  options: RequestOptions = {},
): Promise<VendorPriceListResult> {
  return post<VendorPriceListResult>(ApiPath.planeVendorPriceList, body, options);
}
