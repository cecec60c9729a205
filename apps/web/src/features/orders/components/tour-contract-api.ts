import { TourPath } from '@lvxing/shared';
import { downloadPdf } from '@/lib/download-pdf';

/**
 * The order's 旅游合同 PDF (POST /api/tour/order/contract), saved by the browser as
 * `旅游合同-<contract number>.pdf`; a refusal (15001 not the member's tour order, 10029 too many
 * a minute) is toasted. @throws ApiError (toasted)
 */
export function downloadContractPdf(orderNo: string, contractNo: string): Promise<void> {
  return downloadPdf(TourPath.contractPdf, { orderNo }, `旅游合同-${contractNo}.pdf`);
}
