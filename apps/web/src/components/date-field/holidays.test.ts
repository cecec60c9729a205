import chineseDays from 'chinese-days';
import { describe, expect, it } from 'vitest';
import { loadHolidayMarks } from './holidays';

/** The marks as chinese-days' own getDayDetail gives them (the rule the calendars follow). */
function markByGetDayDetail(date: string): string | null {
  const detail = chineseDays.getDayDetail(date);
  const name = detail.name.split(',')[1];
  if (!name) return null;
  const weekend = [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
  if (detail.work) return weekend ? '班' : null;
  return { 清明: '清明节', 端午: '端午节', 中秋: '中秋节' }[name] ?? name;
}

describe('holiday marks of the calendars', () => {
  it('names official rest days and marks weekend working days with 班', async () => {
    const mark = await loadHolidayMarks('2026-01-01', '2026-12-31');
    expect(mark('2026-10-01')).toBe('国庆节');
    expect(mark('2026-10-07')).toBe('国庆节');
    // Saturday 2026-10-10 is a working day after the National Day break
    expect(mark('2026-10-10')).toBe('班');
    expect(mark('2026-02-17')).toBe('春节');
    expect(mark('2026-04-05')).toBe('清明节');
  });

  it('leaves ordinary days and ordinary weekends unmarked', async () => {
    const mark = await loadHolidayMarks('2026-11-01', '2026-11-30');
    expect(mark('2026-11-25')).toBeNull();
    expect(mark('2026-11-28')).toBeNull();
  });

  it('agrees with chinese-days on every day of the years it publishes (2004–2026)', async () => {
    const mark = await loadHolidayMarks('2004-01-01', '2026-12-31');
    let marked = 0;
    for (let t = Date.UTC(2004, 0, 1); t <= Date.UTC(2026, 11, 31); t += 86_400_000) {
      const date = new Date(t).toISOString().slice(0, 10);
      const expected = markByGetDayDetail(date);
      if (mark(date) !== expected) expect({ date, mark: mark(date) }).toEqual({ date, expected });
      if (expected) marked += 1;
    }
    // every year has at least the seven statutory holidays' rest days
    expect(marked).toBeGreaterThan(23 * 25);
  });

  it('falls back to the fixed-date holidays in years without a published schedule', async () => {
    const mark = await loadHolidayMarks('2031-01-01', '2031-12-31');
    expect(mark('2031-01-01')).toBe('元旦');
    expect(mark('2031-10-02')).toBe('国庆节');
    expect(mark('2031-03-03')).toBeNull();
  });
});
