import { describe, expect, it } from 'vitest';
import { saleWindow } from '../sale-window';
import {
  defaultTrainQuery,
  trainQueryError,
  trainQueryFromParams,
  trainQueryToParams,
} from './train-query';

const window = saleWindow(15, '2026-11-23');
const sh = { code: '上海', name: '上海' };
const njn = { code: 'NKH', name: '南京南' };

describe('train search query in the URL', () => {
  it('round-trips through the query string with type=train for the login rule', () => {
    const q = defaultTrainQuery({ from: sh, to: njn, date: '2026-11-26', gd: true });
    const params = trainQueryToParams(q);
    expect(params.get('type')).toBe('train');
    expect(params.get('gd')).toBe('1');
    expect(trainQueryFromParams(params)).toEqual(q);
  });

  it('upper-cases telecodes, keeps city names, and falls back to defaults for bad values', () => {
    const base = defaultTrainQuery();
    const q = trainQueryFromParams(new URLSearchParams('from=aoh&to=南京&date=tomorrow'), base);
    expect(q.from).toEqual({ code: 'AOH', name: 'AOH' });
    expect(q.to).toEqual({ code: '南京', name: '南京' });
    expect(q.date).toBe(base.date);
    expect(q.gd).toBe(false);
  });

  it('checks stations and the 15-day sale window before searching', () => {
    const ok = defaultTrainQuery({ from: sh, to: njn, date: '2026-11-23' });
    expect(trainQueryError(ok, window)).toBeNull();
    expect(trainQueryError({ ...ok, date: '2026-12-07' }, window)).toBeNull();
    expect(trainQueryError({ ...ok, from: null }, window)).toBe('请选择出发站');
    expect(trainQueryError({ ...ok, to: null }, window)).toBe('请选择到达站');
    expect(trainQueryError({ ...ok, to: sh }, window)).toBe('出发站和到达站不能相同');
    expect(trainQueryError({ ...ok, date: '2026-11-22' }, window)).toBe('出发日期不能早于今天');
    expect(trainQueryError({ ...ok, date: '2026-12-08' }, window)).toBe(
      '车票预售期为 15 天，该日期暂未开售',
    );
  });
});
