import { describe, expect, it } from 'vitest';
import { fromSaved, newDraft, type PassengerDraft } from '@/components/booking/passenger-draft';
import { savedPassenger, ZHANG_ID } from '@/test/saved-passengers';
import { bookAskedOf, childrenOfQuery, childrenToQuery } from './book-query';
import { contractPoints } from './contract-points';
import { tourPrice } from './tour-price';
import { fitDrafts, travellerErrors, travellerInput, type TravellerTrip } from './tour-traveller';

/** A valid GB 11643 number of a child born 2018-03-15 (8 on the departure below). */
const CHILD_ID = '110105201803150015';
const HOME: TravellerTrip = {
  date: '2026-12-20',
  returnDate: '2026-12-24',
  outbound: false,
  permitOk: false,
};
const ABROAD: TravellerTrip = { ...HOME, outbound: true };
const PRICES = {
  adultFen: 328_000,
  childWithBedFen: 268_000,
  childNoBedFen: 198_000,
  singleSupplementFen: 90_000,
};

describe('the booking query from the product page', () => {
  it('reads the product, date, adults and children (age:bed)', () => {
    const q = new URLSearchParams('productCode=TDG0001&date=2026-12-20&adults=2&children=8:1,5:0');
    expect(bookAskedOf(q)).toEqual({
      productCode: 'TDG0001',
      date: '2026-12-20',
      party: {
        adults: 2,
        children: [
          { age: 8, bed: true },
          { age: 5, bed: false },
        ],
        singleRooms: 0,
      },
    });
    expect(childrenToQuery([{ age: 8, bed: true }])).toBe('8:1');
  });

  it('drops what no child can be and keeps the party within 9, or asks again without a product', () => {
    expect(childrenOfQuery('1:1,12:0,x,7:2,11:0')).toEqual([{ age: 11, bed: false }]);
    const many = new URLSearchParams(
      'productCode=TOG0002&date=2027-01-05&adults=8&children=3:1,4:1',
    );
    expect(bookAskedOf(many)?.party).toMatchObject({
      adults: 8,
      children: [{ age: 3, bed: true }],
    });
    expect(bookAskedOf(new URLSearchParams('productCode=T1&date=2026-12-20'))).toBeNull();
    expect(bookAskedOf(new URLSearchParams('productCode=TDG0001'))).toBeNull();
  });
});

describe('the price of a party', () => {
  const party = {
    adults: 2,
    children: [
      { age: 8, bed: true },
      { age: 5, bed: false },
    ],
    singleRooms: 1,
  };

  it('prices each place, 单房差 and the insurance for every traveller, as the server does', () => {
    const { lines, totalFen } = tourPrice(PRICES, party, 'OUTBOUND', true);
    expect(lines.map((l) => [l.label, l.unitFen, l.count])).toEqual([
      ['成人', 328_000, 2],
      ['儿童（占床）', 268_000, 1],
      ['儿童（不占床）', 198_000, 1],
      ['单房差', 90_000, 1],
      ['旅游意外险', 6_000, 4],
    ]);
    expect(totalFen).toBe(2 * 328_000 + 268_000 + 198_000 + 90_000 + 4 * 6_000);
  });

  it('leaves out what was not chosen: no insurance before the choice, no child lines', () => {
    const adults = { adults: 2, children: [], singleRooms: 0 };
    expect(tourPrice(PRICES, adults, 'DOMESTIC', null).lines.map((l) => l.key)).toEqual(['adult']);
    expect(tourPrice(PRICES, adults, 'DOMESTIC', true).totalFen).toBe(2 * 328_000 + 2 * 3_000);
  });
});

