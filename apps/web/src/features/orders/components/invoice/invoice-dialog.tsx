import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { InvoiceListResult, InvoiceOffer } from '@lvxing/shared';
import { Dialog } from '@/components/dialog';
import { useAppQueryClient } from '@/lib/query-hooks';
import { ui } from '@/lib/ui-bridge';
import { requestInvoice } from './invoice-api';
import { draftBody, EMPTY_DRAFT, invoiceDraftErrors, type InvoiceDraft } from './invoice-form';
import { Row, TicketChoice, TitleFields } from './invoice-fields';

/**
 * 申请发票: 发票类型 (by the order's kind, shown), which ticket (ticket orders), 抬头类型 个人/单位,
 * 抬头, 税号 (单位), 邮箱 (optional). Checked as typed once sent; sent once (a write, never
 * retried); on success the order's invoices are the answer's.
 */
export function InvoiceDialog(props: {
  orderNo: string;
  offer: InvoiceOffer;
  onClose: () => void;
  onDone: (result: InvoiceListResult) => void;
}) {
  const { orderNo, offer, onClose, onDone } = props;
  const client = useAppQueryClient();
  const [draft, setDraft] = useState<InvoiceDraft>(EMPTY_DRAFT);
  const [tried, setTried] = useState(false);
  const send = useMutation(
    {
      mutationFn: () => requestInvoice(draftBody(orderNo, draft)),
      onSuccess: (result) => {
        ui.toast('success', '已提交开票申请，开具后可下载');
        onDone(result);
      },
    },
    client,
  );
  const errors = tried ? invoiceDraftErrors(draft) : {};
  const set = (patch: Partial<InvoiceDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (Object.keys(invoiceDraftErrors(draft)).length === 0) send.mutate();
  };
  return (
    <Dialog open onClose={onClose} title="申请发票" className="confirm-dialog">
      <form onSubmit={submit} noValidate data-testid="invoice-form">
        <Row label="发票类型">
          <strong>{offer.kindLabel}</strong>
          <p style={{ margin: '2px 0 0', color: 'var(--muted)', fontSize: 13 }}>{offer.note}</p>
        </Row>
        {offer.perTicket && offer.tickets.length > 1 && (
          <TicketChoice
            offer={offer}
            value={draft.passengerId}
            onChange={(passengerId) => set({ passengerId })}
          />
        )}
        <TitleFields draft={draft} errors={errors} set={set} />
        <div className="confirm-dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            取消
          </button>
          <button
            type="submit"
            className="btn btn--brand"
            disabled={send.isPending}
            data-testid="invoice-submit"
          >
            提交申请
          </button>
        </div>
      </form>
    </Dialog>
  );
}
