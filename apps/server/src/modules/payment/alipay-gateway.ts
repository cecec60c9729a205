import { createPrivateKey, createPublicKey } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';
import { beijingIso } from '@lvxing/shared';

/** Alipay's production gateway (OpenAPI 2.0, `gateway.do`). */
export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';

/** Alipay's answer code for a call that succeeded (every other code is a failure). */
const SUCCESS = '10000';

/** Alipay's largest amount of one trade: 100000000.00 yuan, in fen. */
const MAX_FEN = 10_000_000_000;

/** A gateway answer whose `code` is not 10000: Alipay's codes and messages, as answered. */
export class AlipayCallError extends Error {
  constructor(
    readonly method: string,
    readonly code: string,
    readonly subCode: string | undefined,
    subMsg: string | undefined,
  ) {
    super(`${method} 失败：${subMsg ?? code}（${subCode ?? code}）`);
    this.name = 'AlipayCallError';
  }
}

/** A gateway answer's business fields (snake_case, as Alipay names them). */
export type AlipayAnswer = Record<string, unknown> & { code: string; sub_code?: string };

/**
 * Alipay's SDK for one app, always RSA2 (SHA256withRSA), answers kept in Alipay's snake_case.
 * The keys may be PKCS#1 or PKCS#8 / SPKI PEM: they are handed to the SDK in the forms it reads.
 * @throws Error when a key is not an RSA key.
 */
export function alipaySdk(o: {
  appId: string;
  privateKey: string;
  alipayPublicKey: string;
  gateway?: string;
}): AlipaySdk {
  const priv = createPrivateKey(o.privateKey);
  const pub = createPublicKey(o.alipayPublicKey);
  if (priv.asymmetricKeyType !== 'rsa' || pub.asymmetricKeyType !== 'rsa') {
    throw new Error('支付宝密钥须为 RSA 密钥（RSA2 签名）');
  }
  return new AlipaySdk({
    appId: o.appId,
    privateKey: priv.export({ type: 'pkcs1', format: 'pem' }).toString(),
    keyType: 'PKCS1',
    alipayPublicKey: pub.export({ type: 'spki', format: 'pem' }).toString(),
    gateway: o.gateway ?? ALIPAY_GATEWAY,
    signType: 'RSA2',
    camelcase: false,
  });
}

/**
 * Calls one OpenAPI 2.0 method (`alipay.trade.precreate`, …) with its signed request; the answer's
 * `sign` over the `<method>_response` JSON text is verified with Alipay's public key. The request's
 * `timestamp` is Beijing time whatever the machine's zone (the SDK would write local time).
 * @param accept answer codes returned rather than thrown besides 10000 (`query`'s not-found).
 * @throws AlipayRequestError (the SDK's) on a transport failure or an answer that fails the check;
 *   AlipayCallError when Alipay answers with another code.
 */
export async function callAlipay(
  sdk: AlipaySdk,
  method: string,
  bizContent: Record<string, unknown>,
  o: { notifyUrl?: string; accept?: (a: AlipayAnswer) => boolean } = {},
): Promise<AlipayAnswer> {
  const params = {
    bizContent,
    timestamp: beijingText(new Date()),
    ...(o.notifyUrl ? { notify_url: o.notifyUrl } : {}),
  };
  const answer = (await sdk.exec(method, params, { validateSign: true })) as AlipayAnswer;
  if (answer.code !== SUCCESS && !o.accept?.(answer)) {
    throw new AlipayCallError(method, answer.code, answer.sub_code, answer.sub_msg as string);
  }
  return answer;
}

/** A string field of an answer, or an error naming it (Alipay answered without it). */
export function field(a: Record<string, unknown>, name: string): string {
  const v = a[name];
  if (typeof v !== 'string' || v === '') throw new Error(`支付宝应答缺少 ${name}`);
  return v;
}

/**
 * Fen as Alipay's yuan amount: `12345` → `"123.45"` (integer arithmetic, two decimals).
 * @throws RangeError unless 1 ≤ fen ≤ 10^10 (Alipay's range 0.01–100000000) and an integer.
 */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 1 || fen > MAX_FEN) {
    throw new RangeError(`金额须为 1 至 ${MAX_FEN} 分的整数：${fen}`);
  }
  const cents = fen % 100;
  return `${(fen - cents) / 100}.${String(cents).padStart(2, '0')}`;
}

/**
 * Alipay's yuan amount as fen, exactly: `"123.45"` → 12345, `"0.5"` → 50, `"7"` → 700.
 * @returns null for anything else (signs, exponents, three decimals, leading zeros, over range).
 */
export function yuanToFen(yuan: unknown): number | null {
  if (typeof yuan !== 'string') return null;
  const m = /^(0|[1-9]\d{0,8})(?:\.(\d{1,2}))?$/.exec(yuan);
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return fen <= MAX_FEN ? fen : null;
}

/** An instant as Alipay writes times: Beijing time `yyyy-MM-dd HH:mm:ss`. */
export function beijingText(at: Date): string {
  return beijingIso(at).slice(0, 19).replace('T', ' ');
}

/**
 * Alipay's `yyyy-MM-dd HH:mm:ss` (Beijing time, as in `gmt_payment`) as an instant.
 * @returns null unless the text is exactly such a time and a real calendar date.
 */
export function parseBeijingText(text: unknown): Date | null {
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const at = new Date(`${text.replace(' ', 'T')}+08:00`);
  return !Number.isNaN(at.getTime()) && beijingText(at) === text ? at : null;
}
