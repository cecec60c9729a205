import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wechatpayProvider } from '../src/modules/payment/wechatpay-provider';
import type { PaymentProvider } from '../src/modules/payment/payment-provider';
import {
  postWechatNotify,
  type FakeNotify,
  type FakeWechatpay,
} from './support/fake-wechatpay-gateway';
import { fakeWechatpayMerchant } from './support/fake-wechatpay-gateway-merchant';

let gw: FakeWechatpay;
let close: () => Promise<void>;
let wechat: PaymentProvider;
/** The provider's clock: real time shifted by `skewMs`. */
let skewMs = 0;
let seq = 0;
const no = () => `N${Date.now()}${String(++seq).padStart(4, '0')}`;
const minutes = (n: number) => new Date(Date.now() + n * 60_000);
/** A trade created and paid on the fake: its notify. */
const paid = async (amountFen = 12_345) => {
  const paymentNo = no();
  const expiresAt = minutes(30);
  await wechat.createCodeUrl({ paymentNo, amountFen, expiresAt, subject: '上海 酒店 1 晚' });
  return { paymentNo, notify: gw.pay(paymentNo) };
};
const read = (n: FakeNotify) => wechat.verifyNotify(n.headers, n.body);
/** The notify's body changed by `edit`, signed again with the platform key (so it verifies). */
interface NotifyBody {
  event_type: string;
  resource: { ciphertext: string; associated_data: string };
}
const resigned = (n: FakeNotify, edit: (b: NotifyBody) => void): FakeNotify => {
  const b = JSON.parse(n.body) as NotifyBody;
  edit(b);
  const body = JSON.stringify(b);
  return { headers: { ...n.headers, ...gw.sign(body) }, body };
};

beforeAll(async () => {
  const merchant = await fakeWechatpayMerchant({ now: () => new Date(Date.now() + skewMs) });
  ({ gw, close } = merchant);
  wechat = wechatpayProvider(merchant.options);
});
afterAll(() => close());
beforeEach(() => {
  skewMs = 0;
});

describe('WeChat Pay provider: 支付成功通知', () => {
  it('reads a valid notify exactly (id, out_trade_no, fen, transaction_id, success_time)', async () => {
    const { paymentNo, notify } = await paid(9_900);
    const trade = gw.transactions.get(paymentNo)!;
    const notice = await read(notify);
    expect(notice).toEqual({
      notifyId: (JSON.parse(notify.body) as { id: string }).id,
      paymentNo,
      amountFen: 9_900,
      providerTradeNo: trade.transaction_id,
      paidAt: new Date(trade.success_time!),
    });
    expect(Math.abs(notice!.paidAt.getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('refuses a bad signature: another body’s, or the body altered after signing', async () => {
    const { notify } = await paid();
    const other = gw.sign(`${notify.body} `)['wechatpay-signature'];
    expect(
      await read({ ...notify, headers: { ...notify.headers, 'wechatpay-signature': other } }),
    ).toBeNull();
    const altered = notify.body.replace('"summary":"支付成功"', '"summary":"支付成功 "');
    expect(altered).not.toBe(notify.body);
    expect(await read({ ...notify, body: altered })).toBeNull();
    const { 'wechatpay-signature': _gone, ...unsigned } = notify.headers;
    expect(await wechat.verifyNotify(unsigned, notify.body)).toBeNull();
  });

  it('refuses a notify whose Wechatpay-Serial is not the configured platform key', async () => {
    const { notify } = await paid();
    const headers = { ...notify.headers, 'wechatpay-serial': 'PUB_KEY_ID_0000000000000000' };
    expect(await read({ ...notify, headers })).toBeNull();
    expect(await read(notify)).not.toBeNull();
  });

  it('refuses a timestamp more than 5 minutes from now, either way', async () => {
    const { paymentNo } = await paid();
    expect(await read(gw.notify(paymentNo, { at: minutes(-6) }))).toBeNull();
    expect(await read(gw.notify(paymentNo, { at: minutes(6) }))).toBeNull();
    expect(await read(gw.notify(paymentNo, { at: minutes(-4) }))).not.toBeNull();
    const now = gw.notify(paymentNo);
    skewMs = 6 * 60_000; // the provider's clock, not the notify's, is what it is checked against
    expect(await read(now)).toBeNull();
  });

  it('refuses a tampered ciphertext even when the body is signed again', async () => {
    const { notify } = await paid();
    const tampered = resigned(notify, (b) => {
      const r = b.resource;
      const bytes = Buffer.from(r.ciphertext, 'base64');
      bytes[3] = bytes[3]! ^ 1;
      r.ciphertext = bytes.toString('base64');
    });
    expect(await read(tampered)).toBeNull();
    const otherAad = resigned(notify, (b) => {
      b.resource.associated_data = 'refund';
    });
    expect(await read(otherAad)).toBeNull();
  });

  it('refuses a resource encrypted with another APIv3 key', async () => {
    const { paymentNo } = await paid();
    const notify = gw.notify(paymentNo, { apiV3Key: 'a'.repeat(32) });
    expect(await read(notify)).toBeNull();
  });

  it('refuses another event type, and a trade of another merchant', async () => {
    const { paymentNo, notify } = await paid();
    expect(await read(resigned(notify, (b) => (b.event_type = 'REFUND.SUCCESS')))).toBeNull();
    gw.transactions.get(paymentNo)!.mchid = '1900000999';
    expect(await read(gw.notify(paymentNo))).toBeNull();
  });

  it('answers 204 with no body when handled, 500 FAIL otherwise (WeChat then retries)', () => {
    expect(wechat.notifyAnswer(true)).toMatchObject({ status: 204, body: '' });
    const fail = wechat.notifyAnswer(false);
    expect(fail.status).toBe(500);
    expect(fail.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(fail.body)).toEqual({ code: 'FAIL', message: '失败' });
  });

  it('postWechatNotify posts the raw body and signed headers to /api/pay/notify/wechat', async () => {
    const app = Fastify();
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) =>
      done(null, body),
    );
    app.post('/api/pay/notify/:provider', async (req, reply) => {
      const notice = await wechat.verifyNotify(req.headers, req.body as string);
      const answer = wechat.notifyAnswer(notice !== null);
      return reply.code(answer.status).type(answer.contentType).send(answer.body);
    });
    const { notify } = await paid();
    const ok = await postWechatNotify(app, notify);
    expect(ok.statusCode).toBe(204);
    expect(ok.body).toBe('');
    const bad = await postWechatNotify(app, { ...notify, body: `${notify.body} ` });
    expect(bad.statusCode).toBe(500);
    expect(bad.json()).toEqual({ code: 'FAIL', message: '失败' });
    await app.close();
  });
});
