import {
  CooperationPath,
  type CompanySubmitBody,
  type CooperationSubmitResult,
} from '@lvxing/shared';
import { post } from '@/lib/api-client';

/** POST /api/plane/cooperate/company/business/submit: the 企业商旅 application, 已提交. */
export function submitCompany(body: CompanySubmitBody): Promise<CooperationSubmitResult> {
  return post<CooperationSubmitResult>(CooperationPath.companySubmit, body);
}
