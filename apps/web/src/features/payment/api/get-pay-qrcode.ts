import { ApiPath, type PayQrcodeResult } from '@lvxing/shared';
import { post, type RequestOptions } from '@/lib/api-client';

/** POST /api/plane/order/pay/qrcode: the payment's QR code (PNG data URL) and its page URL. */
export function getPayQrcode(
  orderNo: string,
  options: RequestOptions = {},
): Promise<PayQrcodeResult> {
  return post<PayQrcodeResult>(ApiPath.planeOrderPayQrcode, { orderNo }, options);
}
