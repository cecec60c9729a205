import type { PaymentProvider, PaymentQuery, PaymentRequest } from './payment-provider';
import { answer, wechatpayClient, WechatpayError, type WechatpayOptions } from './wechatpay-client';
import { paidNotice, readWechatpayNotify, type WechatpayTransaction } from './wechatpay-notify';

export { WechatpayError, type WechatpayOptions } from './wechatpay-client';

/** WeChat's limit on `description` (商品描述), in characters. */
const DESCRIPTION_MAX = 127;

/** `time_expire` as WeChat wants it: RFC 3339 in Beijing time, `2026-11-27T10:30:00+08:00`. */
export function beijingTime(at: Date): string {
  const local = new Date(at.getTime() + 8 * 3600_000).toISOString();
  return `${local.slice(0, 19)}+08:00`;
}

/** trade_state → our view of the line (交易状态, 查询订单). REFUND: it was paid. */
const TRADE_STATES: Record<string, 'PAID' | 'WAITING' | 'CLOSED'> = {
  SUCCESS: 'PAID',
  REFUND: 'PAID',
  NOTPAY: 'WAITING',
  USERPAYING: 'WAITING',
  CLOSED: 'CLOSED',
  REVOKED: 'CLOSED',
  PAYERROR: 'CLOSED',
};

/**
 * The `wechat` provider: 微信支付 API v3 (直连商户) through the `wechatpay-axios-plugin` SDK.
 * - `createCodeUrl`: Native 下单, `POST /v3/pay/transactions/native` → `code_url` (the QR code).
 * - `createPhoneUrl`: H5 下单, `POST /v3/pay/transactions/h5` (`scene_info.payer_client_ip`,
 *   `h5_info.type` Wap) → `h5_url` + `&redirect_url=` (encoded `returnUrl`: where WeChat's
 *   cashier leads back).
 * - `verifyNotify`: 支付成功回调通知, signed by WeChat Pay's key, resource AEAD_AES_256_GCM.
 * - `notifyAnswer`: 204 with no body when handled, else 500 `{"code":"FAIL","message":"失败"}`
 *   (WeChat then sends it again later).
 * - `query`: 商户订单号查询订单, `GET /v3/pay/transactions/out-trade-no/{no}?mchid=`.
 * - `refund`: 退款申请, `POST /v3/refund/domestic/refunds` (same `out_refund_no` = same refund).
 * Amounts are in fen (`amount.total`), the currency CNY. Every request is signed with our key and
 * every answer's signature verified with WeChat Pay's. Calls throw {@link WechatpayError}
 * (WeChat's message) on an error answer, a bad or missing answer signature, or no answer.
 * Deposit holds (支付分) are not offered.
 */
export function wechatpayProvider(opts: WechatpayOptions): PaymentProvider {
  const api = wechatpayClient(opts);

  /** The fields Native and H5 下单 share. */
  const order = (p: PaymentRequest) => ({
    appid: opts.appid,
    mchid: opts.mchid,
    description: Array.from(p.subject).slice(0, DESCRIPTION_MAX).join(''),
    out_trade_no: p.paymentNo,
    time_expire: beijingTime(p.expiresAt),
    notify_url: opts.notifyUrl,
    amount: { total: p.amountFen, currency: 'CNY' },
  });

  /** A string field of a 2xx answer, which WeChat promises; its absence is an error. */
  const field = (data: unknown, name: string): string => {
    const value = (data as Record<string, unknown> | null)?.[name];
    if (typeof value !== 'string' || value === '') {
      throw new WechatpayError(`微信支付应答缺少 ${name}`, 200, 'BAD_ANSWER');
    }
    return value;
  };

  return {
    name: 'wechat',

    async createCodeUrl(p) {
      const { data } = await answer(api.post('/v3/pay/transactions/native', order(p)));
      return field(data, 'code_url');
    },

    async createPhoneUrl(p) {
      const body = {
        ...order(p),
        scene_info: { payer_client_ip: p.clientIp, h5_info: { type: 'Wap' } },
      };
      const { data } = await answer(api.post('/v3/pay/transactions/h5', body));
      const h5Url = field(data, 'h5_url');
      const joint = h5Url.includes('?') ? '&' : '?';
      return `${h5Url}${joint}redirect_url=${encodeURIComponent(p.returnUrl)}`;
    },

    async verifyNotify(headers, rawBody) {
      return readWechatpayNotify(opts, headers, rawBody);
    },

    notifyAnswer: (ok) =>
      ok
        ? { status: 204, contentType: 'text/plain; charset=utf-8', body: '' }
        : {
            status: 500,
            contentType: 'application/json; charset=utf-8',
            body: JSON.stringify({ code: 'FAIL', message: '失败' }),
          },

    async query(paymentNo): Promise<PaymentQuery> {
      const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(paymentNo)}`;
      let t: WechatpayTransaction;
      try {
        ({ data: t } = await answer(api.get(path, { params: { mchid: opts.mchid } })));
      } catch (err) {
        if (err instanceof WechatpayError && err.status === 404 && err.code === 'ORDER_NOT_EXIST')
          return { state: 'NOT_FOUND' };
        throw err;
      }
      const state = TRADE_STATES[t.trade_state ?? ''];
      if (!state || t.out_trade_no !== paymentNo) {
        throw new WechatpayError(`微信支付查单应答无法识别（${t.trade_state}）`, 200, 'BAD_ANSWER');
      }
      if (state !== 'PAID') return { state };
      const notice = paidNotice(opts, t, `query:${t.transaction_id}`);
      if (!notice) throw new WechatpayError('微信支付查单应答与本商户不符', 200, 'BAD_ANSWER');
      return { state, notice };
    },

    async refund(r) {
      const body = {
        out_trade_no: r.paymentNo,
        out_refund_no: r.refundNo,
        amount: { refund: r.amountFen, total: r.totalFen, currency: 'CNY' },
      };
      const { data } = await answer(api.post('/v3/refund/domestic/refunds', body));
      const status = field(data, 'status');
      // SUCCESS or PROCESSING (the money follows); CLOSED and ABNORMAL did not pay it back
      if (status === 'CLOSED' || status === 'ABNORMAL') {
        throw new WechatpayError(`微信支付退款未成功（${status}）`, 200, status);
      }
    },
  };
}
