// The field rules of names and the contact, without zod: booking forms check fields as they are
// typed without loading zod on the page's first render, and the schemas (schemas/fields.ts,
// schemas/common.ts) call these same functions, so form and server always agree.
// field-rules.test.ts checks the schemas' answers against these.
import { codePointLength, textCharsError } from './text-rules';

/** Middle dots people type in minority names (阿卜杜拉·买买提): · • ‧ ・ ･; stored as U+00B7. */
const NAME_DOTS = /[\u00B7\u2022\u2027\u30FB\uFF65]/g;
/**
 * Chinese names: Han characters (Unicode Script=Han: the CJK Unified Ideographs with extensions
 * A–H, so 生僻字 such as 䶮 and 𠮷 pass), parts joined by single middle dots.
 */
const HAN_NAME = /^\p{Script=Han}+(?:\u00B7\p{Script=Han}+)*$/u;
const HAS_HAN = /\p{Script=Han}/u;
/** Passport names in Latin letters: ZHANG/SAN, ZHANG SAN (ICAO Doc 9303 prints A–Z only). */
const LATIN_NAME = /^[A-Za-z][A-Za-z /]*$/;
/**
 * Longest names in code points. Chinese 30: 12306 takes a name of up to 30 characters, enough for
 * long minority names with their dots. Latin 40: the name field of a passport's machine-readable
 * zone holds 39 characters (ICAO Doc 9303 part 4, TD3), plus room for the separating space.
 */
export const NAME_MAX_LENGTH = { han: 30, latin: 40 } as const;
const NAME_MIN_LENGTH = 2;

/** contactSchema's mobile pattern (validators.ts MOBILE_PATTERN). */
const CONTACT_MOBILE_PATTERN = /^1[3-9]\d{9}$/;

/** A name as stored: trimmed, every middle-dot variant turned into U+00B7. */
export function normalizePersonName(value: string): string {
  return value.trim().replace(NAME_DOTS, '\u00B7');
}

/**
 * The first problem of a person's name, named by `label` (乘客姓名, 联系人姓名), or null. Checked on
 * the normalised name in this order: empty; too long (code points; 30 when it has Han characters,
 * else 40), so a long name hears 过长 whatever it holds; control characters; the pattern (Han
 * characters with middle dots, or Latin letters with space and /); at least 2 characters.
 */
export function personNameError(label: string, value: string): string | null {
  const v = normalizePersonName(value);
  if (v.length === 0) return `请输入${label}`;
  const max = HAS_HAN.test(v) ? NAME_MAX_LENGTH.han : NAME_MAX_LENGTH.latin;
  if (codePointLength(v) > max) return `${label}过长，最多${max}个字符`;
  const chars = textCharsError(v, label);
  if (chars) return chars;
  if (!HAN_NAME.test(v) && !LATIN_NAME.test(v)) return `${label}应为中文或英文字母`;
  if (codePointLength(v) < NAME_MIN_LENGTH) return `${label}至少${NAME_MIN_LENGTH}个字`;
  return null;
}

/** The first message passengerNameSchema gives for `value`, or null when it accepts it. */
export function passengerNameError(value: string): string | null {
  return personNameError('乘客姓名', value);
}

/** The first message per field contactSchema gives for a contact (no entry when valid). */
export function contactFieldErrors(c: { name: string; mobile: string }): {
  name?: string;
  mobile?: string;
} {
  const errors: { name?: string; mobile?: string } = {};
  const name = personNameError('联系人姓名', c.name);
  if (name) errors.name = name;
  if (!CONTACT_MOBILE_PATTERN.test(c.mobile)) errors.mobile = '请输入正确的联系人手机号';
  return errors;
}
