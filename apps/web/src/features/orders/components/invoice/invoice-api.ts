import {
  InvoicePath,
  type InvoiceListResult,
  type InvoiceTitleType,
  type InvoiceView,
} from '@lvxing/shared';
import axios from 'axios';
import {
  apiClient,
  ApiError,
  post,
  transportErrorText,
  type RequestOptions,
} from '@/lib/api-client';
import { ui } from '@/lib/ui-bridge';

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

/** A Blob's text by FileReader, which every browser (and jsdom, without Blob.text) has. */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable answer'));
    reader.readAsText(blob);
  });
}

/**
 * POST /api/invoice/pdf as a Blob, through the one axios instance (its token header) but not
 * `post`, which reads JSON: a refusal comes as the JSON envelope and is toasted here, so the
 * client every page loads first carries no file path. @throws ApiError (toasted).
 */
async function fetchPdf(invoiceId: string): Promise<Blob> {
  let body: Blob;
  try {
    body = (await apiClient.post<Blob>(InvoicePath.pdf, { invoiceId }, { responseType: 'blob' }))
      .data;
  } catch (error) {
    const text = axios.isAxiosError(error) ? transportErrorText(error) : undefined;
    if (text) ui.toast('error', text);
    throw new ApiError('http', 0, text ?? '');
  }
  if (body.type === 'application/pdf') return body;
  const envelope = JSON.parse(await blobText(body)) as { code: number; message: string };
  ui.toast('error', envelope.message);
  throw new ApiError('business', envelope.code, envelope.message);
}

/**
 * The invoice's PDF, saved by the browser under its number (a link with `download` on an object
 * URL; the token header rules out a plain link).
 */
export async function downloadInvoicePdf(invoice: InvoiceView): Promise<void> {
  const pdf = await fetchPdf(invoice.id);
  const url = URL.createObjectURL(pdf);
  const a = document.createElement('a');
  a.href = url;
  a.download = `发票-${invoice.invoiceNo ?? invoice.id}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
