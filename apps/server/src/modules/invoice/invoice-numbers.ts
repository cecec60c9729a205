import { randomInt } from 'node:crypto';
import { beijingIso } from '@lvxing/shared';

/**
 * A sandbox invoice number: `SAMPLE-` and 20 digits shaped like a 全面数字化电子发票's number
 * (two digits of the Beijing year, then the issuing authority, here 99 for none, then 16
 * digits), so no one takes it for a real one. Random: the unique column refuses a repeat.
 */
export function sampleInvoiceNo(now: Date): string {
  const yy = beijingIso(now).slice(2, 4);
  const tail = Array.from({ length: 16 }, () => randomInt(10)).join('');
  return `SAMPLE-${yy}99${tail}`;
}
