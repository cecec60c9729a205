import type { ProductKind } from '@lvxing/shared';
import { post } from '@/lib/api-client';
import { orderPaths } from './order-paths';

/** POST /api/{plane|train|bus}/order/refund: asks for a refund of a ticketed order. */
export function refundOrder(orderNo: string, kind: ProductKind, reason = '自愿退票') {
  return post<unknown>(orderPaths(kind).refund, { orderNo, reason });
}
