import { ApiPath, SALE_KINDS, type OrderSearchResult, type SaleKind } from '@lvxing/shared';
import { post, type RequestOptions } from '@/lib/api-client';

export const ORDER_TABS = ['ALL', 'PENDING_PAYMENT', 'TICKETED', 'REFUND', 'CLOSED'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** What the list can be narrowed to: every kind on sale (SALE_KINDS), or ALL. */
export type OrderKindFilter = 'ALL' | SaleKind;
export const ORDER_KINDS: readonly OrderKindFilter[] = ['ALL', ...SALE_KINDS];

/** POST /api/plane/order/search: the member's orders of a kind (or every kind), newest first. */
export function searchOrders(
  body: { tab: OrderTab; page: number; pageSize: number; kind: OrderKindFilter },
  options: RequestOptions = {},
) {
  return post<OrderSearchResult>(ApiPath.planeOrderSearch, body, options);
}
