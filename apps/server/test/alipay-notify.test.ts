import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiPath } from '@lvxing/shared';
import { yuanToFen } from '../src/modules/payment/alipay-gateway';
import { alipayProvider } from '../src/modules/payment/alipay-provider';
import type { PaymentProvider } from '../src/modules/payment/payment-provider';
import {
  postAlipayNotify,
  rsaKeyPair,
  startFakeAlipay,
  type FakeAlipay,
} from './support/fake-alipay-gateway';

const APP_ID = '2021000000000002';
const app = rsaKeyPair();
let fake: FakeAlipay;
let alipay: PaymentProvider;
let seq = 0;

/** A trade precreated on the fake and paid at `at`: its notify body and fields (without sign). */
async function paidNotify(amountFen: number, at = new Date('2026-11-27T01:02:03Z')) {
  const paymentNo = `P261127110000${String(++seq).padStart(12, '0')}`;
  const expiresAt = new Date(at.getTime() + 900_000);
  await alipay.createCodeUrl({ paymentNo, amountFen, expiresAt, subject: '上海虹桥—南京南 G7001' });
  const body = fake.pay(paymentNo, at);
  const { sign: _sign, ...fields } = Object.fromEntries(new URLSearchParams(body));
  return { paymentNo, body, fields, tradeNo: fake.trades.get(paymentNo)!.tradeNo };
}
const verify = (body: string) =>
  alipay.verifyNotify({ 'content-type': 'application/x-www-form-urlencoded' }, body);

beforeAll(async () => {
  fake = await startFakeAlipay({ appId: APP_ID, appPublicKey: app.publicKey });
  alipay = alipayProvider({
    appId: APP_ID,
    privateKey: app.privateKey,
    alipayPublicKey: fake.alipayPublicKey,
    gateway: fake.gateway,
    notifyUrl: 'https://lvxing.example.com/api/pay/notify/alipay',
  });
});
afterAll(() => fake.close());

describe("the alipay provider's notify check", () => {
  it('reads a paid notify exactly: amount in fen, time of payment, trade number', async () => {
    const n = await paidNotify(1029);
    expect(n.fields).toMatchObject({ total_amount: '10.29', gmt_payment: '2026-11-27 09:02:03' });
    expect(await verify(n.body)).toEqual({
      notifyId: n.fields.notify_id,
      paymentNo: n.paymentNo,
      amountFen: 1029,
      providerTradeNo: n.tradeNo,
      paidAt: new Date('2026-11-27T01:02:03Z'),
    });
  });

  it('refuses a notify with a field changed after signing, or signed with another key', async () => {
    const n = await paidNotify(120000);
    const changed = new URLSearchParams(n.body);
    changed.set('total_amount', '0.01');
    expect(await verify(changed.toString())).toBeNull();
    const moved = new URLSearchParams(n.body);
    moved.set('out_trade_no', 'P261127110000999999999999');
    expect(await verify(moved.toString())).toBeNull();
    const unsigned = new URLSearchParams(n.body);
    unsigned.delete('sign');
    expect(await verify(unsigned.toString())).toBeNull();
    const repeated = `${n.body}&total_amount=0.01`;
    expect(await verify(repeated)).toBeNull();
    expect(await verify(fake.signNotify(n.fields, rsaKeyPair().privateKey))).toBeNull();
    expect(await verify(fake.signNotify({ ...n.fields, sign_type: 'RSA' }))).toBeNull();
    // the same fields signed by Alipay's key do verify
    expect((await verify(fake.signNotify(n.fields)))?.amountFen).toBe(120000);
    expect(await verify('')).toBeNull();
    expect(await verify('{"trade_status":"TRADE_SUCCESS"}')).toBeNull();
  });

  it("refuses Alipay's own notify for another app, or one that reports no payment", async () => {
    const n = await paidNotify(5000);
    expect(await verify(fake.signNotify({ ...n.fields, app_id: '2021000000000999' }))).toBeNull();
    for (const trade_status of ['WAIT_BUYER_PAY', 'TRADE_CLOSED']) {
      expect(await verify(fake.signNotify({ ...n.fields, trade_status }))).toBeNull();
    }
    expect(
      (await verify(fake.signNotify({ ...n.fields, trade_status: 'TRADE_FINISHED' })))?.paymentNo,
    ).toBe(n.paymentNo);
    for (const total_amount of ['50.001', '-50.00', '5e3', '050.00', ' 50.00', '']) {
      expect(await verify(fake.signNotify({ ...n.fields, total_amount })), total_amount).toBeNull();
    }
    for (const gmt_payment of ['2026-02-30 10:00:00', '2026-11-27T09:02:03', '']) {
      expect(await verify(fake.signNotify({ ...n.fields, gmt_payment })), gmt_payment).toBeNull();
    }
    // a 资金授权 freeze notify is no notice while holds are off
    const { trade_status: _s, ...rest } = n.fields;
    const freeze = { ...rest, operation_type: 'FREEZE', status: 'SUCCESS', amount: '50.00' };
    expect(
      await verify(
        fake.signNotify({
          ...freeze,
          auth_no: '1',
          out_order_no: 'P1',
          gmt_trans: n.fields.gmt_payment!,
        }),
      ),
    ).toBeNull();
  });

  it('reads yuan amounts as exact fen', () => {
    expect(['0.01', '0.29', '0.57', '1.1', '7', '10.29', '100000000.00'].map(yuanToFen)).toEqual([
      1, 29, 57, 110, 700, 1029, 10_000_000_000,
    ]);
    expect(['100000000.01', '1.', '.5', '1,00', 'NaN', '0x10'].map(yuanToFen)).toEqual(
      Array(6).fill(null),
    );
  });

  it('has a helper that posts the notify as Alipay does, to the app’s Alipay notify path', async () => {
    const server = Fastify();
    const seen: string[] = [];
    server.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, body),
    );
    server.post(ApiPath.payNotify, async (req, reply) => {
      const { provider } = req.params as { provider: string };
      seen.push(`${provider} ${req.headers['content-type']}`);
      const notice = await alipay.verifyNotify(req.headers, req.body as string);
      const answer = alipay.notifyAnswer(notice !== null);
      return reply.code(answer.status).type(answer.contentType).send(answer.body);
    });
    const n = await paidNotify(2200);
    const good = await postAlipayNotify(server, n.body);
    const bad = await postAlipayNotify(
      server,
      n.body.replace('total_amount=22.00', 'total_amount=0.22'),
    );
    await server.close();
    expect([good.statusCode, good.body, good.headers['content-type']]).toEqual([
      200,
      'success',
      'text/plain; charset=utf-8',
    ]);
    expect(bad.body).toBe('failure');
    expect(seen[0]).toBe('alipay application/x-www-form-urlencoded; charset=utf-8');
  });
});
