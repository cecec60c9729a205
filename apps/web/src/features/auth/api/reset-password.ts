import { ApiPath, type PasswordResetBody } from '@lvxing/shared';
import { post } from '@/lib/api-client';

/** Sets a new password after the SMS code checks out. */
export function resetPassword(body: PasswordResetBody): Promise<unknown> {
  return post(ApiPath.userPasswordReset, body);
}
