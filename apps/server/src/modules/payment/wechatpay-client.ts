import {
  AxiosHeaders,
  isAxiosError,
  type AxiosInstance,
  type AxiosResponse,
  type AxiosResponseTransformer,
} from 'axios';
import { Decorator, Formatter, Rsa } from 'wechatpay-axios-plugin';

/** WeChat Pay's API v3 gateway (the default `baseURL`). */
export const WECHATPAY_API = 'https://api.mch.weixin.qq.com';

/** How far (seconds) a signed answer's or notify's `Wechatpay-Timestamp` may be from our clock. */
export const WECHATPAY_CLOCK_SKEW_S = 300;

/**
 * One merchant's WeChat Pay API v3 (直连商户) configuration.
 * Rules: 微信支付 APIv3 签名生成 / 签名验证 / 回调通知 (pay.weixin.qq.com, 开发指引).
 */
export interface WechatpayOptions {
  /** 商户号 (`mchid`), e.g. `1900000109`. */
  mchid: string;
  /** The 公众号 / 应用 id the payments are made for (`appid`). */
  appid: string;
  /** Serial number of our API certificate (商户API证书序列号), sent as `serial_no`. */
  merchantSerial: string;
  /** Our API private key (`apiclient_key.pem`), PEM: signs every request. */
  merchantPrivateKey: string;
  /** The APIv3 key (32 characters): AEAD_AES_256_GCM key of notify resources. */
  apiV3Key: string;
  /** WeChat Pay's public key (微信支付公钥, or the platform certificate's key), PEM. */
  platformPublicKey: string;
  /** Its id as WeChat sends it in `Wechatpay-Serial` (e.g. `PUB_KEY_ID_…`). */
  platformSerial: string;
  /** The API's address; tests pass a local fake's. Default {@link WECHATPAY_API}. */
  baseURL?: string;
  /** Our notify URL (`notify_url`), https and reachable by WeChat. */
  notifyUrl: string;
  /** The clock for notify timestamps (tests); default `new Date()`. */
  now?: () => Date;
}

/**
 * A refused WeChat Pay call: an error answer (4xx/5xx, WeChat's `{code, message}`: `message` is
 * WeChat's text), an answer whose signature is missing or wrong (`code` `EV3_…`), or no answer.
 */
export class WechatpayError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly code: string,
  ) {
    super(message);
    this.name = 'WechatpayError';
  }
}

/**
 * Verifies `Wechatpay-Signature` (SHA256withRSA, base64) over `${timestamp}\n${nonce}\n${body}\n`
 * with WeChat Pay's public key, `Wechatpay-Serial` being its id and the timestamp within
 * {@link WECHATPAY_CLOCK_SKEW_S} of `now` (签名验证: answers and notifies alike).
 */
export function wechatpaySignatureValid(
  o: Pick<WechatpayOptions, 'platformPublicKey' | 'platformSerial'>,
  h: { timestamp?: string; nonce?: string; serial?: string; signature?: string },
  body: string,
  now: Date,
): boolean {
  const { timestamp, nonce, serial, signature } = h;
  if (!timestamp || !nonce || !serial || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (serial !== o.platformSerial) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > WECHATPAY_CLOCK_SKEW_S) return false;
  try {
    return Rsa.verify(Formatter.response(timestamp, nonce, body), signature, o.platformPublicKey);
  } catch {
    return false;
  }
}

/**
 * Error answers are signed too when WeChat could check our request: one that carries a signature
 * must verify ("请对携带了签名的应答进行验签"). The SDK verifies every 2xx answer itself (one
 * without a valid signature is refused) and leaves the others; this checks those.
 */
function signedErrorVerifier(o: WechatpayOptions): AxiosResponseTransformer {
  return (data: unknown, headers: AxiosHeaders, status?: number) => {
    if (status === undefined || (status >= 200 && status < 300)) return data;
    const h = AxiosHeaders.from(headers);
    const get = (name: string) => h.get(name)?.toString();
    if (get('Wechatpay-Signature') === undefined) return data;
    const signed = {
      timestamp: get('Wechatpay-Timestamp'),
      nonce: get('Wechatpay-Nonce'),
      serial: get('Wechatpay-Serial'),
      signature: get('Wechatpay-Signature'),
    };
    if (!wechatpaySignatureValid(o, signed, typeof data === 'string' ? data : '', new Date())) {
      throw new WechatpayError('微信支付应答签名验证失败', status, 'EV3_RES_SIGNATURE');
    }
    return data;
  };
}

/**
 * The signed API v3 client (the SDK's axios instance): every request carries
 * `Authorization: WECHATPAY2-SHA256-RSA2048 mchid=…,nonce_str=…,signature=…,timestamp=…,serial_no=…`
 * and every 2xx answer must carry a valid `Wechatpay-Signature` of `platformSerial`, else the call
 * throws.
 */
export function wechatpayClient(o: WechatpayOptions): AxiosInstance {
  const config = {
    mchid: o.mchid,
    serial: o.merchantSerial,
    privateKey: o.merchantPrivateKey,
    certs: { [o.platformSerial]: o.platformPublicKey },
    baseURL: o.baseURL ?? WECHATPAY_API,
    timeout: 15_000,
  };
  const instance = Decorator.jsonBased(config);
  const sdk = instance.defaults.transformResponse ?? [];
  instance.defaults.transformResponse = [signedErrorVerifier(o), ...[sdk].flat()];
  return instance;
}

/** WeChat's error answer body: `{code, message}` (错误信息). */
function errorBody(data: unknown): { code: string; message: string } | null {
  if (typeof data !== 'object' || data === null) return null;
  const { code, message } = data as Record<string, unknown>;
  return typeof code === 'string' && typeof message === 'string' ? { code, message } : null;
}

/**
 * Awaits one call, turning its failure into a {@link WechatpayError} carrying WeChat's message.
 * @throws WechatpayError
 */
export async function answer<T>(call: Promise<AxiosResponse<T>>): Promise<AxiosResponse<T>> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof WechatpayError || !isAxiosError(err)) throw err;
    const status = err.response?.status;
    // the SDK's refusals of an answer (EV3_…): its body is not to be believed
    if (err.code?.startsWith('EV3_')) {
      throw new WechatpayError(`微信支付应答验签失败（${err.code}）`, status, err.code);
    }
    const body = errorBody(err.response?.data);
    if (body) throw new WechatpayError(`微信支付：${body.message}`, status, body.code);
    throw new WechatpayError(`微信支付请求失败：${err.message}`, status, err.code ?? 'NETWORK');
  }
}
