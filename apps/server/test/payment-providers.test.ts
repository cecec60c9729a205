import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderDetail, PayPhoneResult, PayQrcodeResult } from '@lvxing/shared';
import { orderEvents, orders, payments } from '../src/db/schema';
import {
  closeExpiredOrders,
  completeRefunds,
  issueDueTickets,
} from '../src/modules/orders/order.jobs';
import { postAlipayNotify, rsaKeyPair, startFakeAlipay } from './support/fake-alipay-gateway';
import { postWechatNotify } from './support/fake-wechatpay-gateway';
import { fakeWechatpayMerchant } from './support/fake-wechatpay-gateway-merchant';
import { lockOrderById } from '../src/modules/orders/order.repository';
import { openHold, stepHold } from '../src/modules/payment/deposit-holds.service';
import { settleHoldSteps } from '../src/modules/payment/deposit-settle.service';
import { buildTestApp, call, dayFromNow, loginMember } from './helper';
import { adult, bookTrain, settableClock } from './train-fixtures';

// The site with 支付宝 making the QR codes and 微信支付 serving its wallet, each against a local
// fake of its gateway that checks our signatures and signs its answers and notifies.

const APP_ID = '2021000000000009';
const appKeys = rsaKeyPair();
const alipayGw = await startFakeAlipay({ appId: APP_ID, appPublicKey: appKeys.publicKey });
const wechat = await fakeWechatpayMerchant();
afterAll(async () => {
  await alipayGw.close();
  await wechat.close();
});
const { notifyUrl: _unused, now: _now, ...wechatpay } = wechat.options;
const clock = settableClock();
const app = await buildTestApp({
  now: clock.now,
  jobs: false,
  config: {
    publicUrl: 'https://www.example.cn',
    paymentProvider: 'alipay',
    alipay: {
      appId: APP_ID,
      privateKey: appKeys.privateKey,
      alipayPublicKey: alipayGw.alipayPublicKey,
      gateway: alipayGw.gateway,
      fundAuth: true,
    },
    wechatpay,
  },
});
const deps = app.orders.deps;
const token = await loginMember(app);
const date = dayFromNow(7);

const book = async (name: string) =>
  (await bookTrain(app, token, { date, passengers: [adult(name)] })).data;
const qrcode = (orderNo: string) =>
  call<PayQrcodeResult>(app, '/api/plane/order/pay/qrcode', { orderNo }, { token });
const state = async (orderNo: string) =>
  (await call<OrderDetail>(app, '/api/train/order/detail', { orderNo }, { token })).data.state;
const eventCount = async (orderNo: string) => {
  const [o] = await deps.db.select().from(orders).where(eq(orders.orderNo, orderNo));
  return (await deps.db.select().from(orderEvents).where(eq(orderEvents.orderId, o!.id))).length;
};

