import { randomInt } from 'node:crypto';

const shanghai = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: '2-digit',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** yyMMddHHmmss of `at` in Asia/Shanghai. */
function stamp(at: Date): string {
  const p = Object.fromEntries(shanghai.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.year}${p.month}${p.day}${p.hour}${p.minute}${p.second}`;
}

function digits(n: number): string {
  let s = '';
  for (let i = 0; i < n; i += 1) s += String(randomInt(0, 10));
  return s;
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
  const p = Object.fromEntries(shanghai.formatToParts(at).map((x) => [x.type, x.value]));
  return `20${p.year}-${p.month}-${p.day}`;
}

/** The instant of local Beijing time `HH:mm` on `date` plus `dayOffset` days. */
export function shanghaiInstant(date: string, time: string, dayOffset = 0): Date {
  const t = Date.parse(`${date}T${time}:00+08:00`);
  return new Date(t + dayOffset * 86_400_000);
}
