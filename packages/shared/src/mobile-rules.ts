// The mobile number and SMS code patterns without zod: pages that only check a number import
// these, so a chunk holding the zod schemas of validators.ts never rides along with them.
import { SMS_CODE_LENGTH } from './constants';

/** Mainland mobile number: 1, then 3–9, then 9 digits (site-spec §5, §9). */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** Six-digit SMS code. */
export const SMS_CODE_PATTERN = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

/** True when `value` is a valid mainland mobile number. */
export function isValidMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value);
}
