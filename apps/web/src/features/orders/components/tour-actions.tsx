import { useState } from 'react';
import type { OrderDetail, OrderTour } from '@lvxing/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatFen } from '@/components/money';
import { useAppQueryClient } from '@/lib/query-hooks';
import { orderKeys } from '@/lib/query-keys';
import { useUserStore } from '@/stores/user-store';
import { useOrderAction, type OrderAction } from '../hooks/use-order-action';

/** The 退订 question: the ladder's fee now (the contract's), and what comes back. */
function RefundText({ order, tour }: { order: OrderDetail; tour: OrderTour }) {
  const fee = tour.cancelFeeNowFen ?? order.actions.refundFeeFen ?? 0;
  const paid = order.payment?.state === 'PAID' ? order.payment.amountFen : 0;
  return (
    <div data-testid="tour-cancel-fee">
      <p className="stay-fee">{fee > 0 ? `按合同约定扣除 ${formatFen(fee)}` : '现在退订不扣费'}</p>
      <p>
        已付 {formatFen(paid)}，预计退款 {formatFen(Math.max(0, paid - fee))}
        ，将原路退回支付账户。扣费按旅游合同的行前解除合同条款计算，旅游意外险全额退还。
      </p>
    </div>
  );
}

/**
 * A tour's actions: 取消订单 while unpaid (the cancel call), 退订 once paid and before departure
 * (the refund call, the ladder's fee now shown first and asked again as the dialog opens).
 */
export function TourActions({ order, tour }: { order: OrderDetail; tour: OrderTour }) {
  const { canCancel, canRefund } = order.actions;
  const [ask, setAsk] = useState<OrderAction | null>(null);
  const action = useOrderAction(order, () => setAsk(null));
  const client = useAppQueryClient();
  const member = useUserStore((s) => s.userInfo.mobile);
  if (!canCancel && !canRefund) return null;
  const open = () => {
    setAsk(canCancel ? 'cancel' : 'refund');
    // the fee moves with the days left: the dialog shows this moment's
    void client.invalidateQueries({ queryKey: orderKeys.detail(member, order.orderNo) });
  };
  return (
    <div className="order-actions">
      <button
        type="button"
        className="btn btn--ghost"
        onClick={open}
        data-testid={canCancel ? 'cancel-order' : 'refund-order'}
      >
        {canCancel ? '取消订单' : '申请退订'}
      </button>
      <ConfirmDialog
        open={ask !== null}
        title={ask === 'cancel' ? '确定取消订单吗？' : '确定退订该旅游产品吗？'}
        okText={ask === 'cancel' ? '取消订单' : '确认退订'}
        busy={action.isPending}
        onOk={() => ask && action.mutate(ask)}
        onCancel={() => setAsk(null)}
      >
        {ask === 'cancel' ? (
          <p>订单尚未支付，可免费取消；取消后名额将不再保留。</p>
        ) : (
          <RefundText order={order} tour={tour} />
        )}
      </ConfirmDialog>
    </div>
  );
}
