import { describe, expect, it } from 'vitest';
import { changeRefusal, NEAR_CHANGE_TEXT, trainChangeMoney } from './train-change-rules';
import type { OrderRow } from '../orders/product';
import { trainProduct } from './train.product';
import { TRAIN_RULE_SEED, type TrainChangeRule, type TrainRules } from './train-rules';

const rule = TRAIN_RULE_SEED.find((r) => r.key === 'train.change')!.value as TrainChangeRule;
const refund = TRAIN_RULE_SEED.find((r) => r.key === 'train.refundFee')!
  .value as TrainRules['refund'];
// the ticket: 2026-12-10 09:00 Beijing
const oldDepartsAt = new Date('2026-12-10T09:00:00+08:00');
const ticketDate = '2026-12-10';
const hoursBefore = (h: number) => new Date(oldDepartsAt.getTime() - h * 3_600_000);
const check = (now: Date, newDepartsAt: string, changesDone = 0) =>
  changeRefusal(rule, {
    oldDepartsAt,
    ticketDate,
    newDepartsAt: new Date(newDepartsAt),
    now,
    changesDone,
  });

describe('12306 改签 rule (train.change)', () => {
  it('is seeded as 12306 sells: once per ticket, 48 h, no fee', () => {
    expect(rule).toEqual({ perTicket: 1, nearHours: 48, feeFen: 0 });
  });

  it('more than 48 h before: any later date; at 48 h and less: by 24:00 of the ticket date', () => {
    const nextDay = '2026-12-11T08:00:00+08:00';
    expect(check(hoursBefore(48.01), nextDay)).toBeNull();
    expect(check(hoursBefore(48), nextDay)).toBe(NEAR_CHANGE_TEXT);
    expect(check(hoursBefore(2), '2026-12-10T23:59:00+08:00')).toBeNull();
    expect(check(hoursBefore(2), '2026-12-11T00:00:00+08:00')).toBe(NEAR_CHANGE_TEXT);
    // an earlier train of the ticket date is fine
    expect(check(hoursBefore(2), '2026-12-10T07:30:00+08:00')).toBeNull();
  });

  it('once per ticket, and not after departure', () => {
    expect(check(hoursBefore(100), '2026-12-12T08:00:00+08:00', 1)).toBe('每张车票只能改签一次');
    expect(check(hoursBefore(0), '2026-12-10T10:00:00+08:00')).toBe('列车已开车，不能在网上改签');
    expect(check(hoursBefore(-1), '2026-12-10T23:00:00+08:00')).toBe('列车已开车，不能在网上改签');
  });

  it('a dearer ticket pays the difference; a cheaper one gets it back less the ladder fee', () => {
    const old = { fares: [55300, 55300], refund };
    expect(trainChangeMoney(old, [93300, 55300], 100, rule)).toEqual({
      newFares: [93300, 55300],
      changeFeeFen: 0,
      diffFen: 38000,
      payFen: 38000,
      refundFen: 0,
      refundFeeFen: 0,
    });
    // 100 h before: 5 % of ¥150 = ¥7.5 per ticket
    expect(trainChangeMoney(old, [40300, 40300], 100, rule)).toMatchObject({
      diffFen: -30000,
      payFen: 0,
      refundFeeFen: 1500,
      refundFen: 28500,
    });
    // ≥ 8 days: no fee; a ¥10 difference under 24 h: 20 % = ¥2, the minimum
    expect(trainChangeMoney(old, [45300, 55300], 200, rule)).toMatchObject({ refundFen: 10000 });
    expect(trainChangeMoney(old, [54300, 55300], 10, rule)).toMatchObject({
      refundFeeFen: 200,
      refundFen: 800,
    });
    // a ¥1 difference: the ¥2 minimum never exceeds the difference
    expect(trainChangeMoney(old, [55200, 55300], 10, rule)).toMatchObject({
      refundFeeFen: 100,
      refundFen: 0,
    });
  });

  it('a changed ticket refunds by the hours before its original train (the site terms)', () => {
    const now = new Date('2026-12-01T09:00:00+08:00');
    const order = (firstDepartsAt?: string) =>
      ({
        departsAt: new Date('2026-12-12T09:00:00+08:00'), // 11 days ahead: free
        product: {
          detail: { fares: [60650], refund, ...(firstDepartsAt ? { firstDepartsAt } : {}) },
        },
      }) as unknown as OrderRow;
    expect(trainProduct.refundFee(order(), now)).toBe(0);
    // first booked for 5 days ahead: 5 % of ¥606.5 → ¥30.5
    expect(trainProduct.refundFee(order('2026-12-06T01:00:00.000Z'), now)).toBe(3050);
  });
});
