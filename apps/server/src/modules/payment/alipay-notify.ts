import type { AlipaySdk } from 'alipay-sdk';
import { parseBeijingText, yuanToFen } from './alipay-gateway';
import type { PaymentNotice } from './payment-provider';

/** The trade states of a paid trade (`trade_status` of `trade_status_sync` notifies). */
const PAID_STATES = ['TRADE_SUCCESS', 'TRADE_FINISHED'];

type Fields = Record<string, string>;

/**
 * Reads an `application/x-www-form-urlencoded` body into its fields. Empty values are dropped,
 * as Alipay's own signature check does (they are not signed).
 * @returns null when a field is repeated (which value was signed would be ambiguous).
 */
export function readForm(rawBody: string): Fields | null {
  const fields: Fields = {};
  for (const [k, v] of new URLSearchParams(rawBody)) {
    if (Object.hasOwn(fields, k)) return null;
    if (v !== '') fields[k] = v;
  }
  return fields;
}

/** A paid trade's notify (`alipay.trade.precreate` / `alipay.trade.wap.pay` notify_url). */
function tradeNotice(f: Fields): PaymentNotice | null {
  if (!PAID_STATES.includes(f.trade_status ?? '')) return null;
  const amountFen = yuanToFen(f.total_amount);
  const paidAt = parseBeijingText(f.gmt_payment);
  if (!f.notify_id || !f.out_trade_no || !f.trade_no || amountFen === null || !paidAt) return null;
  return {
    notifyId: f.notify_id,
    paymentNo: f.out_trade_no,
    amountFen,
    providerTradeNo: f.trade_no,
    paidAt,
  };
}

/**
 * A 资金授权 freeze's notify (`alipay.fund.auth.order.voucher.create` notify_url): the operation
 * FREEZE succeeded; its `amount` is what this operation froze. Unfreeze notifies are not notices.
 */
function freezeNotice(f: Fields): PaymentNotice | null {
  if (f.operation_type !== 'FREEZE' || f.status !== 'SUCCESS') return null;
  const amountFen = yuanToFen(f.amount);
  const paidAt = parseBeijingText(f.gmt_trans);
  if (!f.notify_id || !f.out_order_no || !f.auth_no || amountFen === null || !paidAt) return null;
  return {
    notifyId: f.notify_id,
    paymentNo: f.out_order_no,
    amountFen,
    providerTradeNo: f.auth_no,
    paidAt,
  };
}

/**
 * Verifies and reads one Alipay asynchronous notify: the RSA2 signature over the sorted fields
 * (all but `sign` and `sign_type`, Alipay's rule) with Alipay's public key, then `app_id` must be
 * ours and the notify a paid trade (TRADE_SUCCESS / TRADE_FINISHED) or, with `holds`, a
 * successful 资金授权 freeze (then `paymentNo` is `out_order_no`, `providerTradeNo` the `auth_no`).
 * Amounts (`total_amount`, `amount`) are read as exact fen; times (`gmt_payment`, `gmt_trans`) as
 * Beijing time.
 * @returns null for a body not signed by Alipay, of another app, malformed, or reporting no payment.
 */
export function verifyAlipayNotify(
  sdk: AlipaySdk,
  o: { appId: string; holds: boolean },
  rawBody: string,
): PaymentNotice | null {
  const f = readForm(rawBody);
  if (!f?.sign || (f.sign_type !== undefined && f.sign_type !== 'RSA2')) return null;
  let signed = false;
  try {
    signed = sdk.checkNotifySignV2(f);
  } catch {
    signed = false;
  }
  if (!signed || f.app_id !== o.appId) return null;
  if (f.trade_status !== undefined) return tradeNotice(f);
  return o.holds ? freezeNotice(f) : null;
}
