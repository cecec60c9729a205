import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ApiPath } from '@lvxing/shared';
import {
  checkAuthorization,
  encryptResource,
  nonce,
  rsaKeyPair,
  signBody,
  type WechatpaySignedHeaders,
} from './fake-wechatpay-gateway-crypto';
import {
  route,
  tradeView,
  type FakeRefund,
  type FakeState,
  type FakeTransaction,
} from './fake-wechatpay-gateway-routes';

export { rsaKeyPair } from './fake-wechatpay-gateway-crypto';
export type { FakeRefund, FakeTransaction } from './fake-wechatpay-gateway-routes';

/** The merchant as WeChat Pay knows it. */
export interface FakeWechatpayOptions {
  mchid: string;
  appid: string;
  merchantSerial: string;
  /** The merchant's API public key (PEM): the fake checks every request's signature with it. */
  merchantPublicKey: string;
  apiV3Key: string;
}

/** One request the fake received, and whether its `Authorization` signature verified. */
export interface FakeRequest {
  method: string;
  url: string;
  authorized: boolean;
  refusal?: string;
}

/** A notify as WeChat Pay posts it: signed headers and the raw JSON body. */
export interface FakeNotify {
  headers: WechatpaySignedHeaders;
  body: string;
}

/** A local fake of WeChat Pay's API v3 gateway (see {@link startFakeWechatpay}). */
export interface FakeWechatpay {
  /** Its base URL (`http://127.0.0.1:<port>`). */
  url: string;
  /** Its "微信支付公钥" (PEM) and id, generated for this run. */
  platformPublicKey: string;
  platformSerial: string;
  transactions: Map<string, FakeTransaction>;
  /** Every refund the fake made, in order. */
  refunds: FakeRefund[];
  requests: FakeRequest[];
  /**
   * How answers are signed: `valid`; `forged`, a signature that does not verify (an altered
   * answer); `missing`, no Wechatpay-* headers at all.
   */
  answerSignature: 'valid' | 'forged' | 'missing';
  /** Marks the trade paid (as the payer would) and returns WeChat's notify for it. */
  pay(outTradeNo: string, at?: Date): FakeNotify;
  /** The notify of a paid trade; `apiV3Key` encrypts with another key, `at` dates its signature. */
  notify(outTradeNo: string, o?: { at?: Date; apiV3Key?: string }): FakeNotify;
  /** Signs any body with the platform key, as WeChat signs notifies and answers. */
  sign(body: string, at?: Date): WechatpaySignedHeaders;
  close(): Promise<void>;
}

/** `2026-11-27T10:30:00+08:00`. */
const beijing = (at: Date) =>
  `${new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;

/**
 * Starts a fake WeChat Pay API v3 gateway on 127.0.0.1 (port 0) with its own platform RSA key
 * pair. It verifies each request's `Authorization` (401 SIGN_ERROR, unsigned, when it fails),
 * signs each other answer (`Wechatpay-Signature/Timestamp/Nonce/Serial`), keeps trades and refunds
 * in memory and builds signed, AEAD_AES_256_GCM-encrypted payment notifies.
 */
export async function startFakeWechatpay(o: FakeWechatpayOptions): Promise<FakeWechatpay> {
  const platform = rsaKeyPair();
  const platformSerial = `PUB_KEY_ID_${nonce(24).toUpperCase()}`;
  const state: FakeState = {
    mchid: o.mchid,
    appid: o.appid,
    transactions: new Map(),
    refunds: [],
  };
  const sign = (body: string, at?: Date) =>
    signBody({ privateKey: platform.privateKey, serial: platformSerial }, body, at);

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const method = req.method ?? 'GET';
      const rawUrl = req.url ?? '/';
      const auth = checkAuthorization(o, {
        method,
        url: rawUrl,
        body,
        authorization: req.headers.authorization,
      });
      fake.requests.push({
        method,
        url: rawUrl,
        authorized: auth.ok,
        ...(auth.ok ? {} : { refusal: auth.reason }),
      });
      const json = { 'content-type': 'application/json; charset=utf-8' };
      if (!auth.ok) {
        res.writeHead(401, json).end(JSON.stringify({ code: 'SIGN_ERROR', message: '签名错误' }));
        return;
      }
      const answer = route(state, method, new URL(rawUrl, 'http://fake'), body);
      const text = JSON.stringify(answer.body);
      const mode = fake.answerSignature;
      const signed: Record<string, string> = mode === 'missing' ? {} : sign(text);
      if (mode === 'forged')
        signed['wechatpay-signature'] = sign(`${text} `)['wechatpay-signature'];
      res.writeHead(answer.status, { ...json, ...signed, 'request-id': randomUUID() }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const notify: FakeWechatpay['notify'] = (outTradeNo, n = {}) => {
    const t = state.transactions.get(outTradeNo);
    if (!t?.transaction_id) throw new Error(`fake wechatpay: ${outTradeNo} is not paid`);
    const at = n.at ?? new Date();
    const resource = encryptResource(n.apiV3Key ?? o.apiV3Key, JSON.stringify(tradeView(t)));
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: beijing(at),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: { original_type: 'transaction', ...resource },
    });
    return { headers: { ...sign(body, at), 'content-type': 'application/json' }, body };
  };

  const fake: FakeWechatpay = {
    url: `http://127.0.0.1:${port}`,
    platformPublicKey: platform.publicKey,
    platformSerial,
    transactions: state.transactions,
    refunds: state.refunds,
    requests: [],
    answerSignature: 'valid',
    pay(outTradeNo, at = new Date()) {
      const t = state.transactions.get(outTradeNo);
      if (!t) throw new Error(`fake wechatpay: no trade ${outTradeNo}`);
      t.trade_state = 'SUCCESS';
      t.transaction_id = `4200${Date.now()}${nonce(8).replace(/\D/g, '7')}`;
      t.success_time = beijing(at);
      return notify(outTradeNo, { at });
    },
    notify,
    sign,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
  return fake;
}

/**
 * Posts a fake notify to an app's WeChat notify path (`/api/pay/notify/wechat`), raw body and
 * signed headers as WeChat sends them.
 */
export function postWechatNotify(app: Pick<FastifyInstance, 'inject'>, notify: FakeNotify) {
  return app.inject({
    method: 'POST',
    url: ApiPath.payNotify.replace(':provider', 'wechat'),
    headers: notify.headers,
    payload: notify.body,
  });
}
