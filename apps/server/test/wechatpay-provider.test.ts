import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  wechatpayProvider,
  WechatpayError,
  type WechatpayOptions,
} from '../src/modules/payment/wechatpay-provider';
import type { PaymentProvider } from '../src/modules/payment/payment-provider';
import { rsaKeyPair, type FakeWechatpay } from './support/fake-wechatpay-gateway';
import { fakeWechatpayMerchant } from './support/fake-wechatpay-gateway-merchant';

let gw: FakeWechatpay;
let options: WechatpayOptions;
let wechat: PaymentProvider;
let seq = 0;
const no = () => `W${Date.now()}${String(++seq).padStart(4, '0')}`;
const line = (paymentNo: string, amountFen = 12_345) => ({
  paymentNo,
  amountFen,
  expiresAt: new Date('2026-11-27T02:30:00Z'),
  subject: '北京—上海 机票',
});
/** A trade created by Native 下单 and paid: its notify. */
const paid = async (paymentNo = no(), amountFen = 12_345) => {
  await wechat.createCodeUrl(line(paymentNo, amountFen));
  return { paymentNo, notify: gw.pay(paymentNo) };
};

beforeAll(async () => {
  ({ gw, options } = await fakeWechatpayMerchant());
  wechat = wechatpayProvider(options);
});
afterAll(() => gw.close());
afterEach(() => {
  gw.answerSignature = 'valid';
});

describe('WeChat Pay provider: 下单', () => {
  it('Native 下单 answers code_url; the trade is in fen, Beijing expiry, description ≤ 127', async () => {
    const paymentNo = no();
    const url = await wechat.createCodeUrl({ ...line(paymentNo), subject: '长'.repeat(200) });
    expect(url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=\w{8}$/);
    expect(gw.transactions.get(paymentNo)).toMatchObject({
      appid: options.appid,
      mchid: options.mchid,
      trade_type: 'NATIVE',
      description: '长'.repeat(127),
      amount: { total: 12_345, currency: 'CNY' },
      time_expire: '2026-11-27T10:30:00+08:00',
      notify_url: 'https://www.example.com/api/pay/notify/wechat',
    });
  });

  it('H5 下单 sends the payer IP and answers h5_url with redirect_url back to us', async () => {
    const paymentNo = no();
    const returnUrl = 'https://www.example.com/orders/F1?paid=1&x=中';
    const url = await wechat.createPhoneUrl({
      ...line(paymentNo),
      wallet: 'WECHAT',
      returnUrl,
      clientIp: '203.0.113.7',
    });
    expect(url).toMatch(
      /^https:\/\/wx\.tenpay\.com\/cgi-bin\/mmpayweb-bin\/checkmweb\?prepay_id=wx/,
    );
    expect(url.endsWith(`&redirect_url=${encodeURIComponent(returnUrl)}`)).toBe(true);
    expect(new URL(url).searchParams.get('redirect_url')).toBe(returnUrl);
    expect(gw.transactions.get(paymentNo)).toMatchObject({
      trade_type: 'MWEB',
      scene_info: { payer_client_ip: '203.0.113.7', h5_info: { type: 'Wap' } },
    });
  });

  it('signs every call: the gateway verified each Authorization, and refuses a wrong key', async () => {
    const before = gw.requests.length;
    const { paymentNo } = await paid();
    await wechat.query(paymentNo);
    await wechat.refund({ paymentNo, refundNo: `R${paymentNo}`, amountFen: 1, totalFen: 12_345 });
    const calls = gw.requests.slice(before);
    expect(calls.map((c) => `${c.method} ${c.url.split('?')[0]}`)).toEqual([
      'POST /v3/pay/transactions/native',
      `GET /v3/pay/transactions/out-trade-no/${paymentNo}`,
      'POST /v3/refund/domestic/refunds',
    ]);
    expect(calls.every((c) => c.authorized)).toBe(true);

    const impostor = wechatpayProvider({ ...options, merchantPrivateKey: rsaKeyPair().privateKey });
    const refused = impostor.createCodeUrl(line(no()));
    await expect(refused).rejects.toThrow(WechatpayError);
    await expect(refused).rejects.toThrow('微信支付：签名错误');
    expect(gw.requests.at(-1)).toMatchObject({ authorized: false, refusal: 'signature' });
  });

  it('throws when an answer’s signature does not verify (2xx and error answers)', async () => {
    const { paymentNo } = await paid();
    gw.answerSignature = 'forged';
    await expect(wechat.createCodeUrl(line(no()))).rejects.toMatchObject({
      name: 'WechatpayError',
      code: 'EV3_RES_HEADER_SIGNATURE_DIGEST',
    });
    await expect(wechat.query(paymentNo)).rejects.toThrow('微信支付应答验签失败');
    // a forged "订单不存在" must not read as NOT_FOUND
    await expect(wechat.query(no())).rejects.toMatchObject({ code: 'EV3_RES_SIGNATURE' });
    const refund = { paymentNo, refundNo: `R${paymentNo}`, amountFen: 100, totalFen: 12_345 };
    await expect(wechat.refund(refund)).rejects.toThrow(WechatpayError);
  });

  it('throws on a 2xx answer without a signature; takes an unsigned error answer as an error', async () => {
    gw.answerSignature = 'missing';
    await expect(wechat.createCodeUrl(line(no()))).rejects.toMatchObject({
      code: 'EV3_RES_HEADERS_INCOMPLATE',
    });
    // WeChat: an unsigned 2xx answer is forged; a signed error answer must verify (test above)
    expect(await wechat.query(no())).toEqual({ state: 'NOT_FOUND' });
  });
});

