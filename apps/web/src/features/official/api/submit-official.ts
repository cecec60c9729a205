import { ApiPath, type CooperationSubmitResult, type OfficialSubmitBody } from '@lvxing/shared';
import { post } from '@/lib/api-client';

/** POST /api/plane/cooperate/official/business/submit: the cooperation request, 已提交. */
export function submitOfficial(body: OfficialSubmitBody): Promise<CooperationSubmitResult> {
  return post<CooperationSubmitResult>(ApiPath.planeOfficialBusinessSubmit, body);
}
