import { randomInt } from 'node:crypto';
import { beijingIso } from '@lvxing/shared';

/** A ticket number: `S`, yyMMddHHmmss in Beijing time and 6 random digits (19 characters). */
export function newTicketNo(now: Date): string {
  const stamp = beijingIso(now).replace(/\D/g, '').slice(2, 14);
  return `S${stamp}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}
