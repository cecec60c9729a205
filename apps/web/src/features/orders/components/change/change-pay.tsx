import { useEffect, useRef } from 'react';
import { formatFen } from '@/components/money';
import { dayjs } from '@/lib/dayjs';
import { MEMBER_QUERY, QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery } from '@/lib/query-hooks';
import { useUserStore } from '@/stores/user-store';
import { getChangePayState, getChangeQrcode } from '../../api/change-calls';

/** How often the 改签 payment is asked about while its QR code shows, ms. */
export const CHANGE_POLL_MS = 2000;

/**
 * Pays a pending change (改签中): the 改签 line's QR code (the generic QR payment), the amount
 * and the time the seat hold ends, polling the line every 2 s; `onPaid` once it is paid (the change
 * is then done on the server), `onClosed` when it expired.
 */
export function ChangePay({
  orderNo,
  onPaid,
  onClosed,
}: {
  orderNo: string;
  onPaid: () => void;
  onClosed: () => void;
}) {
  const member = useUserStore((s) => s.userInfo.mobile);
  const qr = useApiQuery(
    // not under the member's orders: invalidating those after the change must not ask again
    ['order-change-pay', member, orderNo],
    () => getChangeQrcode(orderNo, QUERY_REQUEST),
    { ...MEMBER_QUERY, retry: false },
  );
  const state = useApiQuery(
    qr.data ? ['order-change-pay-state', member, orderNo] : null,
    () => getChangePayState(orderNo, QUERY_REQUEST),
    {
      ...MEMBER_QUERY,
      refetchInterval: (d) => (d && d.paymentState !== 'WAITING' ? false : CHANGE_POLL_MS),
      refetchIntervalInBackground: true,
    },
  );
  const paymentState = state.data?.paymentState;
  // the end is reported once, whatever re-renders follow
  const ended = useRef(false);
  useEffect(() => {
    if (ended.current || (paymentState !== 'PAID' && paymentState !== 'CLOSED')) return;
    ended.current = true;
    if (paymentState === 'PAID') onPaid();
    else onClosed();
  }, [paymentState, onPaid, onClosed]);

  if (!qr.data) return <p style={{ padding: 16 }}>{qr.loading ? '正在生成支付二维码…' : ''}</p>;
  return (
    <div style={{ textAlign: 'center', padding: '8px 0' }} data-testid="change-pay">
      <p>
        应付改签款 <strong data-testid="change-pay-amount">{formatFen(qr.data.amountFen)}</strong>
      </p>
      <img
        src={qr.data.qrDataUrl}
        alt="改签支付二维码"
        width={200}
        height={200}
        data-testid="change-pay-qrcode"
      />
      <p style={{ color: 'var(--text-2, #666)' }}>
        请使用支付宝或微信扫码支付 ，请在 {dayjs(qr.data.expiresAt).format('HH:mm')}{' '}
        前支付，超时新座位将释放，原票不变
      </p>
      <a
        href={qr.data.codeUrl}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="change-pay-link"
      >
        在新窗口打开支付页
      </a>
    </div>
  );
}
