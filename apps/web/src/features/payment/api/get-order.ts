import { ApiPath, type OrderDetail } from '@lvxing/shared';
import { post, type RequestOptions } from '@/lib/api-client';

/** POST /api/plane/order/detail */
export function getOrder(orderNo: string, options: RequestOptions = {}): Promise<OrderDetail> {
  return post<OrderDetail>(ApiPath.planeOrderDetail, { orderNo }, options);
}
