import { describe, expect, it } from 'vitest';
import { saleWindow } from '../sale-window';
import { dateParam, saleDateError, setPlaceParams } from './search-params';

describe('search params', () => {
  it('takes a date only when it is YYYY-MM-DD', () => {
    expect(dateParam('2026-11-26', 'x')).toBe('2026-11-26');
    expect(dateParam('2026-1-26', 'x')).toBe('x');
    expect(dateParam(null, 'x')).toBe('x');
  });

  it('writes the places chosen, by code with their names', () => {
    const p = new URLSearchParams({ type: 'train' });
    setPlaceParams(p, { from: { code: 'AOH', name: '上海虹桥' }, to: null });
    expect(p.toString()).toBe(`type=train&from=AOH&fromName=${encodeURIComponent('上海虹桥')}`);
  });

  it("refuses a day before today or after the kind's sale window", () => {
    const sale = saleWindow(15, '2026-11-25');
    expect(saleDateError('2026-11-24', sale, '车票')).toBe('出发日期不能早于今天');
    expect(saleDateError('2026-12-09', sale, '车票')).toBeNull();
    expect(saleDateError('2026-12-10', sale, '汽车票')).toBe(
      '汽车票预售期为 15 天，该日期暂未开售',
    );
  });
});
