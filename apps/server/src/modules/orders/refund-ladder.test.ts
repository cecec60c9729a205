import { describe, expect, it } from 'vitest';
import { BUS_REFUND_ROUNDING } from '../bus/bus.product';
import { FLIGHT_REFUND_ROUNDING } from '../flight/flight.product';
import { TRAIN_REFUND_ROUNDING, ticketRefundFee } from '../train/train.product';
import { ladderFee } from './refund-ladder';

/** A flight vendor's ladder: the catalog's 4 bands (7 days, 2 days, 4 hours, within 4 h / after). */
const FLIGHT = [
  { minHoursBefore: 168, feePercent: 5 },
  { minHoursBefore: 48, feePercent: 10 },
  { minHoursBefore: 4, feePercent: 20 },
  { minHoursBefore: -1, feePercent: 30 },
];
/** 12306 since 2016-01-01 (train.refundFee): free from 8 days, 5 %, 10 %, 20 %; ¥2 minimum. */
const TRAIN = [
  { label: '开车前不足24小时', minHoursBefore: 0, feePercent: 20 },
  { label: '开车前24小时以上、不足48小时', minHoursBefore: 24, feePercent: 10 },
  { label: '开车前48小时以上、不足8天', minHoursBefore: 48, feePercent: 5 },
  { label: '开车前8天（含）以上', minHoursBefore: 192, feePercent: 0 },
];
const TRAIN_ROUNDING = { ...TRAIN_REFUND_ROUNDING, minimumFen: 200 };
/** bus.refund_ladder: 10 % from 2 hours before departure, 20 % within 2 hours. */
const BUS = [
  { minHoursBefore: 2, feePercent: 10 },
  { minHoursBefore: 0, feePercent: 20 },
];

describe('refund ladder', () => {
  it('rounds flight fees half up to whole yuan at the 7-day, 2-day and 4-hour band edges', () => {
    const fee = (hours: number, baseFen = 123_450) =>
      ladderFee(FLIGHT, hours, baseFen, FLIGHT_REFUND_ROUNDING);
    expect([168, 167.99, 48, 47.99, 4, 3.99, 0, -1, -5].map((h) => fee(h))).toEqual([
      6200, // 5 %: 6172.5 fen
      12_300, // 10 %: 12345
      12_300,
      24_700, // 20 %: 24690
      24_700,
      37_000, // 30 %: 37035
      37_000,
      37_000,
      37_000, // below every band: the lowest applies
    ]);
    expect(fee(100, 1_490)).toBe(100); // 149 fen
    expect(fee(100, 1_500)).toBe(200); // 150 fen: half up
    expect(fee(100, 0)).toBe(0);
  });

  it('rounds train fees to ¥0.5 the 12306 way, with a ¥2 minimum when a fee is due', () => {
    const fee = (hours: number, fareFen: number) =>
      ladderFee(TRAIN, hours, fareFen, TRAIN_ROUNDING);
    expect([200, 192, 191.99, 48, 47.99, 24, 23.99, 0].map((h) => fee(h, 60_650))).toEqual([
      0, // 8 days or more: free, no minimum
      0,
      3050, // 5 %: 3032.5 fen, tail ¥0.325 counts as ¥0.5
      3050,
      6050, // 10 %: 6065, tail ¥0.65 counts as ¥0.5
      6050,
      12_150, // 20 %: 12130, tail ¥0.30 counts as ¥0.5
      12_150,
    ]);
    // 20 % tails at the ¥0.25 and ¥0.75 edges: 2524 → 2500, 2525 → 2550, 2574 → 2550, 2575 → 2600
    expect([12_620, 12_625, 12_870, 12_875].map((fare) => fee(10, fare))).toEqual([
      2500, 2550, 2550, 2600,
    ]);
    // the ¥2 minimum: 5 % of ¥30 is ¥1.5, of ¥40 ¥2, of ¥50 ¥2.5; 20 % of ¥5 is ¥1
    expect([3_000, 4_000, 5_000].map((fare) => fee(100, fare))).toEqual([200, 200, 250]);
    expect(fee(10, 500)).toBe(200);
    expect(fee(10, 100)).toBe(200); // 20 fen rounds to 0, still a fee due
    expect(ticketRefundFee({ steps: TRAIN, minimumFen: 200 }, 10, 100)).toBe(100); // the kind's cap
  });

  it('rounds bus fees half up to the fen', () => {
    const fee = (hours: number, fareFen: number) =>
      ladderFee(BUS, hours, fareFen, BUS_REFUND_ROUNDING);
    expect([24, 2, 1.99, 0].map((h) => fee(h, 2_255))).toEqual([226, 226, 451, 451]);
    expect([fee(2, 2_253), fee(1, 2_253)]).toEqual([225, 451]); // 225.3 and 450.6 fen
    expect([fee(2, 13_450), fee(1, 13_450)]).toEqual([1345, 2690]);
  });

  it('charges nothing without a ladder', () => {
    expect(ladderFee([], 10, 10_000, TRAIN_ROUNDING)).toBe(0);
  });
});
