import { ApiPath, type OrderSearchResult } from '@lvxing/shared';
import { post } from '@/lib/api-client';

export const ORDER_TABS = ['ALL', 'PENDING_PAYMENT', 'TICKETED', 'REFUND', 'CLOSED'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** POST /api/plane/order/search with `kind: ALL`: the member's orders of every kind, newest first. */
export function searchOrders(body: { tab: OrderTab; page: number; pageSize: number }) {
  return post<OrderSearchResult>(ApiPath.planeOrderSearch, { ...body, kind: 'ALL' });
}
