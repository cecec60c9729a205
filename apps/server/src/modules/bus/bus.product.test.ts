import { describe, expect, it } from 'vitest';
import type { OrderRow } from '../orders/product';
import { busRefundFee, newBusTicketNo } from './bus.product';

const LADDER = [
  { label: '开车前2小时以上退票', minHoursBefore: 2, feePercent: 10 },
  { label: '开车前2小时以内退票', minHoursBefore: 0, feePercent: 20 },
];
const departs = new Date('2026-12-01T01:30:00Z'); // 09:30 Beijing time

function order(refundable: boolean, totalFen = 13_450): OrderRow {
  return {
    departsAt: departs,
    totalFen,
    product: { detail: { refundable, refundRules: refundable ? LADDER : [] } },
  } as unknown as OrderRow;
}
const before = (minutes: number) => new Date(departs.getTime() - minutes * 60_000);

describe('bus refund fee', () => {
  it('is 10 % two hours or more before departure and 20 % within two hours', () => {
    expect(busRefundFee(order(true), before(24 * 60))).toBe(1345);
    expect(busRefundFee(order(true), before(120))).toBe(1345);
    expect(busRefundFee(order(true), before(119))).toBe(2690);
    expect(busRefundFee(order(true), before(1))).toBe(2690);
  });

  it('is not refundable after departure or for a non-refundable departure', () => {
    expect(busRefundFee(order(true), before(0))).toBeNull();
    expect(busRefundFee(order(true), before(-30))).toBeNull();
    expect(busRefundFee(order(false), before(24 * 60))).toBeNull();
  });

  it('gives whole fen for fares in half yuan', () => {
    expect(busRefundFee(order(true, 2250), before(30))).toBe(450);
    expect(busRefundFee(order(true, 2250), before(300))).toBe(225);
  });

  it('numbers tickets with the station code and 10 digits', () => {
    expect(newBusTicketNo('320101')).toMatch(/^320101\d{10}$/);
  });
});
