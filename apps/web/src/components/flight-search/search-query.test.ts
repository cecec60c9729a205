import { describe, expect, it } from 'vitest';
import { dayjs } from '@/lib/dayjs';
import { defaultQuery, queryError, queryFromParams, queryToParams } from './search-query';

const later = dayjs().add(10, 'day').format('YYYY-MM-DD');
const evenLater = dayjs().add(15, 'day').format('YYYY-MM-DD');

describe('flight search query in the URL', () => {
  it('round-trips through the query string', () => {
    const q = defaultQuery({
      trip: 'RT',
      from: { code: 'CBJS', name: '北京' },
      to: { code: 'CSHA', name: '上海' },
      date: later,
      returnDate: evenLater,
      cabin: 'C',
      adults: 2,
      children: 1,
      infants: 1,
    });
    expect(queryFromParams(queryToParams(q))).toEqual(q);
  });

  it('falls back to defaults for missing or bad values', () => {
    const q = queryFromParams(
      new URLSearchParams('from=pek&to=SHA&date=bad&cabin=Z&adults=0&trip=RT'),
    );
    expect(q.from).toEqual({ code: 'PEK', name: 'PEK' });
    expect(q.to).toEqual({ code: 'SHA', name: 'SHA' });
    expect(q.date).toBe(defaultQuery().date);
    expect(q.cabin).toBe('Y');
    expect(q.adults).toBe(1);
    // a round trip without a return date is a one-way search
    expect(q.trip).toBe('OW');
  });

  it('checks the query before searching', () => {
    const ok = defaultQuery({ from: { code: 'A', name: 'A' }, to: { code: 'B', name: 'B' } });
    expect(queryError(ok)).toBeNull();
    expect(queryError({ ...ok, from: null })).toBe('请选择出发城市');
    expect(queryError({ ...ok, to: ok.from })).toBe('出发地和目的地不能相同');
    expect(queryError({ ...ok, trip: 'RT', returnDate: null })).toBe('请选择返程日期');
    expect(queryError({ ...ok, date: later, trip: 'RT', returnDate: ok.date })).toBe(
      '返程日期不能早于去程日期',
    );
    expect(queryError({ ...ok, adults: 1, infants: 2 })).toBe('每位成人最多携带一名婴儿');
    expect(queryError({ ...ok, adults: 5, children: 5 })).toBe('每单最多 9 位乘客');
  });
});
