import { describe, expect, it } from 'vitest';
import {
  patchTravelQuery,
  readTravelQuery,
  tourDetailHref,
  travelSearchBody,
} from './search-query';

const read = (q: string) => readTravelQuery(new URLSearchParams(q));

describe('the /travel search in the address (search-query)', () => {
  it('reads every entry and turns it into the search body: days and price ranges as bounds', () => {
    const q = read(
      'keyword=三亚&departureCity=北京&month=2026-12&tourType=GROUP&tourScope=DOMESTIC&days=4-6&price=2000-5000&pureFun=1&sort=PRICE_ASC&page=3',
    );
    expect(travelSearchBody(q)).toEqual({
      keyword: '三亚',
      departureCity: '北京',
      month: '2026-12',
      tourType: 'GROUP',
      tourScope: 'DOMESTIC',
      daysMin: 4,
      daysMax: 6,
      priceMinFen: 200_000,
      priceMaxFen: 500_000,
      pureFun: true,
      sort: 'PRICE_ASC',
      page: 3,
      pageSize: 10,
    });
  });

  it('drops what the page does not offer, and leaves the open price band without a maximum', () => {
    const q = read('month=2026-13&tourType=CRUISE&days=2-9&price=10000%2B&sort=CHEAP&page=-1');
    expect(q).toMatchObject({ month: '', tourType: null, days: null, sort: 'SALES', page: 1 });
    expect(travelSearchBody(q)).toEqual({
      keyword: '',
      priceMinFen: 1_000_000,
      pureFun: false,
      sort: 'SALES',
      page: 1,
      pageSize: 10,
    });
  });

  it('patches the address: empty values removed, back to page 1 unless the page is asked', () => {
    const params = new URLSearchParams('keyword=云南&page=4&pureFun=1');
    expect(patchTravelQuery(params, { tourType: 'FREE', pureFun: false }).toString()).toBe(
      'keyword=%E4%BA%91%E5%8D%97&tourType=FREE',
    );
    expect(patchTravelQuery(params, { page: '5' }).get('page')).toBe('5');
    expect(tourDetailHref('TDG0001', '2026-12')).toBe(
      '/travel/detail?productCode=TDG0001&month=2026-12',
    );
    expect(tourDetailHref('TDG0001', '')).toBe('/travel/detail?productCode=TDG0001');
  });
});
