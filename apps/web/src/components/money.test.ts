import { describe, expect, it } from 'vitest';
import { formatDiscount, formatFen, formatYuan } from './money';

describe('money from fen', () => {
  it('shows whole yuan without decimals', () => {
    expect(formatFen(124000)).toBe('¥1240');
    expect(formatFen(0)).toBe('¥0');
    expect(formatFen(5000)).toBe('¥50');
  });

  it('shows two decimals when there are jiao or fen', () => {
    expect(formatFen(1250)).toBe('¥12.50');
    expect(formatFen(1)).toBe('¥0.01');
    expect(formatFen(99999)).toBe('¥999.99');
  });

  it('puts the sign before ¥ for negative amounts', () => {
    expect(formatFen(-3000)).toBe('-¥30');
    expect(formatYuan(-150)).toBe('-1.50');
  });

  it('writes discounts as 折 and full fares as 全价', () => {
    expect(formatDiscount(0.45)).toBe('4.5折');
    expect(formatDiscount(0.5)).toBe('5折');
    expect(formatDiscount(0.333)).toBe('3.3折');
    expect(formatDiscount(1)).toBe('全价');
    expect(formatDiscount(1.3)).toBe('全价');
  });
});
