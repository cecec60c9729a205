import {
  createCipheriv,
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

// WeChat Pay API v3's signing rules, written again with node:crypto alone (not the SDK under
// test): 签名生成 (requests), 签名验证 (answers and notifies), 回调通知 resource encryption.

/** A fresh RSA 2048 key pair, PEM (generated per test run: no key is ever committed). */
export function rsaKeyPair(): { publicKey: string; privateKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/** A random alphanumeric string (nonces). */
export function nonce(length = 32): string {
  const abc = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return Array.from(randomBytes(length), (b) => abc[b % abc.length]).join('');
}

/** SHA256withRSA over `text`, base64. */
export function rsaSign(text: string, privateKey: string | KeyObject): string {
  return createSign('RSA-SHA256').update(text).sign(privateKey, 'base64');
}

function rsaVerify(text: string, signature: string, publicKey: string | KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(text).verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** What the fake found in a request's `Authorization` header. */
export type AuthorizationCheck = { ok: true } | { ok: false; reason: string };

/**
 * Checks `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",
 * timestamp="…",serial_no="…"` over `${METHOD}\n${path?query}\n${timestamp}\n${nonce}\n${body}\n`
 * with the merchant's public key, its serial and mchid, the timestamp within 5 minutes.
 */
export function checkAuthorization(
  m: { mchid: string; merchantSerial: string; merchantPublicKey: string },
  req: { method: string; url: string; body: string; authorization: string | undefined },
): AuthorizationCheck {
  const auth = req.authorization ?? '';
  const scheme = 'WECHATPAY2-SHA256-RSA2048 ';
  if (!auth.startsWith(scheme)) return { ok: false, reason: 'scheme' };
  const fields = Object.fromEntries(
    [...auth.slice(scheme.length).matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]),
  );
  const { mchid, nonce_str: nonceStr, signature, timestamp, serial_no: serial } = fields;
  if (!mchid || !nonceStr || !signature || !timestamp || !serial) {
    return { ok: false, reason: 'fields' };
  }
  if (mchid !== m.mchid) return { ok: false, reason: 'mchid' };
  if (serial !== m.merchantSerial) return { ok: false, reason: 'serial_no' };
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return { ok: false, reason: 'time' };
  const text = `${req.method}\n${req.url}\n${timestamp}\n${nonceStr}\n${req.body}\n`;
  return rsaVerify(text, signature, m.merchantPublicKey)
    ? { ok: true }
    : { ok: false, reason: 'signature' };
}

/** The headers WeChat Pay signs an answer or a notify with. */
export interface WechatpaySignedHeaders {
  'wechatpay-timestamp': string;
  'wechatpay-nonce': string;
  'wechatpay-serial': string;
  'wechatpay-signature': string;
  [name: string]: string;
}

/** Signs `body` as WeChat Pay does: `${timestamp}\n${nonce}\n${body}\n`, the platform key. */
export function signBody(
  platform: { privateKey: string; serial: string },
  body: string,
  at: Date = new Date(),
): WechatpaySignedHeaders {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const n = nonce();
  return {
    'wechatpay-timestamp': timestamp,
    'wechatpay-nonce': n,
    'wechatpay-serial': platform.serial,
    'wechatpay-signature': rsaSign(`${timestamp}\n${n}\n${body}\n`, platform.privateKey),
  };
}

/** AEAD_AES_256_GCM as notify resources use it: base64(ciphertext ‖ 16-byte tag). */
export function encryptResource(
  apiV3Key: string,
  plaintext: string,
  associatedData = 'transaction',
): { algorithm: string; ciphertext: string; associated_data: string; nonce: string } {
  const iv = nonce(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(iv));
  cipher.setAAD(Buffer.from(associatedData));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: Buffer.concat([sealed, cipher.getAuthTag()]).toString('base64'),
    associated_data: associatedData,
    nonce: iv,
  };
}
