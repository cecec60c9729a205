import { ApiPath, type LoginBody, type LoginResult } from '@lvxing/shared';
import { post } from '@/lib/api-client';

/** Password or SMS-code login (site-spec §3, §7). */
export function login(body: LoginBody): Promise<LoginResult> {
  return post<LoginResult>(ApiPath.userLogin, body);
}
