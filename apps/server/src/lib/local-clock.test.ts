import { describe, expect, it } from 'vitest';
import { localClock } from './local-clock';

describe('localClock', () => {
  it('shows an instant on the clocks of Beijing, Tokyo and Los Angeles (winter and summer)', () => {
    const at = new Date('2026-12-10T12:00:00Z');
    expect(localClock(at, 'Asia/Shanghai')).toEqual({
      date: '2026-12-10',
      time: '20:00',
      utcOffsetMinutes: 480,
    });
    expect(localClock(at, 'Asia/Tokyo')).toEqual({
      date: '2026-12-10',
      time: '21:00',
      utcOffsetMinutes: 540,
    });
    expect(localClock(new Date('2026-12-10T03:30:00Z'), 'America/Los_Angeles')).toEqual({
      date: '2026-12-09',
      time: '19:30',
      utcOffsetMinutes: -480,
    });
    expect(localClock(new Date('2026-07-10T03:30:00Z'), 'America/Los_Angeles')).toEqual({
      date: '2026-07-09',
      time: '20:30',
      utcOffsetMinutes: -420,
    });
    expect(localClock(new Date('2026-07-10T03:30:00Z'), 'UTC').utcOffsetMinutes).toBe(0);
  });
});
