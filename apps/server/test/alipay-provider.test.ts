import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alipayProvider } from '../src/modules/payment/alipay-provider';
import type { PaymentProvider } from '../src/modules/payment/payment-provider';
import {
  rsaKeyPair,
  signContent,
  rsa2Verify,
  startFakeAlipay,
  type FakeAlipay,
} from './support/fake-alipay-gateway';

const APP_ID = '2021000000000001';
const NOTIFY_URL = 'https://lvxing.example.com/api/pay/notify/alipay';
const app = rsaKeyPair();
let fake: FakeAlipay;
let alipay: PaymentProvider;
let seq = 0;
/** A fresh payment number of ours. */
const paymentNo = () => `P261127100000${String(++seq).padStart(12, '0')}`;
const line = (amountFen: number) => ({
  paymentNo: paymentNo(),
  amountFen,
  expiresAt: new Date('2026-11-27T02:30:00Z'),
  subject: '北京—上海 MU5101 & 行程',
});
const lastRequest = () => fake.requests.at(-1)!;

beforeAll(async () => {
  fake = await startFakeAlipay({ appId: APP_ID, appPublicKey: app.publicKey });
  alipay = alipayProvider({
    appId: APP_ID,
    privateKey: app.privateKey,
    alipayPublicKey: fake.alipayPublicKey,
    gateway: fake.gateway,
    notifyUrl: NOTIFY_URL,
  });
});
afterAll(() => fake.close());

