import {
  INVOICE_KIND_LABEL,
  INVOICE_STATE_LABEL,
  type InvoiceKind,
  type InvoiceState,
  type InvoiceTitleType,
  type InvoiceView,
} from '@lvxing/shared';
import type { InvoiceRow } from './invoice.repository';

/** An invoice row as its member sees it (instants ISO). */
export function toInvoiceView(r: InvoiceRow): InvoiceView {
  const kind = r.kind as InvoiceKind;
  const state = r.state as InvoiceState;
  return {
    id: r.id,
    kind,
    kindLabel: INVOICE_KIND_LABEL[kind],
    state,
    stateLabel: INVOICE_STATE_LABEL[state],
    titleType: r.titleType as InvoiceTitleType,
    title: r.title,
    taxNo: r.taxNo,
    email: r.email,
    amountFen: r.amountFen,
    passengerName: r.personName,
    invoiceNo: r.invoiceNo,
    requestedAt: r.requestedAt.toISOString(),
    issuedAt: r.issuedAt?.toISOString() ?? null,
    voidedAt: r.voidedAt?.toISOString() ?? null,
  };
}
