import axios from 'axios';
import { TourPath } from '@lvxing/shared';
import { apiClient, ApiError, transportErrorText } from '@/lib/api-client';
import { ui } from '@/lib/ui-bridge';

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
 * POST /api/tour/order/contract as a Blob, through the one axios instance (its token header),
 * as the invoice PDF is fetched (invoice/invoice-api.ts): a refusal comes as the JSON envelope
 * (15001 not the member's tour order, 10029 too many a minute) and is toasted here.
 * @throws ApiError (toasted)
 */
export async function fetchContractPdf(orderNo: string): Promise<Blob> {
  let body: Blob;
  try {
    body = (await apiClient.post<Blob>(TourPath.contractPdf, { orderNo }, { responseType: 'blob' }))
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
 * The order's 旅游合同 PDF, saved by the browser as `旅游合同-<contract number>.pdf` (a link with
 * `download` on an object URL; the token header rules out a plain link).
 */
export async function downloadContractPdf(orderNo: string, contractNo: string): Promise<void> {
  const pdf = await fetchContractPdf(orderNo);
  const url = URL.createObjectURL(pdf);
  const a = document.createElement('a');
  a.href = url;
  a.download = `旅游合同-${contractNo}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
