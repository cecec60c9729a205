import type { AlipaySdk } from 'alipay-sdk';
import { callAlipay, field, fenToYuan } from './alipay-gateway';
import type { HoldProvider } from './payment-provider';

/** 资金授权's product code for a deposit frozen and later paid (预授权). */
const PRE_AUTH = 'PRE_AUTH';

/** Alipay's `pay_timeout` (whole minutes, 1m–15d) for a hold open until `expiresAt`. */
function payTimeout(expiresAt: Date, now: number): string {
  const minutes = Math.ceil((expiresAt.getTime() - now) / 60_000);
  return `${Math.min(Math.max(minutes, 1), 15 * 24 * 60)}m`;
}

/**
 * Deposit holds through Alipay 资金授权 (预授权), each call signed RSA2 and its answer's signature
 * verified; amounts are integer fen here, yuan strings on the wire.
 * - `createHoldUrl`: `alipay.fund.auth.order.voucher.create` (product_code PRE_AUTH,
 *   out_order_no and out_request_no = the hold's paymentNo, amount, order_title, pay_timeout until
 *   `expiresAt`, notify_url) → `code_value`, the URL the payer's QR code encodes to freeze the
 *   amount; the freeze arrives as a notify (see `verifyAlipayNotify`).
 * - `capture`: `alipay.trade.pay` (product_code PRE_AUTH, auth_no, auth_confirm_mode NOT_COMPLETE
 *   so the rest stays frozen for `release`, out_trade_no = captureNo, total_amount, subject) →
 *   the answer's `trade_no`. A retry with the same captureNo answers the same trade.
 * - `release`: `alipay.fund.auth.order.unfreeze` (auth_no, out_request_no = releaseNo, amount,
 *   remark = reason); the same releaseNo unfreezes once.
 * @param o.now the clock for `pay_timeout` (defaults to the system clock).
 * @throws AlipayCallError when Alipay refuses a call (its sub_msg in the message), the SDK's
 *   AlipayRequestError on a transport failure or an answer whose signature does not verify,
 *   RangeError for an amount that is not 1 fen to 100000000 yuan.
 */
export function alipayHolds(
  sdk: AlipaySdk,
  o: { notifyUrl: string; now?: () => number },
): HoldProvider {
  const now = o.now ?? Date.now;
  return {
    async createHoldUrl(p) {
      const answer = await callAlipay(
        sdk,
        'alipay.fund.auth.order.voucher.create',
        {
          out_order_no: p.paymentNo,
          out_request_no: p.paymentNo,
          order_title: p.subject,
          amount: fenToYuan(p.amountFen),
          product_code: PRE_AUTH,
          pay_timeout: payTimeout(p.expiresAt, now()),
        },
        { notifyUrl: o.notifyUrl },
      );
      return field(answer, 'code_value');
    },
    async capture(c) {
      const answer = await callAlipay(sdk, 'alipay.trade.pay', {
        out_trade_no: c.captureNo,
        total_amount: fenToYuan(c.amountFen),
        subject: c.subject,
        product_code: PRE_AUTH,
        auth_no: c.authNo,
        auth_confirm_mode: 'NOT_COMPLETE',
      });
      return { providerTradeNo: field(answer, 'trade_no') };
    },
    async release(r) {
      const answer = await callAlipay(sdk, 'alipay.fund.auth.order.unfreeze', {
        auth_no: r.authNo,
        out_request_no: r.releaseNo,
        amount: fenToYuan(r.amountFen),
        remark: r.reason,
      });
      if (answer.status !== undefined && answer.status !== 'SUCCESS') {
        throw new Error(`支付宝解冻未成功：${String(answer.status)}（${r.releaseNo}）`);
      }
    },
  };
}
