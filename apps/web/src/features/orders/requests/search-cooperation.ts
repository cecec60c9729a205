import { CooperationPath, type CooperationMineResult } from '@lvxing/shared';
import { post, type RequestOptions } from '@/lib/api-client';

/** POST /api/plane/cooperate/request/search: the member's official and company requests, paged. */
export function searchMyCooperation(
  body: { page: number; pageSize: number },
  options: RequestOptions = {},
) {
  return post<CooperationMineResult>(CooperationPath.mine, body, options);
}
