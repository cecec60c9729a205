import { ApiPath, type LoginResult, type RegisterBody } from '@lvxing/shared';
import { post } from '@/lib/api-client';

/** Registers a member with an SMS code; the server answers with a fresh token pair. */
export function register(body: RegisterBody): Promise<LoginResult> {
  return post<LoginResult>(ApiPath.userRegister, body);
}
