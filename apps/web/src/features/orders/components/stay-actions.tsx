import { lazy, Suspense, useState } from 'react';
import type { OrderDetail, OrderStay } from '@lvxing/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatFen } from '@/components/money';
import { useAppQueryClient } from '@/lib/query-hooks';
import { orderKeys } from '@/lib/query-keys';
import { useUserStore } from '@/stores/user-store';
import { useOrderAction, type OrderAction } from '../hooks/use-order-action';

// the review form is wanted by few visits (after a stay): loaded when asked for
const ReviewDialog = lazy(() => import('./review-dialog'));

/** What a hotel order's detail may be opened to do at once (`/orderDetail?…&action=review`). */
export type StayIntent = 'cancel' | 'review' | null;

/** The 退订 question: the fee of the policy now, and what comes back. */
function RefundText({ order, stay }: { order: OrderDetail; stay: OrderStay }) {
  const fee = stay.cancelFeeNowFen ?? order.actions.refundFeeFen ?? 0;
  const paid = order.payment?.state === 'PAID' ? order.payment.amountFen : 0;
  return (
    <div data-testid="stay-cancel-fee">
      <p className="stay-fee">{fee > 0 ? `将收取 ${formatFen(fee)}` : '免费取消'}</p>
      <p>
        {paid > 0
          ? `已付 ${formatFen(paid)}，预计退款 ${formatFen(Math.max(0, paid - fee))}，将原路退回支付账户。`
          : '取消后房间将不再保留。'}
        {fee > 0 && ' 费用按订单的取消政策计算。'}
      </p>
    </div>
  );
}

/**
 * A stay's actions: 取消订单 (unpaid: the cancel call), 取消订单 after placing (退订: the refund
 * call, with the policy's fee now shown first), 写点评 after 已离店 (or 已点评).
 */
export function StayActions({
  order,
  stay,
  intent,
  onIntentDone,
}: {
  order: OrderDetail;
  stay: OrderStay;
  intent: StayIntent;
  onIntentDone: () => void;
}) {
  const { canCancel, canRefund } = order.actions;
  const [ask, setAsk] = useState<OrderAction | null>(() =>
    intent === 'cancel' ? (canCancel ? 'cancel' : canRefund ? 'refund' : null) : null,
  );
  const [reviewing, setReviewing] = useState(intent === 'review' && stay.canReview);
  const close = () => {
    setAsk(null);
    onIntentDone();
  };
  const action = useOrderAction(order, close);
  const client = useAppQueryClient();
  const member = useUserStore((s) => s.userInfo.mobile);
  const askCancel = () => {
    setAsk(canCancel ? 'cancel' : 'refund');
    // the fee moves with the clock (the policy's steps): the order is asked again, the dialog
    // shows the fee of this moment
    void client.invalidateQueries({ queryKey: orderKeys.detail(member, order.orderNo) });
  };
  if (!canCancel && !canRefund && !stay.canReview && !stay.reviewed) return null;

  return (
    <div className="order-actions">
      {stay.reviewed && (
        <span className="tag tag--soft" data-testid="stay-reviewed">
          已点评
        </span>
      )}
      {stay.canReview && (
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => setReviewing(true)}
          data-testid="review-order"
        >
          写点评
        </button>
      )}
      {(canCancel || canRefund) && (
        <button
          type="button"
          className="btn btn--ghost"
          onClick={askCancel}
          data-testid={canCancel ? 'cancel-order' : 'refund-order'}
        >
          取消订单
        </button>
      )}
      <ConfirmDialog
        open={ask !== null}
        title={ask === 'cancel' ? '确定取消订单吗？' : '确定取消预订（退订）吗？'}
        okText={ask === 'cancel' ? '取消订单' : '确认退订'}
        busy={action.isPending}
        onOk={() => ask && action.mutate(ask)}
        onCancel={close}
      >
        {ask === 'cancel' ? (
          <p>订单尚未支付，可免费取消；取消后房间将不再保留。</p>
        ) : (
          <RefundText order={order} stay={stay} />
        )}
      </ConfirmDialog>
      {reviewing && (
        <Suspense fallback={null}>
          <ReviewDialog
            orderNo={order.orderNo}
            hotelName={stay.hotelName}
            onClose={() => {
              setReviewing(false);
              onIntentDone();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
