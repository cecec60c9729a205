import { createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { beijingIso } from '@lvxing/shared';

// Alipay's signatures (OpenAPI 2.0, RSA2) as the fake gateway makes and checks them.

/** A fresh RSA-2048 key pair, PEM (PKCS#8 private, SPKI public): keys live only in memory. */
export function rsaKeyPair(): { privateKey: string; publicKey: string } {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/**
 * Alipay's signing content: every field but `sign` (and `omit`), sorted by name, non-empty
 * values only, `name=value` joined by `&`, values as sent (not URL-encoded).
 */
export function signContent(fields: Record<string, string>, omit: string[] = []): string {
  return Object.keys(fields)
    .filter((k) => k !== 'sign' && !omit.includes(k) && fields[k] !== '')
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
}

/** RSA2: SHA256withRSA, base64. */
export const rsa2Sign = (content: string, privateKey: string) =>
  createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
export const rsa2Verify = (content: string, sign: string, publicKey: string) =>
  createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, sign, 'base64');

/** Beijing time as Alipay writes it: `yyyy-MM-dd HH:mm:ss`. */
export const beijingText = (at: Date) => beijingIso(at).slice(0, 19).replace('T', ' ');

/** A request's `timestamp`: Beijing time `yyyy-MM-dd HH:mm:ss` within 15 minutes of now. */
export function timely(timestamp: string | undefined): boolean {
  const ok = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(timestamp ?? '');
  const at = Date.parse(`${timestamp?.replace(' ', 'T')}+08:00`);
  return ok && Math.abs(at - Date.now()) <= 15 * 60_000;
}
