import type { ProductKind } from '@lvxing/shared';
import { post } from '@/lib/api-client';
import { orderPaths } from './order-paths';

/** POST /api/{plane|train|bus}/order/cancel: cancels an unpaid order. */
export function cancelOrder(orderNo: string, kind: ProductKind): Promise<unknown> {
  return post<unknown>(orderPaths(kind).cancel, { orderNo });
}
