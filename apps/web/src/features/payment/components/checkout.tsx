import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { MEMBER_QUERY, QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery } from '@/lib/query-hooks';
import { orderKeys } from '@/lib/query-keys';
import { useUserStore } from '@/stores/user-store';
import { getOrder } from '../api/get-order';
import type { PayStateAnswer } from '../api/get-pay-state';
import { getPayQrcode } from '../api/get-pay-qrcode';
import { usePayPolling } from '../hooks/use-pay-polling';
import { NoOrder } from './no-order';
import { OrderBrief } from './order-brief';
import { PayResult } from './pay-result';
import { QrPanel } from './qr-panel';
import { isGuarantee } from './stay-brief';

/** How long 支付成功 shows before the page moves on. */
export const PAID_REDIRECT_MS = 1500;

type Phase = 'waiting' | 'paid' | 'closed';

/** States after payment: tickets, or a stay (待确认 on). */
const PAID_STATES = [
  'TICKETING',
  'TICKETED',
  'REFUNDING',
  'REFUNDED',
  'CONFIRMING',
  'CONFIRMED',
  'CHECKED_IN',
  'CHECKED_OUT',
  'NO_SHOW',
];
/** What happens after a stay is paid (a ticket order's words are PayResult's own). */
const STAY_PAID_TEXT = '已提交酒店确认，即将跳转到订单详情…';

/** Pays one order: summary, QR code, countdown, polling; then success or closed. */
export function Checkout({ orderNo, next }: { orderNo: string; next: string | null }) {
  const navigate = useNavigate();
  const member = useUserStore((s) => s.userInfo.mobile);
  const order = useApiQuery(
    orderKeys.detail(member, orderNo),
    () => getOrder(orderNo, QUERY_REQUEST),
    MEMBER_QUERY,
  );
  const state = order.data?.state;
  const pending = state === 'PENDING_PAYMENT';
  // the QR code opens a payment with the provider: asked once, never retried by itself
  const qr = useApiQuery(
    pending ? orderKeys.payQrcode(member, orderNo) : null,
    () => getPayQrcode(orderNo, QUERY_REQUEST),
    { ...MEMBER_QUERY, retry: false },
  );
  const [phase, setPhase] = useState<Phase>('waiting');

  const onDone = useCallback(
    (a: PayStateAnswer) => setPhase(a.status === 'paid' ? 'paid' : 'closed'),
    [],
  );
  usePayPolling(orderNo, pending && !!qr.data && phase === 'waiting', onDone);

  // a round trip's outbound paid on the phone's wallet comes back here: go on to the return
  const goOn = phase === 'paid' || (!!next && !!state && PAID_STATES.includes(state));
  useEffect(() => {
    if (!goOn) return undefined;
    const target = next ? `/ticket/pay?orderNo=${next}` : `/orderDetail?orderNo=${orderNo}`;
    const t = window.setTimeout(() => navigate(target, { replace: true }), PAID_REDIRECT_MS);
    return () => window.clearTimeout(t);
  }, [goOn, next, orderNo, navigate]);

  if (order.loading) return <PageSpinner />;
  if (!order.data) return <NoOrder title="未找到该订单" />;
  const { product } = order.data;
  const stay = product?.kind === 'HOTEL' ? product : null;
  if (phase === 'paid') {
    return (
      <PayResult
        kind="paid"
        orderNo={orderNo}
        orderKind={order.data.kind}
        text={next ? '去程订单已支付，即将为您支付返程订单…' : stay ? STAY_PAID_TEXT : undefined}
      />
    );
  }
  if (phase === 'closed' || state === 'CLOSED' || state === 'CANCELLED')
    return <PayResult kind="closed" orderNo={orderNo} orderKind={order.data.kind} />;
  if (state && PAID_STATES.includes(state)) {
    return (
      <PayResult
        kind="paid"
        orderNo={orderNo}
        orderKind={order.data.kind}
        text={`该订单已支付（${order.data.stateLabel}）`}
      />
    );
  }
  return (
    <div className="pay-grid">
      <OrderBrief order={order.data} />
      {qr.data ? (
        <QrPanel
          qr={qr.data}
          what={isGuarantee(stay) ? '本次支付：到店付担保（首晚房费）' : undefined}
        />
      ) : qr.loading ? (
        <PageSpinner />
      ) : (
        <NoOrder
          title="支付二维码获取失败"
          action={
            <button type="button" className="btn btn--primary" onClick={() => void qr.reload()}>
              重新获取
            </button>
          }
        />
      )}
    </div>
  );
}
