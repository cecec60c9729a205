import { ApiPath, type PayPhoneBody, type PayPhoneResult } from '@lvxing/shared';
import { post } from '@/lib/api-client';

/** POST /api/pay/phone: the URL of the chosen wallet's cashier for paying the order here. */
export function openPhonePay(body: PayPhoneBody): Promise<PayPhoneResult> {
  return post<PayPhoneResult>(ApiPath.payPhone, body);
}
