import { describe, expect, it } from 'vitest';
import { holidayMark } from './holidays';

describe('holiday marks of the date pickers', () => {
  it('names official rest days and marks weekend working days with 班', () => {
    expect(holidayMark('2026-10-01')).toBe('国庆节');
    expect(holidayMark('2026-10-07')).toBe('国庆节');
    // Saturday 2026-10-10 is a working day after the National Day break
    expect(holidayMark('2026-10-10')).toBe('班');
    expect(holidayMark('2026-02-17')).toBe('春节');
  });

  it('leaves ordinary days and ordinary weekends unmarked', () => {
    expect(holidayMark('2026-11-25')).toBeNull();
    expect(holidayMark('2026-11-28')).toBeNull();
  });

  it('falls back to the fixed-date holidays in years without a published schedule', () => {
    expect(holidayMark('2031-01-01')).toBe('元旦');
    expect(holidayMark('2031-10-02')).toBe('国庆节');
    expect(holidayMark('2031-03-03')).toBeNull();
  });
});
