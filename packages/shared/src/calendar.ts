// Calendar dates `YYYY-MM-DD` without zod (the booking forms and id-documents.ts use them; the
// date schemas of schemas/fields.ts are built on them). Days are Beijing days (Asia/Shanghai).
import { beijingIso } from './beijing-time';

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * True when `value` is a real day of the Gregorian calendar written strictly as `YYYY-MM-DD`
 * (ISO 8601 calendar date, 4-digit year from 0001): `2024-02-29` yes, `2026-11-31`, `2027-02-30`
 * and `2026-1-5` no. The calendar arithmetic is ECMAScript's own (`Date`, proleptic Gregorian,
 * ECMA-262 §21.4.1): a day is real when building it and reading it back gives the same fields.
 * calendar.test.ts checks it against zod's `z.iso.date()` for every day shape.
 */
export function isCalendarDate(value: string): boolean {
  const m = DATE_SHAPE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < 1 || mo < 1 || mo > 12 || d < 1) return false;
  const at = new Date(0);
  at.setUTCFullYear(y, mo - 1, d); // unlike Date.UTC, no mapping of years 0–99 to 1900–1999
  return at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d;
}

/** Today's date `YYYY-MM-DD` on the Beijing calendar (UTC+8 all year, see beijing-time.ts). */
export function beijingToday(now: Date = new Date()): string {
  return beijingIso(now).slice(0, 10);
}

/**
 * The same day `months` months after `day` (`YYYY-MM-DD`), or that month's last day when it has
 * no such day (2027-08-31 + 6 → 2028-02-29): how validity periods in months are counted.
 */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/**
 * How long a passport must stay valid after an international flight, months: most countries'
 * entry rule, and what airlines check at check-in (IATA Timatic; 中国领事服务网's travel advice).
 */
export const PASSPORT_VALID_MONTHS = 6;

/** The day `days` after `day` (both `YYYY-MM-DD`; `days` may be negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Travel dates a request may name: from yesterday to 366 days ahead, Beijing calendar. Yesterday,
 * because a member whose device clock or time zone lags Beijing still sends "today" after
 * Beijing's midnight and should hear the service's own 不能预订今天以前的… (14006 etc.), not a
 * format error. 366 days: the longest sale window the server can be configured to (flights,
 * `FLIGHT_SALE_WINDOW_DAYS` ≤ 365), plus a day of clock skew. Inside this range each service
 * still answers its precise window (flights 90 days, trains 15, buses 10 by default).
 */
export const TRAVEL_DATE_DAYS = { past: 1, ahead: 366 } as const;
/**
 * Look-ups (the low-price calendar's first day) may start a month back: a month view starts on
 * the 1st, up to 30 days ago. Days before today simply have no price.
 */
export const LOOKUP_DATE_PAST_DAYS = 31;
/** Earliest birth date accepted (the resident ID rules of id-documents.ts use the same floor). */
export const BIRTH_DATE_MIN = '1900-01-01';

/** An inclusive range of days and how a message names its ends. */
export interface DateRange {
  min: string;
  max: string;
  /** e.g. 昨天, 1900-01-01. */
  minText: string;
  /** e.g. 今天, 2027-11-26. */
  maxText: string;
}

/** The travel-date range on `now`'s Beijing day, `pastDays` back (default: yesterday). */
export function travelDateRange(now: Date, pastDays: number = TRAVEL_DATE_DAYS.past): DateRange {
  const today = beijingToday(now);
  const min = addDays(today, -pastDays);
  const max = addDays(today, TRAVEL_DATE_DAYS.ahead);
  return { min, max, minText: pastDays === 1 ? '昨天' : min, maxText: max };
}

/** Birth dates: 1900-01-01 to today (Beijing). */
export function birthDateRange(now: Date): DateRange {
  return { min: BIRTH_DATE_MIN, max: beijingToday(now), minText: BIRTH_DATE_MIN, maxText: '今天' };
}

/**
 * Passport dates: issued from 10 years back (a PRC passport is valid 10 years at most, 5 for a
 * child) to today, expiring from today to 10 years ahead (Beijing).
 */
export function passportDateRange(now: Date, which: 'issue' | 'expiry'): DateRange {
  const today = beijingToday(now);
  return which === 'issue'
    ? { min: addMonths(today, -120), max: today, minText: '10年前', maxText: '今天' }
    : { min: today, max: addMonths(today, 120), minText: '今天', maxText: '10年后' };
}

/**
 * The first problem of a date field's value, as a Chinese message naming the field by `label`,
 * or null when it is a real day inside `range`. Order: shape, real day, range.
 */
export function dateFieldError(value: string, label: string, range: DateRange): string | null {
  if (!DATE_SHAPE.test(value)) return `${label}格式应为 YYYY-MM-DD`;
  if (!isCalendarDate(value)) return `${label}不是有效的日期`;
  if (value < range.min) return `${label}不能早于${range.minText}`;
  if (value > range.max) return `${label}不能晚于${range.maxText}`;
  return null;
}
