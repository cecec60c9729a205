import type { OrderDetail, OrderState } from '@lvxing/shared';
import { MEMBER_QUERY, QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery, useAppQueryClient } from '@/lib/query-hooks';
import { orderKeys } from '@/lib/query-keys';
import { useUserStore } from '@/stores/user-store';
import { getOrderDetail } from '../api/get-order-detail';

export const TICKETING_POLL_MS = 2500;

/** The poll of an order's state: every 2.5 s while 出票中, none otherwise. */
export function ticketingPoll(state: OrderState | undefined): number | false {
  return state === 'TICKETING' ? TICKETING_POLL_MS : false;
}

/**
 * The member's order `orderNo` (null: nothing to load). While it is 出票中 its state is asked
 * every 2.5 s, silently (no loading overlay), until it moves on; the new answer is shown.
 */
export function useOrderDetail(orderNo: string | null) {
  const client = useAppQueryClient();
  const member = useUserStore((s) => s.userInfo.mobile);
  const key = orderNo ? orderKeys.detail(member, orderNo) : null;
  return useApiQuery(
    key,
    () => {
      // asked while the order shows 出票中: the poll, silent
      const shown = key ? client.getQueryData<OrderDetail>(key) : undefined;
      return getOrderDetail(orderNo!, { ...QUERY_REQUEST, silent: !!ticketingPoll(shown?.state) });
    },
    {
      ...MEMBER_QUERY,
      refetchInterval: (order) => ticketingPoll(order?.state),
      refetchIntervalInBackground: true,
    },
  );
}
