import { ApiPath, type TokenRefreshResult } from '@lvxing/shared';
import { post } from '@/lib/api-client';

/** Trades the refresh token for a new token pair; a background call, so no loading overlay. */
export function refreshToken(refreshTokenValue: string): Promise<TokenRefreshResult> {
  return post<TokenRefreshResult>(
    ApiPath.userTokenRefresh,
    { refreshToken: refreshTokenValue },
    { silent: true },
  );
}
