import { describe, expect, it } from 'vitest';
import { SALE_KINDS } from '@lvxing/shared';
import { KIND_INFO, kindBySlug, kindPageAt, searchHref } from './index';
import { kindText } from './texts';

describe('kind descriptors (lib/kinds)', () => {
  it('describe every kind on sale under its own key and slug', () => {
    for (const kind of SALE_KINDS) {
      expect(KIND_INFO[kind].kind).toBe(kind);
      expect(kindBySlug(KIND_INFO[kind].slug)).toBe(KIND_INFO[kind]);
    }
  });

  it('tell the kind of a page by path and query, a shared path’s default last', () => {
    const at = (path: string, search: string) => {
      const page = kindPageAt(path, search);
      return page && `${page.info.kind} ${page.page}`;
    };
    expect(at('/ticket/book', '?train=train&trainCode=G1')).toBe('TRAIN book');
    expect(at('/ticket/book', '?train=bus')).toBe('BUS book');
    expect(at('/ticket/book', '?train=flight')).toBe('FLIGHT book');
    expect(at('/ticket/book', '')).toBe('FLIGHT book');
    expect(at('/train', '?type=bus&from=南京')).toBe('BUS search');
    expect(at('/train', '?type=train')).toBe('TRAIN search');
    expect(at('/ticket/search', '?from=CBJS')).toBe('FLIGHT search');
    expect(at('/hotel', '?city=310100')).toBe('HOTEL search');
    expect(at('/hotel/detail', '?hotelId=H1')).toBe('HOTEL other');
    expect(at('/hotel/book', '?ratePlanId=P1')).toBe('HOTEL book');
    expect(at('/travel', '?keyword=三亚')).toBe('TOUR search');
    expect(at('/travel/detail', '?productCode=TDG0001')).toBe('TOUR other');
    expect(at('/travel/book', '?productCode=TDG0001')).toBe('TOUR book');
    expect(at('/ticket/pay', '')).toBeUndefined();
  });

  it('give each kind its words and its search page', () => {
    expect(kindText('TRAIN')).toMatchObject({ journeyTitle: '车次信息', searchTo: '/train' });
    expect(kindText('BUS')).toMatchObject({
      searchTo: '/train?type=bus',
      searchText: '重新查询班次',
    });
    expect(kindText('FLIGHT').searchTo).toBe(searchHref(KIND_INFO.FLIGHT));
    expect(kindText('HOTEL')).toMatchObject({
      journeyTitle: '入住信息',
      passengerTitle: '入住人',
      searchTo: '/hotel',
    });
    expect(kindText('TOUR')).toMatchObject({ passengerTitle: '出游人', searchTo: '/travel' });
  });

  it('give a kind not on sale neutral words, never a flight’s', () => {
    for (const kind of ['VISA', 'SOMETHING_NEW']) {
      const text = kindText(kind);
      expect(Object.values(text).join()).not.toMatch(/航班|乘机|机场|车次|班次/);
      expect(text.searchTo).toBe('/');
    }
  });
});
