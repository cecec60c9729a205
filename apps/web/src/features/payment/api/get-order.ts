import { ApiPath, type OrderDetail } from '@lvxing/shared';
import { post } from '@/lib/api-client';

/** POST /api/plane/order/detail */
export function getOrder(
  orderNo: string,
  options: { silent?: boolean } = {},
): Promise<OrderDetail> {
  return post<OrderDetail>(ApiPath.planeOrderDetail, { orderNo }, options);
}
