import type { OrderDetail } from '@lvxing/shared';
import { formatFen } from '@/components/money';
import { formatAt } from './detail-cards';

const PAY_STATE: Record<string, string> = {
  WAITING: '待支付',
  PAID: '已支付',
  CLOSED: '已关闭',
  REFUNDED: '已退款',
};
const PROVIDER: Record<string, string> = {
  sandbox: '扫码支付（沙箱）',
  alipay: '支付宝',
  wechat: '微信支付',
};

/** Payment of the order. */
export function PaymentCard({ payment }: { payment: NonNullable<OrderDetail['payment']> }) {
  return (
    <section className="card detail-card" aria-labelledby="paid-title">
      <h2 id="paid-title">支付信息</h2>
      <dl className="kv">
        <dt>支付流水号</dt>
        <dd>{payment.paymentNo}</dd>
        <dt>支付方式</dt>
        <dd>{PROVIDER[payment.provider] ?? payment.provider}</dd>
        <dt>支付状态</dt>
        <dd>{PAY_STATE[payment.state] ?? payment.state}</dd>
        <dt>支付金额</dt>
        <dd>{formatFen(payment.amountFen)}</dd>
        <dt>支付时间</dt>
        <dd>{formatAt(payment.paidAt)}</dd>
      </dl>
    </section>
  );
}

/** Refunds asked for (`word`: 退票, or 退订 for a stay). */
export function RefundsCard({
  refunds,
  word = '退票',
}: {
  refunds: OrderDetail['refunds'];
  word?: string;
}) {
  return (
    <section className="card detail-card" aria-labelledby="refund-title">
      <h2 id="refund-title">{word}记录</h2>
      <ul className="refund-list">
        {refunds.map((r) => (
          <li key={r.refundNo} data-testid="refund-item">
            <span>
              {word}单号 {r.refundNo}
            </span>
            <span>{r.state === 'SUCCEEDED' ? '退款成功' : '处理中'}</span>
            <span>
              退款 {formatFen(r.amountFen)}（手续费 {formatFen(r.feeFen)}）
            </span>
            <span>
              {r.reason} · {formatAt(r.createdAt)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** State history, newest first. */
export function TimelineCard({ timeline }: { timeline: OrderDetail['timeline'] }) {
  const items = [...timeline].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <section className="card detail-card" aria-labelledby="tl-title">
      <h2 id="tl-title">订单进度</h2>
      <ol className="timeline" data-testid="order-timeline">
        {items.map((t, i) => (
          <li key={`${t.at}-${t.state}-${i}`} className={i === 0 ? 'is-latest' : undefined}>
            <span className="timeline__dot" aria-hidden />
            <span className="timeline__text">{t.text}</span>
            <time className="timeline__at">{formatAt(t.at)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
