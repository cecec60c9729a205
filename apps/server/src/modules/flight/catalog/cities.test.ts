import { describe, expect, it } from 'vitest';
import { DOMESTIC_HOT, INTERNATIONAL_HOT } from './cities';
import { getCatalog } from './index';
import { placePinyin } from '../../../lib/catalog/place-pinyin';

const { searchCities } = getCatalog();
const first = (keyword: string, scope: 'domestic' | 'international' | 'all' = 'all') =>
  searchCities(keyword, scope)[0]?.nameZh;

describe('city search', () => {
  it('finds cities by Chinese name, full pinyin and initials', () => {
    expect(first('北京')).toBe('北京');
    expect(first('beijing')).toBe('北京');
    expect(first('BeiJing')).toBe('北京');
    expect(first('bj')).toBe('北京');
    expect(first('shanghai')).toBe('上海');
    expect(first('sh')).toBe('上海');
    expect(first('chongqing')).toBe('重庆');
    expect(first('xiamen')).toBe('厦门');
    expect(first('changsha')).toBe('长沙');
    expect(first('京')).toBe('北京');
  });

  it('finds cities by prefix, best matches first', () => {
    const names = searchCities('sh', 'all').map((c) => c.nameZh);
    expect(names).toEqual(expect.arrayContaining(['上海', '深圳', '沈阳', '石家庄']));
    expect(searchCities('s', 'all').length).toBeLessThanOrEqual(20);
  });

  it('finds cities by airport code and airport name', () => {
    expect(first('PVG')).toBe('上海');
    expect(first('pkx')).toBe('北京');
    expect(first('浦东')).toBe('上海');
    expect(first('天府')).toBe('成都');
  });

  it('returns the hot cities for an empty keyword', () => {
    expect(searchCities('', 'domestic').map((c) => c.nameZh)).toEqual([...DOMESTIC_HOT]);
    const intl = searchCities('  ', 'international').map((c) => c.nameZh);
    expect(intl[0]).toBe('香港');
    expect(intl).toEqual(INTERNATIONAL_HOT.filter((n) => intl.includes(n)));
    expect(intl.length).toBeGreaterThanOrEqual(10);
    const all = searchCities('', 'all');
    expect(all.length).toBe(20);
    expect(all[0]?.nameZh).toBe('北京');
  });

  it('keeps to the scope', () => {
    expect(searchCities('东京', 'domestic')).toEqual([]);
    expect(first('东京', 'international')).toBe('东京');
    expect(searchCities('xiang', 'domestic').every((c) => c.domestic)).toBe(true);
    expect(first('xianggang', 'international')).toBe('香港');
  });

  it('reads polyphonic place names right', () => {
    expect(placePinyin('重庆')).toEqual({ pinyin: 'chongqing', initials: 'cq' });
    expect(placePinyin('厦门')).toEqual({ pinyin: 'xiamen', initials: 'xm' });
    expect(placePinyin('长沙')).toEqual({ pinyin: 'changsha', initials: 'cs' });
    expect(placePinyin('长春')).toEqual({ pinyin: 'changchun', initials: 'cc' });
    expect(placePinyin('喀什').pinyin).toBe('kashi');
    expect(placePinyin('台州').pinyin).toBe('taizhou');
    expect(placePinyin('蚌埠').pinyin).toBe('bengbu');
    expect(placePinyin('吕梁').pinyin).toBe('lvliang');
  });
});