describe('WeChat Pay provider: 查询订单 and 退款', () => {
  it('query reads PAID with the facts, WAITING before paying, CLOSED, NOT_FOUND', async () => {
    const { paymentNo } = await paid(no(), 880);
    const trade = gw.transactions.get(paymentNo)!;
    expect(await wechat.query(paymentNo)).toEqual({
      state: 'PAID',
      notice: {
        notifyId: `query:${trade.transaction_id}`,
        paymentNo,
        amountFen: 880,
        providerTradeNo: trade.transaction_id,
        paidAt: new Date(trade.success_time!),
      },
    });
    const waiting = no();
    await wechat.createCodeUrl(line(waiting));
    expect(await wechat.query(waiting)).toEqual({ state: 'WAITING' });
    gw.transactions.get(waiting)!.trade_state = 'CLOSED';
    expect(await wechat.query(waiting)).toEqual({ state: 'CLOSED' });
    expect(await wechat.query(no())).toEqual({ state: 'NOT_FOUND' });
  });

  it('refund is recorded with amount and total; a retry with the same refundNo refunds once', async () => {
    const { paymentNo } = await paid();
    const before = gw.requests.length;
    const r = { paymentNo, refundNo: `R${paymentNo}`, amountFen: 5_000, totalFen: 12_345 };
    await wechat.refund(r);
    await wechat.refund(r); // the retry reaches WeChat, which answers the refund it made
    const made = gw.refunds.filter((x) => x.out_trade_no === paymentNo);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      out_refund_no: r.refundNo,
      amount: { refund: 5_000, total: 12_345, currency: 'CNY' },
    });
    const asked = gw.requests.slice(before).filter((q) => q.url === '/v3/refund/domestic/refunds');
    expect(asked).toHaveLength(2);
  });

  it('refund throws with WeChat’s message when WeChat refuses', async () => {
    const unpaid = no();
    await wechat.createCodeUrl(line(unpaid));
    const r = { paymentNo: unpaid, refundNo: `R${unpaid}`, amountFen: 100, totalFen: 12_345 };
    await expect(wechat.refund(r)).rejects.toThrow('微信支付：订单未支付，无法退款');
    const { paymentNo } = await paid();
    const tooMuch = { paymentNo, refundNo: `R${paymentNo}`, amountFen: 20_000, totalFen: 12_345 };
    await expect(wechat.refund(tooMuch)).rejects.toMatchObject({
      status: 403,
      code: 'NOT_ENOUGH',
      message: '微信支付：申请退款金额超过订单可退金额',
    });
  });
});
