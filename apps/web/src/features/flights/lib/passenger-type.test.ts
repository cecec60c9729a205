import { describe, expect, it } from 'vitest';
import { passengerTypeOn } from './passenger-type';

const flight = '2026-11-25';

describe('passenger type on the flight date', () => {
  it('is adult from the 12th birthday', () => {
    expect(passengerTypeOn('1990-03-07', flight)).toEqual({ ok: true, type: 'ADT' });
    expect(passengerTypeOn('2014-11-25', flight)).toEqual({ ok: true, type: 'ADT' });
  });

  it('is child from 2 to under 12', () => {
    expect(passengerTypeOn('2014-11-26', flight)).toEqual({ ok: true, type: 'CHD' });
    expect(passengerTypeOn('2024-11-25', flight)).toEqual({ ok: true, type: 'CHD' });
  });

  it('is infant from 14 days to under 2 years', () => {
    expect(passengerTypeOn('2024-11-26', flight)).toEqual({ ok: true, type: 'INF' });
    expect(passengerTypeOn('2026-11-11', flight)).toEqual({ ok: true, type: 'INF' });
  });

  it('refuses babies under 14 days and births after the flight', () => {
    expect(passengerTypeOn('2026-11-12', flight)).toEqual({
      ok: false,
      error: '出生未满 14 天的婴儿不能乘机',
    });
    expect(passengerTypeOn('2026-12-01', flight)).toMatchObject({ ok: false });
  });
});
