import { randomInt } from 'node:crypto';

/**
 * Beijing time is UTC+8 all year: China has observed no daylight saving time since 1991 (IANA
 * tz database, Asia/Shanghai), so shifting the instant by 8 hours and reading it as UTC gives the
 * local clock — the same answer as Intl with `timeZone: 'Asia/Shanghai'` for any date after
 * 1991, and far cheaper on the search hot path.
 */
const BEIJING_OFFSET_MS = 8 * 3_600_000;
const beijingIso = (at: Date) => new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString();

/** yyMMddHHmmss of `at` in Asia/Shanghai. */
function stamp(at: Date): string {
  const iso = beijingIso(at);
  return (
    iso.slice(2, 4) +
    iso.slice(5, 7) +
    iso.slice(8, 10) +
    iso.slice(11, 13) +
    iso.slice(14, 16) +
    iso.slice(17, 19)
  );
}

/** `n` random decimal digits (n ≤ 12: one draw below 10^n, zero-padded). */
function digits(n: number): string {
  return String(randomInt(0, 10 ** n)).padStart(n, '0');
}

/** Order number: 18 digits, yyMMddHHmmss (Beijing time) + 6 random digits. */
export function newOrderNo(at: Date): string {
  return stamp(at) + digits(6);
}

/** Payment number: P + 18 digits. */
export function newPaymentNo(at: Date): string {
  return `P${stamp(at)}${digits(6)}`;
}

/** Refund number: R + 18 digits. */
export function newRefundNo(at: Date): string {
  return `R${stamp(at)}${digits(6)}`;
}

/** The calendar day `YYYY-MM-DD` of `at` in Asia/Shanghai. */
export function shanghaiDate(at: Date): string {
  return beijingIso(at).slice(0, 10);
}

/** The instant of local Beijing time `HH:mm` on `date` plus `dayOffset` days. */
export function shanghaiInstant(date: string, time: string, dayOffset = 0): Date {
  const t = Date.parse(`${date}T${time}:00+08:00`);
  return new Date(t + dayOffset * 86_400_000);
}
