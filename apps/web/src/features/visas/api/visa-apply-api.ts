import {
  VisaOrderPath,
  type VisaApplicationSubmitBody,
  type VisaApplicationSubmitResult,
} from '@lvxing/shared';
import { post } from '@/lib/api-client';

/**
 * POST /api/visa/application/submit: the applicants, travel dates, contact and passport
 * hand-over → an order 待支付 (its number, total in fen and pay deadline). Refusals: 10001 a
 * field, 27001 product gone, 27002 an applicant outside the 领区, 27003 passport or ID unfit,
 * 27004 travel dates outside the product's window.
 */
export function submitVisaApplication(body: VisaApplicationSubmitBody) {
  return post<VisaApplicationSubmitResult>(VisaOrderPath.applicationSubmit, body);
}