describe('the travellers of a tour', () => {
  const adult = (fill: Partial<PassengerDraft> = {}) =>
    newDraft('1', { name: '张三', idNo: ZHANG_ID, ...fill });

  it('takes an ID card at home, and checks each place against the age on the departure day', () => {
    expect(travellerErrors(adult(), HOME, null)).toEqual({});
    const child = newDraft('1', { name: '张小宝', idNo: CHILD_ID });
    expect(travellerErrors(child, HOME, null).idNo).toBe('出发时未满12周岁，请按儿童预订');
    expect(travellerErrors(child, HOME, { age: 8, bed: true })).toEqual({});
    expect(travellerErrors(child, HOME, { age: 6, bed: true }).idNo).toBe(
      '出发时为8周岁，与所选儿童年龄6岁不符',
    );
  });

  it('abroad wants a passport valid 6 months after the return, with 国籍 and 性别', () => {
    expect(travellerErrors(adult(), ABROAD, null).idNo).toBe('出境游请使用护照');
    const typed = (expiry: string) =>
      newDraft('B', {
        name: 'ZHANG/SAN',
        idNo: 'E12345678',
        birthDate: '1990-01-01',
        passport: { nationality: 'CN', sex: 'M', expiry },
      });
    expect(travellerErrors(typed('2027-06-24'), ABROAD, null)).toEqual({});
    expect(travellerErrors(typed('2027-06-23'), ABROAD, null)['passport.expiry']).toBe(
      '护照有效期须在回程日后6个月以上（2027-06-24及以后）',
    );
    expect(travellerInput(typed('2027-06-24'), ABROAD)).toEqual({
      name: 'ZHANG/SAN',
      idType: 'B',
      idNo: 'E12345678',
      birthDate: '1990-01-01',
      passport: { nationality: 'CN', sex: 'M', expiry: '2027-06-24' },
    });
    const permit = newDraft('C', { name: '张三', idNo: 'H12345678', birthDate: '1990-01-01' });
    expect(travellerErrors(permit, { ...ABROAD, permitOk: true }, null)).toEqual({});
  });

  it('books a saved passenger by its id; abroad it needs its saved passport', () => {
    const saved = newDraft('1', fromSaved(savedPassenger()));
    expect(travellerInput(saved, HOME)).toEqual({ savedPassengerId: savedPassenger().id });
    expect(travellerErrors(saved, ABROAD, null).idNo).toBe('请在常用旅客中补充护照信息');
    const withPassport = newDraft(
      '1',
      fromSaved(
        savedPassenger({
          passport: { noMasked: 'E1****678', nationality: 'CN', expiry: '2030-01-01' },
        }),
      ),
    );
    expect(travellerErrors(withPassport, ABROAD, null)).toEqual({});
  });

  it('keeps what was typed for each adult and child place when the party changes', () => {
    const [a1, a2, c1] = ['a1', 'a2', 'c1'];
    let n = 0;
    const make = () => `new${(n += 1)}`;
    expect(fitDrafts([a1, a2, c1], { adults: 2 }, { adults: 3, children: 1 }, make)).toEqual([
      'a1',
      'a2',
      'new1',
      'c1',
    ]);
    expect(fitDrafts([a1, a2, c1], { adults: 2 }, { adults: 1, children: 2 }, make)).toEqual([
      'a1',
      'c1',
      'new2',
    ]);
  });
});

describe('the contract shown before booking', () => {
  it('says the group minimum, the 不成团 notice, every shopping stop and 自费, and the ladder', () => {
    const points = contractPoints({
      type: 'GROUP',
      scope: 'DOMESTIC',
      minGroupSize: 10,
      notFormedNoticeDays: 7,
      shopping: [{ name: '玉石馆', place: '昆明', goods: '翡翠', minutes: 90 }],
      extras: [{ name: '篝火晚会', place: '丽江', minutes: 120, priceFen: 18_000 }],
      refundLadder: [
        { fromDays: 6, toDays: 4, feePercent: 20 },
        { fromDays: 0, toDays: 0, feePercent: 90 },
      ],
      supplier: { name: '示例国旅', licenceNo: 'L-YN-00001', sample: true },
      includes: ['往返大交通'],
      excludes: ['单房差'],
    });
    const text = points.flatMap((p) => [p.heading, ...p.lines]).join('\n');
    expect(text).toContain('最低成团人数：10人');
    expect(text).toContain('至少于出发前7日通知您解除合同');
    expect(text).toContain('购物：玉石馆（昆明），翡翠，停留约90分钟');
    expect(text).toContain('自费：篝火晚会（丽江），约120分钟，参考价¥180/人');
    expect(text).toContain('出发前6日至4日解除合同：扣除旅游费用的20%');
    expect(text).toContain('出发当日解除合同：扣除旅游费用的90%');
    expect(text).toContain('GF—2014—2401');
  });
});
