import { ApiPath, type LoginStateResult } from '@lvxing/shared';
import { post } from '@/lib/api-client';

/** Checks the stored token; the client shows nothing when it is refused (site-spec §8). */
export function fetchLoginState(): Promise<LoginStateResult> {
  return post<LoginStateResult>(ApiPath.userLoginState, {}, { silent: true });
}
