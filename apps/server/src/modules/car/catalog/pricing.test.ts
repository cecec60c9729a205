import { describe, expect, it } from 'vitest';
import { carPrice, isNight, minutesBetween, oneWayFeeFen, rentBlocks } from './pricing';
import { CAR_RULE_KEYS, CAR_RULE_SEEDS, type CarPriceRules } from './index';

const seed = (key: string) => CAR_RULE_SEEDS.find((r) => r.key === key)!.value;
const rules = {
  overtime: seed(CAR_RULE_KEYS.overtime),
  insurance: seed(CAR_RULE_KEYS.insurance),
  fees: seed(CAR_RULE_KEYS.fees),
  oneWay: seed(CAR_RULE_KEYS.oneWay),
} as CarPriceRules;
const DAY = 20_000;
const price = (pickupAt: string, returnAt: string, oneWayKm: number | null = null) =>
  carPrice({ pickupAt, returnAt, dailyRentFen: DAY, oneWayKm }, rules);
const amount = (p: ReturnType<typeof price>, code: string) =>
  p.lines.find((l) => l.code === code)?.amountFen ?? 0;

describe('rental price', () => {
  it('counts minutes across days and months on the Beijing clock', () => {
    expect(minutesBetween('2026-01-31 10:00', '2026-02-01 10:30')).toBe(1470);
    expect(minutesBetween('2026-12-31 23:30', '2027-01-01 00:00')).toBe(30);
  });

  it('charges exactly 24 h as one block, with no overtime', () => {
    const p = price('2026-03-02 10:00', '2026-03-03 10:00');
    expect(p).toMatchObject({ rentDays: 1, overtimeHours: 0, billedDays: 1 });
    expect(amount(p, 'RENT')).toBe(DAY);
    expect(amount(p, 'OVERTIME')).toBe(0);
    expect(p.lines.map((l) => l.code)).toEqual(['RENT', 'INSURANCE', 'HANDLING']);
  });

  it('charges 24 h + 4 h as a day and 4 hours at 20 % of the daily rent', () => {
    const p = price('2026-03-02 10:00', '2026-03-03 14:00');
    expect(p).toMatchObject({ rentDays: 1, overtimeHours: 4, billedDays: 2 });
    expect(amount(p, 'OVERTIME')).toBe(4 * 4_000);
    expect(amount(p, 'INSURANCE')).toBe(2 * 5_000);
  });

  it('counts a started hour whole, and 24 h + 4 h + 1 min as two days', () => {
    expect(rentBlocks(1440 + 61, rules.overtime)).toEqual({ rentDays: 1, overtimeHours: 2 });
    expect(rentBlocks(1440 + 241, rules.overtime)).toEqual({ rentDays: 2, overtimeHours: 0 });
    const p = carPrice(
      {
        pickupAt: '2026-03-02 10:00',
        returnAt: '2026-03-03 14:30',
        dailyRentFen: DAY,
        oneWayKm: null,
      },
      rules,
    );
    expect(p).toMatchObject({ rentDays: 2, overtimeHours: 0 });
    expect(amount(p, 'RENT')).toBe(2 * DAY);
  });

  it('charges 3 whole days as 3 blocks', () => {
    const p = price('2026-03-02 10:00', '2026-03-05 10:00');
    expect(p).toMatchObject({ rentDays: 3, overtimeHours: 0, billedDays: 3 });
    expect(p.totalFen).toBe(3 * DAY + 3 * 5_000 + 3_500);
  });

  it('takes 22:00 and 07:30 as night, 21:30 and 08:00 as day, once per pick-up and return', () => {
    expect(isNight('2026-03-02 22:00', rules.fees)).toBe(true);
    expect(isNight('2026-03-02 07:30', rules.fees)).toBe(true);
    expect(isNight('2026-03-02 21:30', rules.fees)).toBe(false);
    expect(isNight('2026-03-02 08:00', rules.fees)).toBe(false);
    expect(amount(price('2026-03-02 08:00', '2026-03-03 21:30'), 'NIGHT')).toBe(0);
    expect(amount(price('2026-03-02 22:00', '2026-03-04 08:00'), 'NIGHT')).toBe(5_000);
    expect(amount(price('2026-03-02 22:00', '2026-03-04 07:30'), 'NIGHT')).toBe(10_000);
  });

  it('adds the one-way fee by distance band only when given a distance', () => {
    expect(amount(price('2026-03-02 10:00', '2026-03-03 10:00'), 'ONE_WAY')).toBe(0);
    expect(amount(price('2026-03-02 10:00', '2026-03-03 10:00', 100), 'ONE_WAY')).toBe(10_000);
    expect(amount(price('2026-03-02 10:00', '2026-03-03 10:00', 100.5), 'ONE_WAY')).toBe(30_000);
    expect(oneWayFeeFen(9_999, rules.oneWay)).toBe(150_000);
  });

  it('makes the total the sum of its lines, none of them zero', () => {
    for (const [from, to, km] of [
      ['2026-03-02 23:30', '2026-03-09 03:00', 1200],
      ['2026-03-02 09:00', '2026-04-01 09:00', null],
    ] as const) {
      const p = price(from, to, km);
      expect(p.totalFen).toBe(p.lines.reduce((s, l) => s + l.amountFen, 0));
      expect(p.lines.every((l) => l.amountFen > 0 && /[\u4e00-\u9fa5]/.test(l.label))).toBe(true);
    }
  });
});
