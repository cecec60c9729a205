import { lazy, Suspense, useState } from 'react';
import type { OrderDetail } from '@lvxing/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatFen } from '@/components/money';
import { useOrderAction, type OrderAction } from '../hooks/use-order-action';

// the change flow (改签) loads when asked for: not in the order page's first load
const ChangePanel = lazy(() => import('./change/change-panel'));

/** The words of a paid order's refund: a ticket is 退票; a rental or a transfer is cancelled. */
export interface RefundWords {
  button: string;
  title: string;
  ok: string;
  fee: string;
}
const TICKET_REFUND: RefundWords = {
  button: '申请退票',
  title: '确定申请退票吗？',
  ok: '确认退票',
  fee: '退票手续费',
};
/** A paid rental or transfer (its fee is the dated cancel rule's). */
export const CANCEL_REFUND: RefundWords = {
  button: '取消订单',
  title: '确定取消订单吗？',
  ok: '确认取消',
  fee: '取消费',
};

/**
 * 取消订单 / 申请退票 (`words`) with a confirmation; the order is asked again afterwards
 * (hooks/use-order-action.ts); 改签 (or 支付改签款 of a pending change) opens the change panel.
 */
export function OrderActions({
  order,
  words = TICKET_REFUND,
}: {
  order: OrderDetail;
  words?: RefundWords;
}) {
  const [ask, setAsk] = useState<OrderAction | null>(null);
  const [changing, setChanging] = useState(false);
  const action = useOrderAction(order, () => setAsk(null));
  const { canCancel, canRefund, refundFeeFen, canChange } = order.actions;
  const pending = order.pendingChange;
  // an open change panel stays while the order moves on under it (改签中, then 出票成功)
  if (!canCancel && !canRefund && !canChange && !pending && !changing) return null;
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
      {(canChange || pending) && (
        <button
          type="button"
          className={pending ? 'btn btn--brand' : 'btn btn--ghost'}
          onClick={() => setChanging(true)}
          data-testid="change-order"
        >
          {pending ? `支付改签款 ${formatFen(pending.payFen)}` : '改签'}
        </button>
      )}
      {changing && (
        <Suspense fallback={null}>
          <ChangePanel order={order} onClose={() => setChanging(false)} />
        </Suspense>
      )}
      {canRefund && (
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => setAsk('refund')}
          data-testid="refund-order"
        >
          {words.button}
        </button>
      )}
      <ConfirmDialog
        open={ask !== null}
        title={ask === 'cancel' ? '确定取消订单吗？' : words.title}
        okText={ask === 'cancel' ? '取消订单' : words.ok}
        busy={action.isPending}
        onOk={run}
        onCancel={() => setAsk(null)}
      >
        {ask === 'cancel' ? (
          <p>取消后座位将不再保留，如需出行请重新预订。</p>
        ) : (
          <p>
            {words.fee} {formatFen(refundFeeFen ?? 0)}，预计退款{' '}
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
