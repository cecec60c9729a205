import { describe, expect, it } from 'vitest';
import type { TourDepartureView } from '@lvxing/shared';
import { bookHref, parseChildren, partyProblem, priceParty, roomLeft } from './party';

const dep: TourDepartureView = {
  date: '2026-12-12',
  signupCloses: '2026-12-05',
  adultFen: 259_900,
  childWithBedFen: 199_900,
  childNoBedFen: 129_900,
  singleSupplementFen: 60_000,
  stock: 30,
  left: 3,
  booked: 12,
  groupMin: 10,
  formed: true,
  onSale: true,
  peak: null,
};

describe('the party and its price (party)', () => {
  it('prices adults and children with and without a bed, line by line', () => {
    const party = { adults: 1, children: [{ age: 8, bed: true }] };
    expect(priceParty(party, dep)).toEqual({
      lines: [
        { label: '成人', unitFen: 259_900, count: 1 },
        { label: '儿童（占床）', unitFen: 199_900, count: 1 },
      ],
      totalFen: 459_800,
    });
    const noBed = priceParty({ adults: 2, children: [{ age: 5, bed: false }] }, dep);
    expect(noBed.totalFen).toBe(2 * 259_900 + 129_900);
  });

  it('says why a party cannot book: fewer places than travellers, or the date closed', () => {
    const four = {
      adults: 2,
      children: [
        { age: 5, bed: false },
        { age: 9, bed: true },
      ],
    };
    expect(partyProblem(four, dep)).toBe('该团期仅剩3个名额，请减少出游人数或选择其他日期');
    expect(partyProblem({ adults: 3, children: [] }, dep)).toBeNull();
    expect(partyProblem({ adults: 1, children: [] }, { ...dep, onSale: false })).toMatch(
      /停止报名/,
    );
    expect(roomLeft(four)).toBe(5);
  });

  it('builds the booking address agreed with its page, children as age:bed', () => {
    const href = bookHref('TDG0001', '2026-12-12', {
      adults: 2,
      children: [
        { age: 8, bed: true },
        { age: 5, bed: false },
      ],
    });
    expect(href).toBe(
      '/travel/book?productCode=TDG0001&date=2026-12-12&adults=2&children=8%3A1%2C5%3A0',
    );
    const back = new URL(href, 'http://x').searchParams.get('children');
    expect(parseChildren(back)).toEqual([
      { age: 8, bed: true },
      { age: 5, bed: false },
    ]);
    expect(bookHref('TDG0001', '2026-12-12', { adults: 1, children: [] })).not.toContain(
      'children',
    );
    expect(parseChildren('1:1,12:0,x,7:1')).toEqual([{ age: 7, bed: true }]);
  });
});
