import { ApiPath, type OrderSearchResult } from '@lvxing/shared';
import { post, type RequestOptions } from '@/lib/api-client';

export const ORDER_TABS = ['ALL', 'PENDING_PAYMENT', 'TICKETED', 'REFUND', 'CLOSED'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** The kinds the list can be narrowed to (ALL: every kind). */
export const ORDER_KINDS = ['ALL', 'FLIGHT', 'TRAIN', 'BUS'] as const;
export type OrderKindFilter = (typeof ORDER_KINDS)[number];

/** POST /api/plane/order/search: the member's orders of a kind (or every kind), newest first. */
export function searchOrders(
  body: { tab: OrderTab; page: number; pageSize: number; kind: OrderKindFilter },
  options: RequestOptions = {},
) {
  return post<OrderSearchResult>(ApiPath.planeOrderSearch, body, options);
}