describe('the alipay provider against a fake Alipay gateway', () => {
  it('precreates a 当面付 trade (signed RSA2) and answers its QR code URL', async () => {
    const p = line(12345);
    const url = await alipay.createCodeUrl(p);
    const trade = fake.trades.get(p.paymentNo)!;
    expect(url).toBe(`https://qr.alipay.com/bax0${trade.tradeNo}`);
    expect(trade).toMatchObject({ totalFen: 12345, status: 'WAIT_BUYER_PAY' });
    const seen = lastRequest();
    expect(seen.signatureValid).toBe(true);
    expect(seen.params).toMatchObject({
      method: 'alipay.trade.precreate',
      app_id: APP_ID,
      sign_type: 'RSA2',
      notify_url: NOTIFY_URL,
    });
    expect(seen.biz).toEqual({
      out_trade_no: p.paymentNo,
      total_amount: '123.45',
      subject: p.subject,
      time_expire: '2026-11-27 10:30:00',
    });
  });

  it('sends amounts as exact yuan with two decimals', async () => {
    for (const [fen, yuan] of [
      [1, '0.01'],
      [29, '0.29'],
      [1010, '10.10'],
      [57, '0.57'],
      [10_000_000_000, '100000000.00'],
    ] as const) {
      await alipay.createCodeUrl(line(fen));
      expect(lastRequest().biz.total_amount).toBe(yuan);
    }
    await expect(alipay.createCodeUrl(line(0))).rejects.toThrow(RangeError);
    await expect(alipay.createCodeUrl(line(12.5))).rejects.toThrow(RangeError);
  });

  it('makes the wap cashier URL on the gateway, signed with the app key', async () => {
    const p = { ...line(8800), wallet: 'ALIPAY' as const, clientIp: '203.0.113.9' };
    const returnUrl = 'https://lvxing.example.com/m/order/pay-result?orderNo=26112710000012';
    const url = new URL(await alipay.createPhoneUrl({ ...p, returnUrl }));
    expect(`${url.origin}${url.pathname}`).toBe(fake.gateway);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      method: 'alipay.trade.wap.pay',
      app_id: APP_ID,
      sign_type: 'RSA2',
      return_url: returnUrl,
      notify_url: NOTIFY_URL,
    });
    expect(JSON.parse(params.biz_content!)).toMatchObject({
      out_trade_no: p.paymentNo,
      total_amount: '88.00',
      product_code: 'QUICK_WAP_WAY',
      quit_url: returnUrl,
    });
    expect(rsa2Verify(signContent(params), params.sign!, app.publicKey)).toBe(true);
    const tampered = { ...params, biz_content: params.biz_content!.replace('88.00', '0.01') };
    expect(rsa2Verify(signContent(tampered), params.sign!, app.publicKey)).toBe(false);
    expect(fake.trades.has(p.paymentNo)).toBe(false);
  });

  it('queries a trade: WAITING, then PAID with the same facts its notify carries, NOT_FOUND', async () => {
    const p = line(1029);
    await alipay.createCodeUrl(p);
    expect(await alipay.query(p.paymentNo)).toEqual({ state: 'WAITING' });
    const notice = await alipay.verifyNotify(
      {},
      fake.pay(p.paymentNo, new Date('2026-11-27T01:02:03Z')),
    );
    const tradeNo = fake.trades.get(p.paymentNo)!.tradeNo;
    expect(await alipay.query(p.paymentNo)).toEqual({
      state: 'PAID',
      notice: { ...notice, notifyId: `query:${tradeNo}` },
    });
    expect(notice?.paidAt).toEqual(new Date('2026-11-27T01:02:03Z'));
    expect(await alipay.query(paymentNo())).toEqual({ state: 'NOT_FOUND' });
    expect(lastRequest()).toMatchObject({ method: 'alipay.trade.query', signatureValid: true });
  });

  it('refunds through the gateway once per refund number, and CLOSED once all is refunded', async () => {
    const p = line(1029);
    await alipay.createCodeUrl(p);
    fake.pay(p.paymentNo);
    const refund = { paymentNo: p.paymentNo, refundNo: 'R1', amountFen: 500, totalFen: 1029 };
    await alipay.refund(refund);
    await alipay.refund(refund);
    const trade = fake.trades.get(p.paymentNo)!;
    expect(Object.fromEntries(trade.refunds)).toEqual({ R1: 500 });
    expect(lastRequest().biz).toEqual({
      out_trade_no: p.paymentNo,
      refund_amount: '5.00',
      out_request_no: 'R1',
    });
    await expect(alipay.refund({ ...refund, refundNo: 'R2', amountFen: 530 })).rejects.toThrow(
      /退款金额超限.*ACQ\.REFUND_AMT_NOT_EQUAL_TOTAL/,
    );
    await alipay.refund({ ...refund, refundNo: 'R3', amountFen: 529 });
    expect(Object.fromEntries(trade.refunds)).toEqual({ R1: 500, R3: 529 });
    expect(await alipay.query(p.paymentNo)).toEqual({ state: 'CLOSED' });
    await expect(alipay.refund({ ...refund, paymentNo: paymentNo() })).rejects.toThrow(
      /交易不存在/,
    );
  });

  it('throws on an answer whose signature is not Alipay’s, whatever it says', async () => {
    const p = line(300);
    await alipay.createCodeUrl(p);
    fake.forgeAnswers = true;
    try {
      await expect(alipay.query(p.paymentNo)).rejects.toThrow(/验签失败/);
      await expect(alipay.createCodeUrl(line(300))).rejects.toThrow(/验签失败/);
      await expect(
        alipay.refund({ paymentNo: p.paymentNo, refundNo: 'R9', amountFen: 1, totalFen: 300 }),
      ).rejects.toThrow(/验签失败/);
    } finally {
      fake.forgeAnswers = false;
    }
    expect(await alipay.query(p.paymentNo)).toEqual({ state: 'WAITING' });
  });

  it('is refused by the gateway when it signs with a key that is not the app’s', async () => {
    const stranger = alipayProvider({
      appId: APP_ID,
      privateKey: rsaKeyPair().privateKey,
      alipayPublicKey: fake.alipayPublicKey,
      gateway: fake.gateway,
      notifyUrl: NOTIFY_URL,
    });
    const p = line(300);
    await expect(stranger.createCodeUrl(p)).rejects.toThrow(/isv\.invalid-signature/);
    expect(lastRequest()).toMatchObject({
      method: 'alipay.trade.precreate',
      signatureValid: false,
    });
    expect(fake.trades.has(p.paymentNo)).toBe(false);
  });

  it('answers a notify with the plain text Alipay expects', () => {
    expect(alipay.notifyAnswer(true)).toEqual({
      status: 200,
      contentType: 'text/plain; charset=utf-8',
      body: 'success',
    });
    expect(alipay.notifyAnswer(false).body).toBe('failure');
    expect(alipay.holds).toBeUndefined();
  });
});
