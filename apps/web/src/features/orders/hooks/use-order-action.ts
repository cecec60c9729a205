import { useMutation } from '@tanstack/react-query';
import type { OrderDetail } from '@lvxing/shared';
import { useAppQueryClient } from '@/lib/query-hooks';
import { orderKeys } from '@/lib/query-keys';
import { ui } from '@/lib/ui-bridge';
import { useUserStore } from '@/stores/user-store';
import { cancelOrder } from '../api/cancel-order';
import { refundOrder } from '../api/refund-order';

export type OrderAction = 'cancel' | 'refund';

const DONE_TEXT: Record<OrderAction, string> = {
  cancel: '订单已取消',
  refund: '退票申请已提交',
};

/**
 * 取消订单 / 申请退票 of `order` (never retried: a write). Afterwards, done or not, the member's
 * orders are invalidated: the detail on screen is asked again, a list is asked again when shown.
 * A failure's message has been shown by the API client.
 */
export function useOrderAction(order: OrderDetail, onSettled: () => void) {
  const client = useAppQueryClient();
  const member = useUserStore((s) => s.userInfo.mobile);
  return useMutation(
    {
      mutationFn: (action: OrderAction) =>
        action === 'cancel'
          ? cancelOrder(order.orderNo, order.kind)
          : refundOrder(order.orderNo, order.kind),
      onSuccess: (_answer, action) => ui.toast('success', DONE_TEXT[action]),
      onSettled: async () => {
        onSettled();
        await client.invalidateQueries({ queryKey: orderKeys.all(member) });
      },
    },
    client,
  );
}
