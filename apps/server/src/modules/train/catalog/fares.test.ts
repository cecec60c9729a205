import { describe, expect, it } from 'vitest';
import { BOOKING_RULES_AS_SEEDED } from '@lvxing/shared';
import { adultFareFen, fareRangeFen, roundHalfYuan, ticketFareFen, ticketTypeShare } from './fares';

describe('train fares', () => {
  it('round tails to ¥0.5 the 12306 way', () => {
    expect([60624, 60625, 60674, 60675, 60699, 60600].map(roundHalfYuan)).toEqual([
      60600, 60650, 60650, 60700, 60700, 60600,
    ]);
  });

  it('price G 二等座 about ¥0.46/km with 一等座 1.6× and 商务座 3.1×; D and conventional lower', () => {
    const second = adultFareFen('G', 'O', 1318);
    expect(second).toBe(60650); // 京沪 1318 km
    expect(adultFareFen('G', 'M', 1318) / second).toBeCloseTo(1.6, 2);
    expect(adultFareFen('G', '9', 1318) / second).toBeCloseTo(3.1, 2);
    expect(adultFareFen('G', 'WZ', 1318)).toBe(second);
    expect(adultFareFen('D', 'O', 1318)).toBeLessThan(second * 0.75);
    const hard = adultFareFen('K', '1', 2294);
    expect(hard / 2294 / 100).toBeGreaterThan(0.09);
    expect(hard / 2294 / 100).toBeLessThan(0.12);
    expect(adultFareFen('T', '1', 1000)).toBeGreaterThan(adultFareFen('K', '1', 1000));
  });

  it('price berths by level, 上 < 中 < 下, 软卧 above 硬卧', () => {
    const [up, mid, low] = ['上', '中', '下'].map((l) => adultFareFen('K', '3', 1463, l));
    expect(up).toBeLessThan(mid!);
    expect(mid).toBeLessThan(low!);
    expect(adultFareFen('K', '3', 1463)).toBe(low);
    expect(adultFareFen('K', '4', 1463, '上')).toBeGreaterThan(low!);
    expect(fareRangeFen('Z', '4', 1463)).toEqual({
      min: adultFareFen('Z', '4', 1463, '上'),
      max: adultFareFen('Z', '4', 1463, '下'),
    });
    for (const fen of [up, mid, low]) expect(fen! % 50).toBe(0);
  });

  it('apply the ticket-type shares and refuse student tickets outside the rule’s classes', () => {
    const seeded = BOOKING_RULES_AS_SEEDED.train.studentSeatClasses;
    expect(ticketTypeShare('2', 'G', 'M', seeded)).toBe(0.5);
    expect(ticketTypeShare('4', 'K', '4', seeded)).toBe(0.5);
    expect(ticketTypeShare('3', 'G', 'O', seeded)).toBe(0.75);
    expect(ticketTypeShare('3', 'K', '1', seeded)).toBe(0.5);
    expect(ticketTypeShare('3', 'K', '3', seeded)).toBe(0.5);
    expect(ticketTypeShare('3', 'G', 'M', seeded)).toMatch(/学生票仅限/);
    expect(ticketTypeShare('3', 'Z', '4', seeded)).toBe(
      '学生票仅限动车组二等座、无座或普速列车硬座、硬卧、无座',
    );
    // the classes come from the rule in force: a later rule selling 一等座 to students
    expect(ticketTypeShare('3', 'G', 'M', { ...seeded, emu: ['O', 'M', 'WZ'] })).toBe(0.75);
    expect(ticketFareFen(60650, 0.5)).toBe(30350);
    expect(ticketFareFen(60650, 0.75)).toBe(45500);
  });
});
