import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alipayProvider } from '../src/modules/payment/alipay-provider';
import type { HoldProvider, PaymentProvider } from '../src/modules/payment/payment-provider';
import { restFen } from './support/fake-alipay-gateway-methods';
import { rsaKeyPair, startFakeAlipay, type FakeAlipay } from './support/fake-alipay-gateway';

const APP_ID = '2021000000000003';
const NOTIFY_URL = 'https://lvxing.example.com/api/pay/notify/alipay';
const app = rsaKeyPair();
let fake: FakeAlipay;
let alipay: PaymentProvider;
let holds: HoldProvider;
let seq = 0;
const holdNo = () => `P261127120000${String(++seq).padStart(12, '0')}`;
const lastRequest = () => fake.requests.at(-1)!;

/** A hold of `amountFen` created through the provider and frozen by the payer on the fake. */
async function frozenHold(amountFen: number, at = new Date('2026-11-27T03:04:05Z')) {
  const no = holdNo();
  const expiresAt = new Date(Date.now() + 30 * 60_000);
  const url = await holds.createHoldUrl({
    paymentNo: no,
    amountFen,
    expiresAt,
    subject: '租车押金',
  });
  const body = fake.freeze(no, at);
  const notice = await alipay.verifyNotify({}, body);
  return { no, url, body, notice, hold: fake.holds.get(no)! };
}

beforeAll(async () => {
  fake = await startFakeAlipay({ appId: APP_ID, appPublicKey: app.publicKey });
  alipay = alipayProvider({
    appId: APP_ID,
    privateKey: app.privateKey,
    alipayPublicKey: fake.alipayPublicKey,
    gateway: fake.gateway,
    notifyUrl: NOTIFY_URL,
    holds: true,
  });
  holds = alipay.holds!;
});
afterAll(() => fake.close());

describe('alipay deposit holds (资金授权) against the fake gateway', () => {
  it('creates the freeze QR through voucher.create, signed, with the amount in yuan', async () => {
    const no = holdNo();
    const expiresAt = new Date(Date.now() + 30 * 60_000);
    const url = await holds.createHoldUrl({
      paymentNo: no,
      amountFen: 50000,
      expiresAt,
      subject: '租车押金',
    });
    const hold = fake.holds.get(no)!;
    expect(url).toBe(`https://qr.alipay.com/fac0${hold.authNo}`);
    expect(hold).toMatchObject({ status: 'INIT', amountFen: 50000, frozenFen: 0 });
    expect(lastRequest()).toMatchObject({
      method: 'alipay.fund.auth.order.voucher.create',
      signatureValid: true,
      params: { notify_url: NOTIFY_URL },
      biz: { out_order_no: no, amount: '500.00', product_code: 'PRE_AUTH', pay_timeout: '30m' },
    });
  });

  it("reads the payer's freeze notify as the hold's notice (auth_no, amount, time)", async () => {
    const h = await frozenHold(50000);
    expect(h.notice).toMatchObject({
      paymentNo: h.no,
      amountFen: 50000,
      providerTradeNo: h.hold.authNo,
      paidAt: new Date('2026-11-27T03:04:05Z'),
    });
    expect(h.hold).toMatchObject({ status: 'AUTHORIZED', frozenFen: 50000 });
  });

  it('captures part, releases the rest, and the amounts add up on the fake; retries change nothing', async () => {
    const h = await frozenHold(50000);
    const authNo = h.notice!.providerTradeNo;
    const capture = {
      holdNo: h.no,
      authNo,
      captureNo: 'C-1',
      amountFen: 12000,
      subject: '车损赔偿',
    };
    const { providerTradeNo } = await holds.capture(capture);
    expect(providerTradeNo).toBe(fake.trades.get('C-1')!.tradeNo);
    expect(lastRequest()).toMatchObject({
      method: 'alipay.trade.pay',
      signatureValid: true,
      biz: {
        auth_no: authNo,
        product_code: 'PRE_AUTH',
        total_amount: '120.00',
        out_trade_no: 'C-1',
      },
    });
    expect(await holds.capture(capture)).toEqual({ providerTradeNo });
    const release = {
      holdNo: h.no,
      authNo,
      releaseNo: 'U-1',
      amountFen: 38000,
      reason: '还车无损',
    };
    await holds.release(release);
    await holds.release(release);
    expect(lastRequest().biz).toEqual({
      auth_no: authNo,
      out_request_no: 'U-1',
      amount: '380.00',
      remark: '还车无损',
    });
    expect(Object.fromEntries(h.hold.captures)).toEqual({ 'C-1': 12000 });
    expect(Object.fromEntries(h.hold.unfreezes)).toEqual({ 'U-1': 38000 });
    expect(h.hold.frozenFen).toBe(12000 + 38000);
    expect(restFen(h.hold)).toBe(0);
    await expect(holds.release({ ...release, releaseNo: 'U-2', amountFen: 1 })).rejects.toThrow(
      /UNFREEZE_AMOUNT_EXCEED/,
    );
  });

  it('refuses to capture more than is still frozen, or on a hold never frozen', async () => {
    const h = await frozenHold(10000);
    const authNo = h.notice!.providerTradeNo;
    await holds.capture({
      holdNo: h.no,
      authNo,
      captureNo: 'C-2',
      amountFen: 6000,
      subject: '超时费',
    });
    await expect(
      holds.capture({ holdNo: h.no, authNo, captureNo: 'C-3', amountFen: 4001, subject: '油费' }),
    ).rejects.toThrow(/冻结余额/);
    expect(restFen(h.hold)).toBe(4000);
    const unfrozen = holdNo();
    const expiresAt = new Date(Date.now() + 60_000);
    await holds.createHoldUrl({ paymentNo: unfrozen, amountFen: 100, expiresAt, subject: '押金' });
    const never = fake.holds.get(unfrozen)!.authNo;
    await expect(
      holds.capture({
        holdNo: unfrozen,
        authNo: never,
        captureNo: 'C-4',
        amountFen: 100,
        subject: '押金',
      }),
    ).rejects.toThrow(/ACQ\.AUTH_NO_NOT_EXIST/);
  });

  it('refuses an unfreeze notify, a freeze that did not succeed, or another app’s', async () => {
    const h = await frozenHold(2000);
    const { sign: _s, ...fields } = Object.fromEntries(new URLSearchParams(h.body));
    expect(fields).toMatchObject({ operation_type: 'FREEZE', status: 'SUCCESS', amount: '20.00' });
    expect((await alipay.verifyNotify({}, fake.signNotify(fields)))?.amountFen).toBe(2000);
    const changes: Record<string, string>[] = [
      { operation_type: 'UNFREEZE' },
      { status: 'CLOSED' },
      { app_id: '2021000000000999' },
      { amount: '20.001' },
    ];
    for (const change of changes) {
      expect(await alipay.verifyNotify({}, fake.signNotify({ ...fields, ...change }))).toBeNull();
    }
    const changed = new URLSearchParams(h.body);
    changed.set('amount', '2000.00');
    expect(await alipay.verifyNotify({}, changed.toString())).toBeNull();
  });
});
