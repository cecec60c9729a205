import { ApiPath } from '@lvxing/shared';
import { post } from '@/lib/api-client';

/** POST /api/plane/order/refund: asks for a refund of a ticketed order. */
export function refundOrder(orderNo: string, reason = '自愿退票'): Promise<unknown> {
  return post<unknown>(ApiPath.planeOrderRefund, { orderNo, reason });
}
