import { describe, expect, it } from 'vitest';
import type { ItinerarySubmitInput } from '@lvxing/shared';
import { planTrip, pricedStart } from './tour-custom-plan';
import { quantile, roundRange, spread } from './tour-custom-range';

const body = (over: Partial<ItinerarySubmitInput>) =>
  ({
    destinations: ['丽江', '大理'],
    departureCity: '上海',
    departDate: '2026-12-20',
    month: '',
    tripDays: 5,
    ...over,
  }) as ItinerarySubmitInput;

describe('the custom trip plan', () => {
  it('splits the days over the destinations in order, nights following on, legs between', () => {
    const plan = planTrip(body({}), '2026-11-27');
    expect(plan.stops).toEqual([
      {
        city: '丽江',
        days: 3,
        from: '2026-12-20',
        nights: ['2026-12-20', '2026-12-21', '2026-12-22'],
      },
      { city: '大理', days: 2, from: '2026-12-23', nights: ['2026-12-23'] },
    ]);
    expect(plan.legs).toEqual([
      { from: '上海', to: '丽江', date: '2026-12-20' },
      { from: '丽江', to: '大理', date: '2026-12-23' },
      { from: '大理', to: '上海', date: '2026-12-24' },
    ]);
  });

  it('prices a flexible month from its 15th, or from tomorrow when that is past', () => {
    expect(pricedStart({ departDate: '', month: '2027-02' }, '2026-11-27')).toBe('2027-02-15');
    expect(pricedStart({ departDate: '', month: '2026-11' }, '2026-11-27')).toBe('2026-11-28');
    const dayTrip = planTrip(body({ destinations: ['苏州'], tripDays: 1 }), '2026-11-27');
    expect(dayTrip.stops[0]!.nights).toEqual([]);
    expect(dayTrip.legs.map((l) => l.date)).toEqual(['2026-12-20', '2026-12-20']);
  });
});

describe('the estimate ranges', () => {
  it('takes the cheapest fifth and the dearest fifth, not the extremes', () => {
    const prices = [100, 900, 200, 300, 400, 500, 600, 700, 800, 5000];
    expect(quantile(prices, 0.2)).toBe(200);
    expect(spread(prices)).toEqual({ lowFen: 200, highFen: 800 });
    expect(spread([])).toBeUndefined();
  });

  it('rounds to ¥100 outward: low down, high up', () => {
    expect(roundRange({ lowFen: 123_456, highFen: 234_501 })).toEqual({
      lowFen: 120_000,
      highFen: 240_000,
    });
  });
});
