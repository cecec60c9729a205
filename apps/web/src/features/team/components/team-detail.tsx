import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import {
  CABIN_LABEL,
  GROUP_PURPOSE_LABEL,
  type GroupDetail,
  type PayQrcodeResult,
} from '@lvxing/shared';
import { formatInstant } from '@/components/datetime';
import { formatYuan } from '@/components/money';
import { useAppQueryClient } from '@/lib/query-hooks';
import { acceptGroupQuote, getBalanceQrcode } from '../api/group-api';
import { QuoteCard } from './team-quote';

/** The 尾款 QR code, asked when the member opens it. */
function BalancePanel({ requestNo }: { requestNo: string }) {
  const client = useAppQueryClient();
  const [qr, setQr] = useState<PayQrcodeResult | null>(null);
  const open = useMutation(
    { mutationFn: () => getBalanceQrcode(requestNo), onSuccess: setQr },
    client,
  );
  if (!qr) {
    return (
      <button
        type="button"
        className="btn btn--primary"
        onClick={() => open.mutate()}
        disabled={open.isPending}
      >
        支付尾款
      </button>
    );
  }
  return (
    <div className="team-balance" data-testid="team-balance">
      <img src={qr.qrDataUrl} alt="尾款支付二维码" width={200} height={200} />
      <p>
        请使用支付宝或微信扫码支付尾款 <strong>¥{formatYuan(qr.amountFen)}</strong>
      </p>
    </div>
  );
}

/** A member's request: what was asked, every quote version, and the next step (接受报价, 尾款). */
export function TeamDetail({ detail }: { detail: GroupDetail }) {
  const client = useAppQueryClient();
  const navigate = useNavigate();
  const current = detail.quotes.find((q) => !q.superseded) ?? null;
  const accept = useMutation(
    {
      mutationFn: () => acceptGroupQuote(detail.requestNo, current!.version),
      onSuccess: (r) => navigate(`/ticket/pay?orderNo=${r.orderNo}`),
      onSettled: () => client.invalidateQueries({ queryKey: ['group'] }),
    },
    client,
  );
  const live = current && Date.parse(current.validUntil) > Date.now();
  // an accepted quote whose deposit order closed unpaid may be accepted again while valid
  const lapsed =
    detail.state === 'CONFIRMED' && ['CLOSED', 'CANCELLED'].includes(detail.orderState ?? '');
  return (
    <section className="card team-requests" data-testid="team-detail">
      <h2>
        团队申请 {detail.requestNo} <span className="tag tag--soft">{detail.stateLabel}</span>
      </h2>
      <p>
        {detail.route} · {detail.adults}成人{detail.children > 0 ? ` ${detail.children}儿童` : ''} ·{' '}
        {CABIN_LABEL[detail.cabin]} · {GROUP_PURPOSE_LABEL[detail.purpose]}
      </p>
      <p className="team-result__basis">
        提交于 {formatInstant(detail.submittedAt)} · 参考价 ¥
        {formatYuan(detail.indicative.totalFen)}（{detail.indicative.basis}）
      </p>
      {detail.closedReason && <p className="team-detail__closed">已关闭：{detail.closedReason}</p>}
      {detail.quotes.length === 0 && detail.state !== 'CLOSED' && (
        <p>团队顾问正在为您准备报价，请留意电话与本页。</p>
      )}
      {detail.quotes.map((q) => (
        <QuoteCard key={q.version} quote={q} current={q === current} />
      ))}
      {(detail.state === 'QUOTED' || lapsed) && current && live && (
        <button
          type="button"
          className="btn btn--primary"
          data-testid="team-accept"
          disabled={accept.isPending}
          onClick={() => accept.mutate()}
        >
          接受报价 v{current.version} 并支付定金 ¥{formatYuan(current.depositFen)}
        </button>
      )}
      {detail.state === 'CONFIRMED' &&
        detail.orderNo &&
        detail.orderState === 'PENDING_PAYMENT' && (
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => navigate(`/ticket/pay?orderNo=${detail.orderNo}`)}
          >
            去支付定金
          </button>
        )}
      {detail.balanceDue && <BalancePanel requestNo={detail.requestNo} />}
    </section>
  );
}
