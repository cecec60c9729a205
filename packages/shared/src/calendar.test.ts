import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addDays,
  addMonths,
  beijingToday,
  birthDateRange,
  dateFieldError,
  isCalendarDate,
  travelDateRange,
} from './calendar';

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** Every `YYYY-MM-DD` shape, real or not: months 0–13, days 0–32. */
const dayShapes = fc
  .tuple(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.nat(32))
  .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);

describe('real calendar days', () => {
  it('agree with zod’s ISO date check on every day shape', () => {
    const iso = z.iso.date();
    fc.assert(
      fc.property(dayShapes, (s) => {
        expect(isCalendarDate(s)).toBe(iso.safeParse(s).success);
      }),
      { numRuns: 5000 },
    );
  });

  it('refuse impossible days and loose shapes, keep leap days', () => {
    for (const bad of ['2026-11-31', '2027-02-30', '2100-02-29', '2026-1-05', ' 2026-01-05']) {
      expect(isCalendarDate(bad)).toBe(false);
    }
    for (const good of ['2024-02-29', '2000-02-29', '2026-12-31', '0001-01-01', '9999-12-31']) {
      expect(isCalendarDate(good)).toBe(true);
    }
  });
});

describe('date ranges on the Beijing calendar', () => {
  // 00:30 on 25 November in Beijing is still the 24th in UTC
  const now = new Date('2026-11-24T16:30:00Z');

  it('reads today in Beijing and counts days', () => {
    expect(beijingToday(now)).toBe('2026-11-25');
    expect(addDays('2026-11-25', 7)).toBe('2026-12-02');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('takes travel dates from yesterday to 366 days ahead', () => {
    const range = travelDateRange(now);
    expect(range).toMatchObject({ min: '2026-11-24', max: '2027-11-26' });
    expect(dateFieldError('2026-11-24', '出发日期', range)).toBeNull();
    expect(dateFieldError('2027-11-26', '出发日期', range)).toBeNull();
    expect(dateFieldError('2026-11-23', '出发日期', range)).toBe('出发日期不能早于昨天');
    expect(dateFieldError('9999-12-31', '出发日期', range)).toBe('出发日期不能晚于2027-11-26');
    expect(dateFieldError('2026-11-31', '出发日期', range)).toBe('出发日期不是有效的日期');
    expect(dateFieldError('2026/12/01', '出发日期', range)).toBe('出发日期格式应为 YYYY-MM-DD');
    expect(travelDateRange(now, 31).min).toBe('2026-10-25');
  });

  it('takes birth dates from 1900-01-01 to today', () => {
    const range = birthDateRange(now);
    expect(dateFieldError('1900-01-01', '出生日期', range)).toBeNull();
    expect(dateFieldError('2026-11-25', '出生日期', range)).toBeNull();
    expect(dateFieldError('1899-12-31', '出生日期', range)).toBe('出生日期不能早于1900-01-01');
    expect(dateFieldError('2026-11-26', '出生日期', range)).toBe('出生日期不能晚于今天');
    expect(dateFieldError('2026-02-30', '出生日期', range)).toBe('出生日期不是有效的日期');
  });
});

describe('addMonths', () => {
  it('counts months to the same day, or the month’s last day when it has none', () => {
    expect(addMonths('2026-12-10', 6)).toBe('2027-06-10');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29'); // a leap year
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2026-10-31', 1)).toBe('2026-11-30');
    expect(addMonths('2026-01-15', -2)).toBe('2025-11-15');
  });
});
