import { randomInt } from 'node:crypto';
import { beijingIso } from '@lvxing/shared';

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

/**
 * Payment number: P + yyMMddHHmmss + 12 random digits. Unlike order numbers (whose insert retries
 * a taken number) these go to the provider before their row is written, so they carry enough
 * randomness that two drawn in one second practically never meet (at 300 a second: about once in
 * 700 days; 6 digits met every ~20 s).
 */
export function newPaymentNo(at: Date): string {
  return `P${stamp(at)}${digits(12)}`;
}

/** Refund number: R + yyMMddHHmmss + 12 random digits (see `newPaymentNo`). */
export function newRefundNo(at: Date): string {
  return `R${stamp(at)}${digits(12)}`;
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
