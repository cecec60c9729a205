import { useState } from 'react';
import type { InvoiceState, InvoiceView, OrderDetail } from '@lvxing/shared';
import { formatInstant } from '@/components/datetime';
import { formatFen } from '@/components/money';
import { MEMBER_QUERY, QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery, useAppQueryClient } from '@/lib/query-hooks';
import { orderKeys } from '@/lib/query-keys';
import { useUserStore } from '@/stores/user-store';
import { downloadInvoicePdf, listInvoices } from './invoice-api';
import { InvoiceDialog } from './invoice-dialog';

/** The states as Ctrip's 报销凭证 page words them, with their tag colour. */
const STATE_TAG: Record<InvoiceState, [string, string]> = {
  PENDING: ['开具中', 'state-tag--warn'],
  ISSUED: ['已开具', 'state-tag--ok'],
  VOIDED: ['已作废', 'state-tag--off'],
};
const POLL_MS = 3000;

function InvoiceRow({ invoice: i }: { invoice: InvoiceView }) {
  const [label, tone] = STATE_TAG[i.state];
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadInvoicePdf(i)
      .catch(() => undefined) // toasted already
      .finally(() => setBusy(false));
  };
  const who = i.passengerName ? `${i.passengerName} · ` : '';
  const tax = i.taxNo ? `（${i.taxNo}）` : '';
  return (
    <li style={{ padding: '10px 0', borderTop: '1px solid #f0f0f0' }} data-testid="invoice-row">
      <p style={{ margin: 0, display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <span className={`state-tag ${tone}`}>{label}</span>
        <span>
          {who}
          {i.titleType === 'COMPANY' ? '单位' : '个人'} {i.title}
          {tax}
        </span>
        <strong style={{ marginLeft: 'auto' }}>{formatFen(i.amountFen)}</strong>
      </p>
      <p style={{ margin: '4px 0 0', color: 'var(--muted)', fontSize: 13 }}>
        {i.kindLabel}
        {i.invoiceNo && ` · 发票号码 ${i.invoiceNo}`}
        {i.issuedAt && ` · 开具于 ${formatInstant(i.issuedAt)}`}
        {i.voidedAt && ` · 因退款作废于 ${formatInstant(i.voidedAt)}`}
      </p>
      {i.state === 'ISSUED' && (
        <button
          type="button"
          className="btn btn--ghost"
          style={{ marginTop: 6 }}
          disabled={busy}
          onClick={download}
          data-testid="invoice-download"
        >
          下载PDF
        </button>
      )}
    </li>
  );
}

/**
 * 报销凭证 of a paid order (loaded on demand by the detail page): 行程单/电子发票 as the order's
 * kind gets it, 申请发票, and each invoice with its state (开具中, 已开具 with its number, 已作废)
 * and 下载PDF. Asked again every 3 s, silently, while one is being issued.
 */
export default function InvoiceCard({ order }: { order: OrderDetail }) {
  const client = useAppQueryClient();
  const member = useUserStore((s) => s.userInfo.mobile);
  // under the member's orders: a refund's invalidation asks it again; by the order's state, so
  // an order ticketed while the page is open (出票中 → 出票成功) is asked again as it may now be
  const key = [...orderKeys.all(member), 'invoices', order.orderNo, order.state];
  const { data } = useApiQuery(
    key,
    () => listInvoices(order.orderNo, { ...QUERY_REQUEST, silent: true }),
    {
      ...MEMBER_QUERY,
      refetchInterval: (d) => (d?.items.some((i) => i.state === 'PENDING') ? POLL_MS : false),
    },
  );
  const [asking, setAsking] = useState(false);
  const offer = data?.offer;
  if (!data || (!offer && data.items.length === 0)) return null;
  return (
    <section
      className="card detail-card"
      aria-labelledby="invoice-title"
      data-testid="invoice-card"
    >
      <h2 id="invoice-title" style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        报销凭证
        <span style={{ fontSize: 13, fontWeight: 400, color: 'var(--muted)' }}>
          行程单/电子发票
        </span>
        {offer?.canRequest && (
          <button
            type="button"
            className="btn btn--brand"
            style={{ marginLeft: 'auto' }}
            onClick={() => setAsking(true)}
            data-testid="invoice-request"
          >
            申请发票
          </button>
        )}
      </h2>
      {offer && (
        <p style={{ margin: '4px 0 8px', color: 'var(--muted)', fontSize: 13 }}>
          {offer.kindLabel}：{offer.note}
          {offer.why && `（${offer.why}）`}
        </p>
      )}
      {data.items.length > 0 && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.items.map((i) => (
            <InvoiceRow key={i.id} invoice={i} />
          ))}
        </ul>
      )}
      {asking && offer && (
        <InvoiceDialog
          orderNo={order.orderNo}
          offer={offer}
          onClose={() => setAsking(false)}
          onDone={(result) => {
            client.setQueryData(key, result);
            setAsking(false);
          }}
        />
      )}
    </section>
  );
}