describe('支付宝 and 微信支付 through the app', () => {
  it('pays by an Alipay QR code; a replayed notify changes nothing, a forged one is refused', async () => {
    const order = await book('支付甲');
    const qr = await qrcode(order.orderNo);
    expect(qr.data).toMatchObject({ provider: 'alipay', wallets: ['ALIPAY', 'WECHAT'] });
    expect(qr.data.codeUrl).toMatch(/^https:\/\/qr\.alipay\.com\//);
    const precreate = alipayGw.requests.find((r) => r.method === 'alipay.trade.precreate')!;
    expect(precreate).toMatchObject({ signatureValid: true });
    expect(precreate.biz).toMatchObject({ out_trade_no: qr.data.paymentNo });

    const forged = alipayGw.signNotify(
      { out_trade_no: qr.data.paymentNo, trade_status: 'TRADE_SUCCESS', app_id: APP_ID },
      rsaKeyPair().privateKey,
    );
    const refused = await postAlipayNotify(app, forged);
    expect(refused.body).toBe('failure');
    expect(await state(order.orderNo)).toBe('PENDING_PAYMENT');

    const notify = alipayGw.pay(qr.data.paymentNo);
    const first = await postAlipayNotify(app, notify);
    expect([first.statusCode, first.body]).toEqual([200, 'success']);
    expect(await state(order.orderNo)).toBe('TICKETING');
    const events = await eventCount(order.orderNo);
    expect((await postAlipayNotify(app, notify)).body).toBe('success');
    expect(await eventCount(order.orderNo)).toBe(events);
  });

  it('opens WeChat H5 on a phone as a line of its own; paid late there, it is refunded through WeChat', async () => {
    const order = await book('支付乙');
    const qr = await qrcode(order.orderNo);
    const back = `/ticket/pay?orderNo=${order.orderNo}`;
    const phone = await call<PayPhoneResult>(
      app,
      '/api/pay/phone',
      { orderNo: order.orderNo, wallet: 'WECHAT', returnPath: back },
      { token },
    );
    const url = new URL(phone.data.payUrl);
    expect(url.searchParams.get('redirect_url')).toBe(`https://www.example.cn${back}`);
    const [line] = await deps.db.select().from(payments).where(eq(payments.provider, 'wechat'));
    expect(line).toMatchObject({ purpose: 'FULL', state: 'WAITING' });
    expect(line!.paymentNo).not.toBe(qr.data.paymentNo);

    // paid by the Alipay QR first: the WeChat line closes
    await postAlipayNotify(app, alipayGw.pay(qr.data.paymentNo));
    const [closed] = await deps.db.select().from(payments).where(eq(payments.id, line!.id));
    expect(closed!.state).toBe('CLOSED');
    // the payer still pays in WeChat: the money goes back through WeChat's refund call
    const late = await postWechatNotify(app, wechat.gw.pay(line!.paymentNo));
    expect(late.statusCode).toBe(204);
    expect(wechat.gw.refunds).toMatchObject([
      { out_trade_no: line!.paymentNo, amount: { refund: order.totalFen, total: order.totalFen } },
    ]);
    expect(await state(order.orderNo)).toBe('TICKETING');
  });

  it('refunds an order through Alipay’s refund call', async () => {
    const order = await book('支付丙');
    const qr = await qrcode(order.orderNo);
    await postAlipayNotify(app, alipayGw.pay(qr.data.paymentNo));
    clock.advance(deps.ticketingDelayMs);
    await issueDueTickets(deps);
    const asked = await call(app, '/api/train/order/refund', { orderNo: order.orderNo }, { token });
    expect(asked.code).toBe(200);
    await completeRefunds(deps);
    const trade = alipayGw.trades.get(qr.data.paymentNo)!;
    const detail = await call<OrderDetail>(
      app,
      '/api/train/order/detail',
      { orderNo: order.orderNo },
      { token },
    );
    // what the ladder gives back went through Alipay, once, in fen exactly
    expect([...trade.refunds.values()]).toEqual([detail.data.refunds[0]!.amountFen]);
    expect(alipayGw.requests.filter((r) => r.method === 'alipay.trade.refund')).toMatchObject([
      { signatureValid: true, biz: { out_trade_no: qr.data.paymentNo } },
    ]);
    expect(detail.data.state).toBe('REFUNDED');
  });

  it('asks Alipay before closing an unpaid order: a lost notify does not lose the payment', async () => {
    const order = await book('支付丁');
    const qr = await qrcode(order.orderNo);
    alipayGw.pay(qr.data.paymentNo); // paid, its notify never arrives
    clock.advance(2 * 3600_000);
    await closeExpiredOrders(deps);
    expect(await state(order.orderNo)).toBe('TICKETING');
    const unpaid = await book('支付戊');
    await qrcode(unpaid.orderNo);
    clock.advance(2 * 3600_000);
    await closeExpiredOrders(deps);
    expect(await state(unpaid.orderNo)).toBe('CLOSED');
  });

  it('holds a deposit through Alipay 资金授权, captures part and releases the rest', async () => {
    const order = await book('押金己');
    const qr = await qrcode(order.orderNo);
    await postAlipayNotify(app, alipayGw.pay(qr.data.paymentNo));
    const [row] = await deps.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    const hold = await deps.db.transaction(async (tx) => {
      const locked = (await lockOrderById(tx, row!.id))!;
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + 3_600_000);
      return openHold(deps, tx, locked, { amountFen: 200_000, note: '违章押金', expiresAt, now });
    });
    expect(hold.provider).toBe('alipay');
    expect(hold.codeUrl).toMatch(/^https:\/\/qr\.alipay\.com\//);
    expect((await postAlipayNotify(app, alipayGw.freeze(hold.paymentNo))).body).toBe('success');
    await stepHold(deps, hold.paymentNo, {
      purpose: 'HOLD_CAPTURE',
      amountFen: 30_000,
      reason: '违章罚款',
    });
    clock.advance(1000);
    await stepHold(deps, hold.paymentNo, { purpose: 'HOLD_RELEASE', reason: '违章已结清' });
    expect(await settleHoldSteps(deps)).toBe(2);
    const fakeHold = alipayGw.holds.get(hold.paymentNo)!;
    expect([...fakeHold.captures.values()]).toEqual([30_000]);
    expect([...fakeHold.unfreezes.values()]).toEqual([170_000]);
    const [settled] = await deps.db.select().from(payments).where(eq(payments.id, hold.id));
    expect(settled!.state).toBe('SETTLED');
  });

  it('takes one of two wallets paying at the same moment and refunds the other', async () => {
    const order = await book('并发庚');
    const qr = await qrcode(order.orderNo);
    await call(
      app,
      '/api/pay/phone',
      { orderNo: order.orderNo, wallet: 'WECHAT', returnPath: '/' },
      { token },
    );
    const [row] = await deps.db.select().from(orders).where(eq(orders.orderNo, order.orderNo));
    const lines = await deps.db.select().from(payments).where(eq(payments.orderId, row!.id));
    const wx = lines.find((l) => l.provider === 'wechat')!;
    const [a, b] = await Promise.all([
      postAlipayNotify(app, alipayGw.pay(qr.data.paymentNo)),
      postWechatNotify(app, wechat.gw.pay(wx.paymentNo)),
    ]);
    expect([a.body, b.statusCode]).toEqual(['success', 204]);
    const after = await deps.db.select().from(payments).where(eq(payments.orderId, row!.id));
    expect(after.map((l) => l.state).sort()).toEqual(['PAID', 'REFUNDED']);
    expect(await state(order.orderNo)).toBe('TICKETING');
  });
});
