import { Aes } from 'wechatpay-axios-plugin';
import type { WechatpayAxiosPlugin } from 'wechatpay-axios-plugin';
import type { PaymentNotice } from './payment-provider';
import { wechatpaySignatureValid, type WechatpayOptions } from './wechatpay-client';

// the SDK's typings declare AesGcm on a namespace its exported class does not merge with
const { AesGcm } = Aes as unknown as typeof WechatpayAxiosPlugin.Aes;

/** A 微信支付订单 as the notify resource and the query answer carry it (the fields we read). */
export interface WechatpayTransaction {
  mchid?: string;
  appid?: string;
  out_trade_no?: string;
  transaction_id?: string;
  trade_state?: string;
  success_time?: string;
  amount?: { total?: number; currency?: string };
}

/**
 * The payment facts of a paid transaction of ours (our `mchid` and `appid`, `trade_state`
 * SUCCESS, or REFUND: paid, then refunded), or null.
 */
export function paidNotice(
  o: Pick<WechatpayOptions, 'mchid' | 'appid'>,
  t: WechatpayTransaction,
  notifyId: string,
): PaymentNotice | null {
  if (t.mchid !== o.mchid || t.appid !== o.appid) return null;
  if (t.trade_state !== 'SUCCESS' && t.trade_state !== 'REFUND') return null;
  const total = t.amount?.total;
  if (typeof t.out_trade_no !== 'string' || typeof t.transaction_id !== 'string') return null;
  if (typeof total !== 'number' || !Number.isSafeInteger(total) || total <= 0) return null;
  const paidAt = new Date(t.success_time ?? '');
  if (Number.isNaN(paidAt.getTime())) return null;
  return {
    notifyId,
    paymentNo: t.out_trade_no,
    amountFen: total,
    providerTradeNo: t.transaction_id,
    paidAt,
  };
}

/** One header's value, whatever its case (Node lower-cases them; tests may not). */
function header(headers: Record<string, string | string[] | undefined>, name: string) {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return typeof value === 'string' ? value : undefined;
}

/** The notify envelope (通知报文): `resource` is the AEAD_AES_256_GCM-encrypted transaction. */
interface NotifyEnvelope {
  id?: unknown;
  event_type?: unknown;
  resource_type?: unknown;
  resource?: {
    algorithm?: unknown;
    ciphertext?: unknown;
    associated_data?: unknown;
    nonce?: unknown;
  };
}

/** Decrypts a notify's `resource` with the APIv3 key, or null (wrong key, tampered, malformed). */
function decryptResource(apiV3Key: string, r: NotifyEnvelope['resource']): unknown {
  if (!r || r.algorithm !== 'AEAD_AES_256_GCM') return null;
  const { ciphertext, nonce } = r;
  const aad = r.associated_data ?? '';
  if (typeof ciphertext !== 'string' || typeof nonce !== 'string' || typeof aad !== 'string')
    return null;
  // a full 16-byte tag and something before it: the SDK would take a shorter tag as given
  if (Buffer.from(ciphertext, 'base64').length <= 16 || nonce.length !== 12) return null;
  try {
    return JSON.parse(AesGcm.decrypt(ciphertext, apiV3Key, nonce, aad));
  } catch {
    return null;
  }
}

/**
 * Verifies and reads a payment notify (支付成功回调通知, `POST notify_url`): the signature over
 * the raw body with WeChat Pay's public key (`Wechatpay-Serial` must be `platformSerial`,
 * `Wechatpay-Timestamp` within 5 minutes of `now`), then the decrypted transaction: event
 * TRANSACTION.SUCCESS, state SUCCESS, our `mchid` and `appid`.
 * @returns the notice (`notifyId` is the notification's `id`, amounts in fen), or null when any
 *   check fails.
 */
export function readWechatpayNotify(
  o: WechatpayOptions,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
): PaymentNotice | null {
  const signed = {
    timestamp: header(headers, 'wechatpay-timestamp'),
    nonce: header(headers, 'wechatpay-nonce'),
    serial: header(headers, 'wechatpay-serial'),
    signature: header(headers, 'wechatpay-signature'),
  };
  if (!wechatpaySignatureValid(o, signed, rawBody, (o.now ?? (() => new Date()))())) return null;
  let envelope: NotifyEnvelope;
  try {
    envelope = JSON.parse(rawBody) as NotifyEnvelope;
  } catch {
    return null;
  }
  if (typeof envelope !== 'object' || envelope === null) return null;
  if (envelope.event_type !== 'TRANSACTION.SUCCESS' || typeof envelope.id !== 'string') return null;
  const transaction = decryptResource(o.apiV3Key, envelope.resource);
  if (typeof transaction !== 'object' || transaction === null) return null;
  const t = transaction as WechatpayTransaction;
  if (t.trade_state !== 'SUCCESS') return null;
  return paidNotice(o, t, envelope.id);
}
