import { useMutation } from '@tanstack/react-query';
import type { OrderProductKind, OrderSummary } from '@lvxing/shared';
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
/** A stay or a tour is cancelled after placing by 退订 (their word), with its own reason. */
const STAY_REFUND_TEXT = '退订申请已提交';
const STAY_REFUND_REASON = '自愿退订';

/**
 * 取消订单 / 申请退票 (退订 for a stay or a tour) of `order` (never retried: a write). Afterwards,
 * done or not, the member's orders are invalidated: the detail on screen is asked again, a list is asked again when shown.
 * A failure's message has been shown by the API client.
 */
export function useOrderAction(
  order: Pick<OrderSummary, 'orderNo' | 'kind'> & { product: { kind: OrderProductKind } | null },
  onSettled: () => void,
) {
  // a kind with its own part (a stay, a tour) is given back by 退订
  const booked = !!order.product;
  const client = useAppQueryClient();
  const member = useUserStore((s) => s.userInfo.mobile);
  return useMutation(
    {
      mutationFn: (action: OrderAction) =>
        action === 'cancel'
          ? cancelOrder(order.orderNo, order.kind)
          : booked
            ? refundOrder(order.orderNo, order.kind, STAY_REFUND_REASON)
            : refundOrder(order.orderNo, order.kind),
      onSuccess: (_answer, action) =>
        ui.toast('success', booked && action === 'refund' ? STAY_REFUND_TEXT : DONE_TEXT[action]),
      onSettled: async () => {
        onSettled();
        await client.invalidateQueries({ queryKey: orderKeys.all(member) });
      },
    },
    client,
  );
}
