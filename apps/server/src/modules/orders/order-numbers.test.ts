import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newOrderNo, newPaymentNo, newRefundNo, shanghaiDate } from './order-numbers';

const viaIntl = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

describe('Beijing calendar day and order numbers', () => {
  it('agree with the tz database (Asia/Shanghai) for any instant since 1992', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1992-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (d) => {
          expect(shanghaiDate(d)).toBe(viaIntl.format(d));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('stamp the local time: 2026-11-23 23:59:58 UTC is 24 Nov 07:59:58 in Beijing', () => {
    expect(newOrderNo(new Date('2026-11-23T23:59:58Z'))).toMatch(/^261124075958\d{6}$/);
  });

  it('give payment and refund numbers 12 random digits after the stamp, all different in a burst', () => {
    const at = new Date('2026-11-23T04:00:00Z');
    const drawn = Array.from({ length: 5000 }, (_, i) =>
      i % 2 ? newPaymentNo(at) : newRefundNo(at),
    );
    for (const no of drawn) expect(no).toMatch(/^[PR]261123120000\d{12}$/);
    expect(new Set(drawn.map((no) => no.slice(1))).size).toBe(drawn.length);
  });
});
