import { GroupPath, type GroupListResult } from '@lvxing/shared';
import { post, type RequestOptions } from '@/lib/api-client';

/** POST /api/plane/order/group/route/list: the member's group travel requests, newest first. */
export function searchMyGroups(options: RequestOptions = {}) {
  return post<GroupListResult>(GroupPath.list, {}, options);
}
