import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ApiPath } from '@lvxing/shared';
import {
  FAKE_METHODS,
  badSignature,
  fail,
  restFen,
  unknownMethod,
  type FakeState,
} from './fake-alipay-gateway-methods';
import {
  beijingText,
  rsa2Sign,
  rsa2Verify,
  rsaKeyPair,
  signContent,
  timely,
} from './fake-alipay-gateway-signing';

export { beijingText, rsa2Sign, rsa2Verify, rsaKeyPair, signContent };
const yuan = (fen: number) => (fen / 100).toFixed(2);

/** A request the fake received, with whether its signature verified. */
export interface SeenRequest {
  method: string;
  params: Record<string, string>;
  biz: Record<string, unknown>;
  signatureValid: boolean;
}

/** A running fake of Alipay's OpenAPI gateway (see `startFakeAlipay`). */
export interface FakeAlipay extends FakeState {
  /** The gateway URL (`…/gateway.do`) to give the provider. */
  gateway: string;
  /** "Alipay's" public key, PEM, for the provider. */
  alipayPublicKey: string;
  requests: SeenRequest[];
  /** While true, answers are signed with a key that is not Alipay's. */
  forgeAnswers: boolean;
  /** The buyer pays a waiting trade: marks it paid, returns its signed notify's form body. */
  pay(outTradeNo: string, at?: Date): string;
  /** The payer freezes a 资金授权 order: returns its signed FREEZE notify's form body. */
  freeze(outOrderNo: string, at?: Date): string;
  /** A form body of `fields` signed as Alipay signs notifies (or with `privateKey`). */
  signNotify(fields: Record<string, string>, privateKey?: string): string;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Starts a local fake of Alipay's gateway on 127.0.0.1 (a free port) with its own RSA key pair.
 * It verifies each request's RSA2 signature with the app's public key (answering
 * isv.invalid-signature, as Alipay does, when it fails), signs each answer's `<method>_response`
 * JSON text with its private key, and keeps trades and 资金授权 orders in memory.
 */
export async function startFakeAlipay(o: {
  appId: string;
  appPublicKey: string;
}): Promise<FakeAlipay> {
  const alipay = rsaKeyPair();
  const stranger = rsaKeyPair();
  const fake = { trades: new Map(), holds: new Map(), requests: [], forgeAnswers: false } as Omit<
    FakeAlipay,
    'gateway' | 'alipayPublicKey' | 'pay' | 'freeze' | 'signNotify' | 'close'
  >;

  function answer(params: Record<string, string>, duplicated: boolean) {
    const method = params.method ?? '';
    const content = signContent(params);
    const signatureValid =
      !duplicated &&
      params.sign_type === 'RSA2' &&
      !!params.sign &&
      rsa2Verify(content, params.sign, o.appPublicKey);
    let biz: Record<string, unknown> = {};
    try {
      biz = JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>;
    } catch {
      return fail('isv.invalid-parameter', 'biz_content 不是 JSON');
    }
    fake.requests.push({ method, params, biz, signatureValid });
    if (params.app_id !== o.appId) return fail('isv.invalid-app-id', '无效的AppID参数');
    if (!signatureValid) return badSignature(content);
    if (!timely(params.timestamp)) return fail('isv.invalid-timestamp', '非法的时间戳参数');
    const handler = FAKE_METHODS[method];
    return handler ? handler(fake, biz) : unknownMethod();
  }

  async function serve(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method !== 'POST' || url.pathname !== '/gateway.do') return res.writeHead(404).end();
    const params: Record<string, string> = {};
    let duplicated = false;
    for (const source of [url.searchParams, new URLSearchParams(await readBody(req))]) {
      for (const [k, v] of source) {
        duplicated ||= Object.hasOwn(params, k);
        params[k] = v;
      }
    }
    const text = JSON.stringify(answer(params, duplicated));
    const sign = rsa2Sign(text, fake.forgeAnswers ? stranger.privateKey : alipay.privateKey);
    const key = `${(params.method ?? 'error').replaceAll('.', '_')}_response`;
    res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
    res.end(`{"${key}":${text},"sign":"${sign}"}`);
  }

  const server = createServer((req, res) => void serve(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const signNotify = (fields: Record<string, string>, privateKey = alipay.privateKey) =>
    new URLSearchParams({
      ...fields,
      sign: rsa2Sign(signContent(fields, ['sign_type']), privateKey),
    }).toString();
  const common = (at: Date) => ({
    notify_id: randomBytes(16).toString('hex'),
    notify_time: beijingText(at),
    app_id: o.appId,
    charset: 'utf-8',
    version: '1.0',
    sign_type: 'RSA2',
  });

  return Object.assign(fake, {
    gateway: `http://127.0.0.1:${port}/gateway.do`,
    alipayPublicKey: alipay.publicKey,
    signNotify,
    pay(outTradeNo: string, at = new Date()) {
      const t = fake.trades.get(outTradeNo);
      if (t?.status !== 'WAIT_BUYER_PAY') throw new Error(`no waiting trade ${outTradeNo}`);
      t.status = 'TRADE_SUCCESS';
      t.paidAt = beijingText(at);
      const amount = yuan(t.totalFen);
      return signNotify({
        ...common(at),
        notify_type: 'trade_status_sync',
        auth_app_id: o.appId,
        gmt_create: beijingText(new Date(at.getTime() - 30_000)),
        gmt_payment: t.paidAt,
        trade_no: t.tradeNo,
        out_trade_no: t.outTradeNo,
        trade_status: 'TRADE_SUCCESS',
        subject: t.subject,
        total_amount: amount,
        receipt_amount: amount,
        buyer_pay_amount: amount,
        invoice_amount: amount,
        point_amount: '0.00',
        fund_bill_list: JSON.stringify([{ amount, fundChannel: 'ALIPAYACCOUNT' }]),
        buyer_id: '2088102177846880',
        buyer_logon_id: '159****5620',
        seller_id: '2088102176044281',
      });
    },
    freeze(outOrderNo: string, at = new Date()) {
      const h = fake.holds.get(outOrderNo);
      if (h?.status !== 'INIT') throw new Error(`no 资金授权 order waiting: ${outOrderNo}`);
      h.status = 'AUTHORIZED';
      h.frozenFen = h.amountFen;
      return signNotify({
        ...common(at),
        notify_type: 'fund_auth_freeze',
        auth_no: h.authNo,
        out_order_no: h.outOrderNo,
        operation_id: `${h.authNo.slice(0, 20)}0001`,
        out_request_no: h.outRequestNo,
        operation_type: 'FREEZE',
        amount: yuan(h.amountFen),
        status: 'SUCCESS',
        gmt_create: beijingText(at),
        gmt_trans: beijingText(at),
        total_freeze_amount: yuan(h.frozenFen),
        rest_amount: yuan(restFen(h)),
        total_pay_amount: '0.00',
        payer_user_id: '2088102177846880',
        payer_logon_id: '159****5620',
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/**
 * Posts an Alipay notify form body (from `pay` / `freeze`) to an app's Alipay notify path, as
 * Alipay's servers do: `POST /api/pay/notify/alipay`, application/x-www-form-urlencoded.
 */
export function postAlipayNotify(app: FastifyInstance, body: string) {
  return app.inject({
    method: 'POST',
    url: ApiPath.payNotify.replace(':provider', 'alipay'),
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    payload: body,
  });
}
