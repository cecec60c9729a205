import { describe, expect, it } from 'vitest';
import { monthOptions, travelHref } from './tour-search-values';

describe('the tour search fields (tour-search-values)', () => {
  it('offers the next six months, naming the year once it changes', () => {
    expect(monthOptions('2026-11-27').map((m) => `${m.value} ${m.label}`)).toEqual([
      '2026-11 11月',
      '2026-12 12月',
      '2027-01 2027年1月',
      '2027-02 2027年2月',
      '2027-03 2027年3月',
      '2027-04 2027年4月',
    ]);
  });

  it('sends a home search to /travel with only the fields filled in', () => {
    expect(travelHref({ keyword: ' 三亚 ', departureCity: '', month: '2026-12' })).toBe(
      '/travel?keyword=%E4%B8%89%E4%BA%9A&month=2026-12',
    );
    expect(travelHref({ keyword: '', departureCity: '', month: '' })).toBe('/travel');
  });
});
