import {
  alipaySdk,
  beijingText,
  callAlipay,
  field,
  fenToYuan,
  parseBeijingText,
  yuanToFen,
} from './alipay-gateway';
import { alipayHolds } from './alipay-holds';
import { verifyAlipayNotify } from './alipay-notify';
import type { PaymentProvider, PaymentQuery } from './payment-provider';

/** What the `alipay` provider needs: one Alipay app in public-key mode, signing RSA2. */
export interface AlipayOptions {
  /** The app's id on the Alipay open platform (`app_id`). */
  appId: string;
  /** The app's RSA private key, PEM (PKCS#1 or PKCS#8). */
  privateKey: string;
  /** Alipay's RSA public key for this app, PEM: checks answers and notifies. */
  alipayPublicKey: string;
  /** The OpenAPI gateway (default Alipay's production `gateway.do`; tests pass a fake's). */
  gateway?: string;
  /** Absolute URL of our notify path for Alipay (`/api/pay/notify/alipay`, `ApiPath.payNotify`). */
  notifyUrl: string;
  /** Offer deposit holds (资金授权, signed with Alipay separately). */
  holds?: boolean;
}

/** Alipay's answer when `alipay.trade.query` finds no trade of that number. */
const NOT_EXIST = 'ACQ.TRADE_NOT_EXIST';

/**
 * The `alipay` provider through Alipay's SDK (`alipay-sdk`, OpenAPI 2.0): every request is signed
 * RSA2 (SHA256withRSA) with the app's private key and every answer's `sign` is verified with
 * Alipay's public key; money is integer fen here and yuan strings (`"12.30"`) on the wire; times
 * go as Beijing time `yyyy-MM-dd HH:mm:ss`.
 * - `createCodeUrl`: 当面付 `alipay.trade.precreate` (out_trade_no = paymentNo, total_amount,
 *   subject, time_expire = expiresAt, notify_url) → the answer's `qr_code`.
 * - `createPhoneUrl`: 手机网站支付 `alipay.trade.wap.pay` (product_code QUICK_WAP_WAY, return_url,
 *   quit_url = returnUrl) → the signed GET URL of the gateway the phone opens (no call made).
 * - `verifyNotify`: see `verifyAlipayNotify` (RSA2 over the form body's fields, our app_id,
 *   TRADE_SUCCESS / TRADE_FINISHED, or a 资金授权 FREEZE when holds are on).
 * - `notifyAnswer`: the text `success` (Alipay stops sending) or `failure` (it sends again).
 * - `query`: `alipay.trade.query` → PAID (TRADE_SUCCESS / TRADE_FINISHED, notice id
 *   `query:<trade_no>`, paid at `send_pay_date`), WAITING (WAIT_BUYER_PAY), CLOSED (TRADE_CLOSED:
 *   unpaid and expired, or refunded in full), NOT_FOUND (ACQ.TRADE_NOT_EXIST).
 * - `refund`: `alipay.trade.refund` (out_trade_no, refund_amount, out_request_no = refundNo: a retry
 *   with the same refundNo pays nothing twice).
 * - `holds` (with `opts.holds`): see `alipayHolds`.
 * @throws from the calls: AlipayCallError when Alipay answers a code other than 10000 (its sub_msg
 *   in the message), the SDK's AlipayRequestError on a transport failure or an answer whose
 *   signature does not verify, RangeError for an amount outside 1 fen–100000000 yuan. Building
 *   the provider throws when a key is not an RSA PEM key.
 */
export function alipayProvider(opts: AlipayOptions): PaymentProvider {
  const sdk = alipaySdk(opts);
  const notifyUrl = opts.notifyUrl;
  return {
    name: 'alipay',
    async createCodeUrl(p) {
      const answer = await callAlipay(
        sdk,
        'alipay.trade.precreate',
        {
          out_trade_no: p.paymentNo,
          total_amount: fenToYuan(p.amountFen),
          subject: p.subject,
          time_expire: beijingText(p.expiresAt),
        },
        { notifyUrl },
      );
      if (answer.out_trade_no !== p.paymentNo) throw new Error('支付宝应答的订单号不符');
      return field(answer, 'qr_code');
    },
    async createPhoneUrl(p) {
      return sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
        bizContent: {
          out_trade_no: p.paymentNo,
          total_amount: fenToYuan(p.amountFen),
          subject: p.subject,
          product_code: 'QUICK_WAP_WAY',
          time_expire: beijingText(p.expiresAt),
          quit_url: p.returnUrl,
        },
        returnUrl: p.returnUrl,
        notifyUrl,
        timestamp: beijingText(new Date()),
      });
    },
    async verifyNotify(_headers, rawBody) {
      return verifyAlipayNotify(sdk, { appId: opts.appId, holds: !!opts.holds }, rawBody);
    },
    notifyAnswer: (ok) => ({
      status: 200,
      contentType: 'text/plain; charset=utf-8',
      body: ok ? 'success' : 'failure',
    }),
    async query(paymentNo): Promise<PaymentQuery> {
      const a = await callAlipay(
        sdk,
        'alipay.trade.query',
        { out_trade_no: paymentNo },
        { accept: (x) => x.sub_code === NOT_EXIST },
      );
      if (a.sub_code === NOT_EXIST) return { state: 'NOT_FOUND' };
      if (a.out_trade_no !== paymentNo) throw new Error('支付宝应答的订单号不符');
      const status = field(a, 'trade_status');
      if (status === 'WAIT_BUYER_PAY') return { state: 'WAITING' };
      if (status === 'TRADE_CLOSED') return { state: 'CLOSED' };
      if (status !== 'TRADE_SUCCESS' && status !== 'TRADE_FINISHED') {
        throw new Error(`支付宝交易状态未知：${status}`);
      }
      const tradeNo = field(a, 'trade_no');
      const amountFen = yuanToFen(a.total_amount);
      const paidAt = parseBeijingText(a.send_pay_date);
      if (amountFen === null || !paidAt) throw new Error('支付宝查询应答的金额或付款时间无效');
      return {
        state: 'PAID',
        notice: {
          notifyId: `query:${tradeNo}`,
          paymentNo,
          amountFen,
          providerTradeNo: tradeNo,
          paidAt,
        },
      };
    },
    async refund(r) {
      await callAlipay(sdk, 'alipay.trade.refund', {
        out_trade_no: r.paymentNo,
        refund_amount: fenToYuan(r.amountFen),
        out_request_no: r.refundNo,
      });
    },
    ...(opts.holds ? { holds: alipayHolds(sdk, { notifyUrl }) } : {}),
  };
}
