/** A verified payment notification, whatever the provider's wire format. */
export interface PaymentNotice {
  /** The provider's id of this notification (replays carry the same id). */
  notifyId: string;
  paymentNo: string;
  amountFen: number;
  providerTradeNo: string;
  paidAt: Date;
}

/**
 * A QR-code payment provider (WeChat Native / Alipay precreate style; domain notes): it makes the
 * URL the QR code encodes, verifies its signed asynchronous notifications and pays refunds.
 */
export interface PaymentProvider {
  name: string;
  /** The URL to encode in the QR code for this payment. */
  createCodeUrl(p: { paymentNo: string; amountFen: number; expiresAt: Date }): Promise<string>;
  /**
   * Verifies a notify request (signature over the raw body) and reads it.
   * @returns null when the signature or body is not valid.
   */
  verifyNotify(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): PaymentNotice | null;
  /** Pays `amountFen` of the payment back to the payer. */
  refund(r: { paymentNo: string; refundNo: string; amountFen: number }): Promise<void>;
}
