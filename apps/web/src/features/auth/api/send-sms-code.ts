import { ApiPath, type SmsSendBody } from '@lvxing/shared';
import { post } from '@/lib/api-client';

/** Sends an SMS code to `mobile` for `action` (Login, Register or ResetPassword). */
export function sendSmsCode(body: SmsSendBody): Promise<unknown> {
  return post(ApiPath.userSmsCodeSend, body);
}
