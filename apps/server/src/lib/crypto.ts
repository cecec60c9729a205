import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';

/** `length` random decimal digits from the CSPRNG (one draw per digit), as a string. */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(0, 10));
  return out;
}

/** HMAC-SHA256 of `value` under `secret`, hex. */
export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

/** SHA-256 of `value`, hex. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** 32 random bytes, base64url: an opaque bearer secret. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}
