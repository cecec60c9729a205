import { ApiPath } from '@lvxing/shared';
import { post } from '@/lib/api-client';

/** Revokes the refresh-token family on the server. */
export function logout(refreshTokenValue: string): Promise<unknown> {
  return post(ApiPath.userLogout, refreshTokenValue ? { refreshToken: refreshTokenValue } : {}, {
    silent: true,
  });
}
