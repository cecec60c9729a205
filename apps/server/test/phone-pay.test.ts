import { describe, expect, it } from 'vitest';
import { ErrorCode, type PayPhoneResult, type PayQrcodeResult } from '@lvxing/shared';
import { buildTestApp, call, dayFromNow, loginMember } from './helper';
import { adult, bookTrain } from './train-fixtures';

// Paying on a phone with the sandbox serving both wallets: the server hands out the wallet's
// cashier, which leads back to a path of this site only.

const app = await buildTestApp({ jobs: false });
const token = await loginMember(app);
const date = dayFromNow(6);

const phone = (body: object, t = token) =>
  call<PayPhoneResult>(app, '/api/pay/phone', body, { token: t });

describe('POST /api/pay/phone', () => {
  it('opens the chosen wallet’s cashier, coming back to the pay page', async () => {
    const order = (await bookTrain(app, token, { date, passengers: [adult('手机甲')] })).data;
    const qr = await call<PayQrcodeResult>(
      app,
      '/api/plane/order/pay/qrcode',
      { orderNo: order.orderNo },
      { token },
    );
    expect(qr.data.wallets).toEqual(['ALIPAY', 'WECHAT']);
    const back = `/ticket/pay?orderNo=${order.orderNo}`;
    const res = await phone({ orderNo: order.orderNo, wallet: 'WECHAT', returnPath: back });
    expect(res.code).toBe(200);
    const url = new URL(res.data.payUrl);
    expect(url.searchParams.get('channel')).toBe('WECHAT');
    expect(url.searchParams.get('return')).toBe(back);
    // the sandbox serves both wallets from the QR code's own line
    expect(url.searchParams.get('no')).toBe(qr.data.paymentNo);
    const page = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.body).toContain('（微信支付）');
    expect(page.body).toContain((order.totalFen / 100).toFixed(2));
  });

  it('refuses another site as the way back, a wallet it does not take, and another member’s order', async () => {
    const order = (await bookTrain(app, token, { date, passengers: [adult('手机乙')] })).data;
    for (const evil of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const res = await phone({ orderNo: order.orderNo, wallet: 'ALIPAY', returnPath: evil });
      expect(res).toMatchObject({ code: ErrorCode.INVALID_PARAMS });
      expect(res.message).toContain('返回页面应为本站页面');
    }
    const wallet = await phone({ orderNo: order.orderNo, wallet: 'UNIONPAY', returnPath: '/' });
    expect(wallet).toMatchObject({ code: ErrorCode.INVALID_PARAMS });
    expect(wallet.message).toContain('请选择支付方式');
    const stranger = await loginMember(app);
    const other = await phone(
      { orderNo: order.orderNo, wallet: 'ALIPAY', returnPath: '/' },
      stranger,
    );
    expect(other.code).toBe(ErrorCode.ORDER_NOT_FOUND);
  });

  it('answers 16002 for an order that cannot be paid any more', async () => {
    const order = (await bookTrain(app, token, { date, passengers: [adult('手机丙')] })).data;
    await call(app, '/api/plane/order/cancel', { orderNo: order.orderNo }, { token });
    const res = await phone({ orderNo: order.orderNo, wallet: 'ALIPAY', returnPath: '/' });
    expect(res.code).toBe(ErrorCode.PAY_CLOSED);
  });
});
