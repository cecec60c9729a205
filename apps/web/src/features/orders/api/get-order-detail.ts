import { ApiPath, type OrderDetail } from '@lvxing/shared';
import { post } from '@/lib/api-client';

/** POST /api/plane/order/detail */
export function getOrderDetail(orderNo: string, options: { silent?: boolean } = {}) {
  return post<OrderDetail>(ApiPath.planeOrderDetail, { orderNo }, options);
}
