import { ErrorCode } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { InvoiceDeps } from './invoice.deps';
import { findMemberInvoice } from './invoice.repository';
import { renderInvoicePdf } from './invoice-pdf';

/**
 * A member's invoice as a PDF sample, with a file name (its number); a voided one says 已作废.
 * At most `invoicePdfMemberMinute` a minute per member: each is made anew (about 0.1 s of CPU).
 * @throws AppError 10029 (too many), 21003 (none, or someone else's), 21004 (not issued yet).
 */
export async function invoicePdf(
  deps: InvoiceDeps,
  memberId: string,
  invoiceId: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  if (!(await deps.limits.consumeAll([['invoicePdfMemberMinute', memberId]]))) {
    throw new AppError(ErrorCode.TOO_MANY_REQUESTS);
  }
  const inv = await findMemberInvoice(deps.db, memberId, invoiceId);
  if (!inv) throw new AppError(ErrorCode.INVOICE_NOT_FOUND);
  if (!inv.invoiceNo) throw new AppError(ErrorCode.INVOICE_NOT_ISSUED);
  return { bytes: await renderInvoicePdf(inv), fileName: `invoice-${inv.invoiceNo}.pdf` };
}
