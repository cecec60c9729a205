import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { beijingIso } from './beijing-time';

const viaIntl = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

describe('Beijing wall clock', () => {
  it('agrees with the tz database (Asia/Shanghai) for any instant since 1992', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1992-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (d) => {
          const p = Object.fromEntries(viaIntl.formatToParts(d).map((x) => [x.type, x.value]));
          const iso = beijingIso(d);
          expect(iso.slice(0, 10)).toBe(`${p.year}-${p.month}-${p.day}`);
          expect(iso.slice(11, 19)).toBe(`${p.hour}:${p.minute}:${p.second}`);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('turns 2026-11-23 23:59:58 UTC into 24 Nov 07:59:58 in Beijing', () => {
    expect(beijingIso(new Date('2026-11-23T23:59:58Z')).slice(0, 19)).toBe('2026-11-24T07:59:58');
  });
});
