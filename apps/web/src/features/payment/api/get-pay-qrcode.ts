import { ApiPath, type PayQrcodeResult } from '@lvxing/shared';
import { post } from '@/lib/api-client';

/** POST /api/plane/order/pay/qrcode: the payment's QR code (PNG data URL) and its page URL. */
export function getPayQrcode(orderNo: string): Promise<PayQrcodeResult> {
  return post<PayQrcodeResult>(ApiPath.planeOrderPayQrcode, { orderNo });
}
