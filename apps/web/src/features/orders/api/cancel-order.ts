import { ApiPath } from '@lvxing/shared';
import { post } from '@/lib/api-client';

/** POST /api/plane/order/cancel: cancels an unpaid order. */
export function cancelOrder(orderNo: string): Promise<unknown> {
  return post<unknown>(ApiPath.planeOrderCancel, { orderNo });
}
