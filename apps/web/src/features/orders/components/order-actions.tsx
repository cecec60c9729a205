import { useState } from 'react';
import type { OrderDetail } from '@lvxing/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatFen } from '@/components/money';
import { useOrderAction, type OrderAction } from '../hooks/use-order-action';

/**
 * 取消订单 / 申请退票 with a confirmation; the order is asked again afterwards
 * (hooks/use-order-action.ts).
 */
export function OrderActions({ order }: { order: OrderDetail }) {
  const [ask, setAsk] = useState<OrderAction | null>(null);
  const action = useOrderAction(order, () => setAsk(null));
  const { canCancel, canRefund, refundFeeFen } = order.actions;
  if (!canCancel && !canRefund) return null;
  const run = () => ask && action.mutate(ask);

  return (
    <div className="order-actions">
      {canCancel && (
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => setAsk('cancel')}
          data-testid="cancel-order"
        >
          取消订单
        </button>
      )}
      {canRefund && (
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => setAsk('refund')}
          data-testid="refund-order"
        >
          申请退票
        </button>
      )}
      <ConfirmDialog
        open={ask !== null}
        title={ask === 'cancel' ? '确定取消订单吗？' : '确定申请退票吗？'}
        okText={ask === 'cancel' ? '取消订单' : '确认退票'}
        busy={action.isPending}
        onOk={run}
        onCancel={() => setAsk(null)}
      >
        {ask === 'cancel' ? (
          <p>取消后座位将不再保留，如需出行请重新预订。</p>
        ) : (
          <p>
            退票手续费 {formatFen(refundFeeFen ?? 0)}，预计退款{' '}
            {formatFen(
              Math.max(0, (order.payment?.amountFen ?? order.totalFen) - (refundFeeFen ?? 0)),
            )}
            ，将原路退回支付账户。
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
