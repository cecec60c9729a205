import { ApiPath, type PriceDetail } from '@lvxing/shared';
import { post } from '@/lib/api-client';

export interface PriceDetailQuery {
  offerId: string;
  adults: number;
  children: number;
  infants: number;
}

/** POST /api/plane/flight/book/price/detail: fares, fund and fuel per passenger type. */
export function getPriceDetail(body: PriceDetailQuery): Promise<PriceDetail> {
  return post<PriceDetail>(ApiPath.planeBookPriceDetail, body, { silent: true });
}
