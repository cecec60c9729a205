import { birthDateRange, dateFieldError } from './calendar';

/**
 * Passenger ID types, by their 12306 codes (domain notes): 1 resident ID card, B passport,
 * C Hong Kong/Macau travel permit, G Taiwan travel permit.
 */
export const ID_TYPES = ['1', 'B', 'C', 'G'] as const;
export type IdType = (typeof ID_TYPES)[number];
export const ID_TYPE_LABEL: Record<IdType, string> = {
  '1': '身份证',
  B: '护照',
  C: '港澳通行证',
  G: '台湾通行证',
};

/** Weights of GB 11643-1999 for the first 17 digits. */
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
/** Check character for S mod 11 = 0…10 (GB 11643-1999, ISO 7064 MOD 11-2). */
const ID_CHECK = '10X98765432';

/**
 * Birth date `YYYY-MM-DD` of a resident ID number (GB 11643-1999: digits 7–14 are the birth date),
 * or null when that is not a real calendar day from 1900-01-01 to today (Beijing): the same rule
 * as a birth date typed in (calendar.ts, schemas/fields.ts birthDateField).
 */
export function residentIdBirthDate(id: string, now: Date = new Date()): string | null {
  const m = /^\d{6}(\d{4})(\d{2})(\d{2})\d{3}[\dX]$/.exec(id.toUpperCase());
  if (!m) return null;
  const date = `${m[1]}-${m[2]}-${m[3]}`;
  return dateFieldError(date, '', birthDateRange(now)) === null ? date : null;
}

/**
 * True when `id` is a valid 18-character resident ID number: a real birth date and the GB 11643
 * check character (S = Σ aᵢ·wᵢ over the first 17 digits; S mod 11 picks from `10X98765432`).
 */
export function isValidResidentId(id: string): boolean {
  const upper = id.toUpperCase();
  if (!/^\d{17}[\dX]$/.test(upper) || residentIdBirthDate(upper) === null) return false;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(upper[i]) * ID_WEIGHTS[i]!;
  return ID_CHECK[sum % 11] === upper[17];
}

/** Sex from a resident ID number: the 17th digit is odd for men. */
export function residentIdSex(id: string): 'M' | 'F' {
  return Number(id[16]) % 2 === 1 ? 'M' : 'F';
}

/**
 * Passports (domain notes): Chinese E+8 digits, E+letter(not I/O)+7 digits, G+8 digits,
 * PE/SE/DE+7 digits; foreign passports 5–17 letters or digits.
 */
const PASSPORT_PATTERN = /^[A-Z0-9]{5,17}$/;
/** HK/Macau permit: H or M + 8 or 10 digits. */
const HK_MACAU_PATTERN = /^[HM](\d{8}|\d{10})$/;
/** Taiwan permit: 8 digits. */
const TAIWAN_PATTERN = /^\d{8}$/;

/**
 * Checks an ID number for its type; returns a Chinese error message, or null when valid.
 */
export function idNumberError(idType: IdType, idNo: string): string | null {
  const v = idNo.trim().toUpperCase();
  if (!v) return '请输入证件号码';
  switch (idType) {
    case '1':
      return isValidResidentId(v) ? null : '身份证号码不正确';
    case 'B':
      return PASSPORT_PATTERN.test(v) ? null : '护照号码不正确';
    case 'C':
      return HK_MACAU_PATTERN.test(v) ? null : '港澳通行证号码不正确';
    case 'G':
      return TAIWAN_PATTERN.test(v) ? null : '台湾通行证号码不正确';
  }
}

/** Masks an ID number for display: keeps the first 3 and last 4 characters. */
export function maskIdNumber(idNo: string): string {
  if (idNo.length <= 7) return `${idNo.slice(0, 1)}***`;
  return `${idNo.slice(0, 3)}${'*'.repeat(idNo.length - 7)}${idNo.slice(-4)}`;
}

/** Masks a mobile number: 138****8000. */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}

/** Whole years between a birth date and a day (both `YYYY-MM-DD`). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Days between two `YYYY-MM-DD` dates (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}
