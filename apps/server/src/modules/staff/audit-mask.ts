import { MOBILE_PATTERN, maskIdNumber, maskMobile } from '@lvxing/shared';

/** Keys whose string values are mobile numbers, and keys of document numbers. */
const MOBILE_KEY = /mobile$/i;
const DOCUMENT_KEY = /(idNo|passportNo|certNo)$/i;
/** Keys of order numbers: 18 digits like a resident ID, but no personal data, never masked. */
const ORDER_NO_KEY = /orderNos?$/i;
/** A mainland resident ID number (GB 11643: 17 digits and a check character). */
const RESIDENT_ID = /^\d{17}[\dXx]$/;

/**
 * An audit value with the personal data a role without need may not read masked (PIPL art. 51:
 * access by need): mobile numbers (a `…mobile` key or a mobile-shaped value) as 138****8000,
 * document numbers (an `idNo`, `passportNo`, `certNo` key or a resident ID) with maskIdNumber.
 * Objects and arrays are walked; other values are kept, and so are order numbers (an `orderNo`
 * or `orderNos` key), which have a resident ID's shape.
 */
export function maskPersonalData(value: unknown, key = ''): unknown {
  if (ORDER_NO_KEY.test(key)) return value;
  if (typeof value === 'string') {
    if (MOBILE_KEY.test(key) || MOBILE_PATTERN.test(value)) return maskMobile(value);
    if (DOCUMENT_KEY.test(key) || RESIDENT_ID.test(value)) return maskIdNumber(value);
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => maskPersonalData(v, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskPersonalData(v, k)]));
  }
  return value;
}

/** An address without its host part: `10.1.2.*`, or the first four groups of an IPv6 one. */
export function maskIp(ip: string | null): string | null {
  if (!ip) return ip;
  const v4 = /^(?:::ffff:)?(\d+\.\d+\.\d+)\.\d+$/.exec(ip);
  if (v4) return `${v4[1]}.*`;
  return `${ip.split(':').slice(0, 4).join(':')}:*`;
}
