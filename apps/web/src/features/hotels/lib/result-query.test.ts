import { describe, expect, it } from 'vitest';
import { filtersOf, patchQuery, readResultQuery } from './result-query';

const read = (q: string) => readResultQuery(new URLSearchParams(q));

describe('the results state in the address (result-query)', () => {
  it('reads picks, toggles, sort, landmark, page and view, ignoring bad entries', () => {
    const q = read('stars=4,5&fc=1&ic=0&sort=SCORE&lm=L1&page=3&view=map');
    expect(q.picks.stars).toEqual(['4', '5']);
    expect(q.toggles).toEqual({ bf: false, fc: true, pah: false, ic: false });
    expect(q).toMatchObject({ sort: 'SCORE', landmarkId: 'L1', page: 3, view: 'map' });
    expect(read('sort=CHEAPEST&page=-2&view=globe')).toMatchObject({
      sort: 'POPULAR',
      page: 1,
      view: 'list',
    });
  });

  it('turns the picks into the server’s filters: price band in fen, stars, score, toggles', () => {
    const q = read(
      'price=300-450&stars=4,5&score=4.5&brand=全季&district=徐汇区&fac=GYM&bf=1&pah=1',
    );
    expect(filtersOf(q)).toEqual({
      priceMinFen: 30000,
      priceMaxFen: 45000,
      stars: [4, 5],
      minScore: 4.5,
      brands: ['全季'],
      districts: ['徐汇区'],
      facilities: ['GYM'],
      breakfast: true,
      payAtHotel: true,
    });
    expect(filtersOf(read('price=1000-'))).toEqual({ priceMinFen: 100000 });
    expect(filtersOf(read(''))).toEqual({});
  });

  it('goes back to page 1 on any change but a page’s, and removes emptied entries', () => {
    const at = new URLSearchParams('city=310100&page=4&stars=4');
    expect(patchQuery(at, { stars: '' }).toString()).toBe('city=310100');
    expect(patchQuery(at, { fc: '1' }).get('page')).toBeNull();
    expect(patchQuery(at, { page: '5' }).get('page')).toBe('5');
  });
});
