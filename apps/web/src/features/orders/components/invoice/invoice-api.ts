import {
  InvoicePath,
  type InvoiceListResult,
  type InvoiceTitleType,
  type InvoiceView,
} from '@lvxing/shared';
import { post, type RequestOptions } from '@/lib/api-client';
import { downloadPdf } from '@/lib/download-pdf';

/** POST /api/invoice/list: what the order offers and its invoices. */
export function listInvoices(orderNo: string, options?: RequestOptions) {
  return post<InvoiceListResult>(InvoicePath.list, { orderNo }, options);
}

/** What the 申请发票 dialog sends (InvoiceRequestBody). */
export interface InvoiceRequest {
  orderNo: string;
  passengerId?: string;
  titleType: InvoiceTitleType;
  title: string;
  taxNo: string;
  email: string;
}

/** POST /api/invoice/request: the order's invoices after the request. */
export function requestInvoice(body: InvoiceRequest) {
  return post<InvoiceListResult>(InvoicePath.request, body);
}

/**
 * The invoice's PDF (POST /api/invoice/pdf), saved by the browser under its number; a refusal
 * is toasted. @throws ApiError (toasted)
 */
export function downloadInvoicePdf(invoice: InvoiceView): Promise<void> {
  return downloadPdf(
    InvoicePath.pdf,
    { invoiceId: invoice.id },
    `发票-${invoice.invoiceNo ?? invoice.id}.pdf`,
  );
}
