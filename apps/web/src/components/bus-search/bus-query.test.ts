import { describe, expect, it } from 'vitest';
import { saleWindow } from '../sale-window';
import { busQueryError, busQueryFromParams, busQueryToParams, defaultBusQuery } from './bus-query';

const window = saleWindow(11, '2026-11-23');

describe('coach search query in the URL', () => {
  it('round-trips through the query string as the coach tab of /train', () => {
    const q = defaultBusQuery({ from: '南京', to: '上海', date: '2026-11-25' });
    const params = busQueryToParams(q);
    expect(params.get('type')).toBe('bus');
    expect(busQueryFromParams(params)).toEqual(q);
  });

  it('keeps the defaults for missing cities and bad dates', () => {
    const base = defaultBusQuery({ from: '南京' });
    expect(busQueryFromParams(new URLSearchParams('type=bus&date=x'), base)).toEqual(base);
  });

  it('checks the cities and the sale window before searching', () => {
    const ok = defaultBusQuery({ from: '南京', to: '上海', date: '2026-11-23' });
    expect(busQueryError(ok, window)).toBeNull();
    expect(busQueryError({ ...ok, date: '2026-12-03' }, window)).toBeNull();
    expect(busQueryError({ ...ok, from: null }, window)).toBe('请选择出发城市');
    expect(busQueryError({ ...ok, to: '南京' }, window)).toBe('出发城市和到达城市不能相同');
    expect(busQueryError({ ...ok, date: '2026-11-22' }, window)).toBe('出发日期不能早于今天');
    expect(busQueryError({ ...ok, date: '2026-12-04' }, window)).toBe(
      '汽车票预售期为 11 天，该日期暂未开售',
    );
  });
});
