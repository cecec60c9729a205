import type { Wallet } from '@lvxing/shared';

/**
 * A verified payment notification (or a trade query's answer), whatever the provider's wire
 * format. For a hold line (押金预授权) "paid" means the amount is frozen: `providerTradeNo` is then
 * the provider's authorisation number (Alipay `auth_no`).
 */
export interface PaymentNotice {
  /** The provider's id of this notification (replays carry the same id). */
  notifyId: string;
  paymentNo: string;
  amountFen: number;
  providerTradeNo: string;
  paidAt: Date;
}

/** What a provider needs to start collecting one payment line. */
export interface PaymentRequest {
  /** Our number of the line (`out_trade_no`), unique, ≤ 32 characters. */
  paymentNo: string;
  amountFen: number;
  /** When the line stops taking money (the order's payment deadline). */
  expiresAt: Date;
  /** What is paid for, shown in the wallet (the order's title, ≤ 128 characters). */
  subject: string;
}

/** A phone payment: the wallet's H5 / wap cashier, and where it leads back to. */
export interface PhonePaymentRequest extends PaymentRequest {
  wallet: Wallet;
  /** Absolute URL of this site the wallet returns to after paying. */
  returnUrl: string;
  /** The payer's IP address (WeChat H5 requires it: `scene_info.payer_client_ip`). */
  clientIp: string;
}

/** A trade query's answer: PAID with the same facts a notify carries, or not (yet) paid. */
export type PaymentQuery =
  { state: 'PAID'; notice: PaymentNotice } | { state: 'WAITING' | 'CLOSED' | 'NOT_FOUND' };

/** What the provider's server expects as the answer to its notify (else it retries). */
export interface NotifyAnswer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * Deposits held on the payer's account (预授权 / 资金冻结: Alipay 资金授权), each step its own
 * payment line: the hold (HOLD, frozen by the payer through `createHoldUrl`, its notify like a
 * payment's), a capture of part or all of it (HOLD_CAPTURE: the money taken), a release of the
 * rest (HOLD_RELEASE). Request numbers make every call safe to retry.
 */
export interface HoldProvider {
  /** The URL the payer opens (QR code or phone) to authorise freezing `amountFen`. */
  createHoldUrl(p: PaymentRequest): Promise<string>;
  /**
   * Takes `amountFen` of a frozen hold (at most what is still frozen).
   * @returns the provider's trade number of the captured money.
   */
  capture(c: {
    holdNo: string;
    authNo: string;
    captureNo: string;
    amountFen: number;
    subject: string;
  }): Promise<{ providerTradeNo: string }>;
  /** Unfreezes `amountFen` of a hold (what is left after captures). */
  release(r: {
    holdNo: string;
    authNo: string;
    releaseNo: string;
    amountFen: number;
    reason: string;
  }): Promise<void>;
}

/**
 * A payment provider (WeChat Pay Native / H5, Alipay 当面付 precreate / 手机网站支付; domain
 * notes): it makes the URL a QR code encodes and the URL a phone opens, verifies its signed
 * asynchronous notifications and answers them its way, queries a trade and pays refunds. Every
 * call to the provider's gateway is signed and its answer's signature verified.
 */
export interface PaymentProvider {
  name: string;
  /** The URL to encode in the QR code for this payment. */
  createCodeUrl(p: PaymentRequest): Promise<string>;
  /** The URL a phone opens to pay in the wallet's own cashier (H5 / wap). */
  createPhoneUrl(p: PhonePaymentRequest): Promise<string>;
  /**
   * Verifies a notify request (signature over the raw body, as sent) and reads it.
   * @returns null when the signature or body is not valid, or it reports no success.
   */
  verifyNotify(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): Promise<PaymentNotice | null>;
  /** The answer its notify expects: `ok` false asks the provider to send it again later. */
  notifyAnswer(ok: boolean): NotifyAnswer;
  /** Asks the provider whether the line was paid (a notify may be lost). */
  query(paymentNo: string): Promise<PaymentQuery>;
  /**
   * Pays `amountFen` of the payment back to the payer (`totalFen` is the line's amount; WeChat
   * requires it). `refundNo` makes a retry safe.
   */
  refund(r: {
    paymentNo: string;
    refundNo: string;
    amountFen: number;
    totalFen: number;
  }): Promise<void>;
  /** Deposit holds, when the provider (and its configuration) offers them. */
  holds?: HoldProvider;
}
