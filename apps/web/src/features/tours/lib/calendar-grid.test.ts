import { describe, expect, it } from 'vitest';
import type { TourDepartureView } from '@lvxing/shared';
import { departureStatus, monthsOf, monthWeeks, placesText } from './calendar-grid';

const dep = (over: Partial<TourDepartureView>): TourDepartureView => ({
  date: '2026-12-01',
  signupCloses: '2026-11-24',
  adultFen: 100_000,
  childWithBedFen: 80_000,
  childNoBedFen: 50_000,
  singleSupplementFen: 30_000,
  stock: 30,
  left: 30,
  booked: 0,
  groupMin: 10,
  formed: false,
  onSale: true,
  peak: null,
  ...over,
});

describe('the departure calendar (calendar-grid)', () => {
  it('lays a month out in weeks from Sunday: December 2026 starts on a Tuesday', () => {
    const weeks = monthWeeks('2026-12');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      null,
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(weeks[4]).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      null,
      null,
    ]);
    expect(monthWeeks('2026-02').flat().filter(Boolean)).toHaveLength(28);
  });

  it('lists the months with departures in order', () => {
    const deps = [
      dep({ date: '2027-01-03' }),
      dep({ date: '2026-12-30' }),
      dep({ date: '2026-12-02' }),
    ];
    expect(monthsOf(deps)).toEqual(['2026-12', '2027-01']);
  });

  it('words 成团进度 for a group, 起订 for the other types, and why a date is closed', () => {
    expect(departureStatus(dep({ booked: 6 }), 'GROUP')).toBe('已报6/10人');
    expect(departureStatus(dep({ booked: 12, formed: true }), 'GROUP')).toBe('已成团');
    expect(departureStatus(dep({ groupMin: 2 }), 'FREE')).toBe('2人起订');
    expect(departureStatus(dep({ groupMin: 1 }), 'LOCAL')).toBe('可订');
    expect(departureStatus(dep({ onSale: false, left: 0 }), 'GROUP')).toBe('已满');
    expect(departureStatus(dep({ onSale: false }), 'GROUP')).toBe('截止');
    expect([placesText(dep({ left: 4 })), placesText(dep({}))]).toEqual(['余4', '余位充足']);
  });
});
