import { useState } from 'react';
import type { OrderDetail } from '@lvxing/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatFen } from '@/components/money';
import { ui } from '@/lib/ui-bridge';
import { cancelOrder } from '../api/cancel-order';
import { refundOrder } from '../api/refund-order';

type Ask = 'cancel' | 'refund' | null;

/** 取消订单 / 申请退票 with a confirmation; `onDone` refreshes the order. */
export function OrderActions({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const [ask, setAsk] = useState<Ask>(null);
  const [busy, setBusy] = useState(false);
  const { canCancel, canRefund, refundFeeFen } = order.actions;
  if (!canCancel && !canRefund) return null;

  const run = async () => {
    setBusy(true);
    try {
      if (ask === 'cancel') {
        await cancelOrder(order.orderNo, order.kind);
        ui.toast('success', '订单已取消');
      } else {
        await refundOrder(order.orderNo, order.kind);
        ui.toast('success', '退票申请已提交');
      }
    } catch {
      // the API client has shown the message
    } finally {
      setBusy(false);
      setAsk(null);
      onDone();
    }
  };

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
        busy={busy}
        onOk={() => void run()}
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
