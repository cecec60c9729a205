import { afterEach, describe, expect, it } from 'vitest';
import { todayIso, tomorrowIso } from './dayjs';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('today and tomorrow (Beijing dates)', () => {
  it.each(['America/New_York', 'UTC', 'Asia/Shanghai', 'Pacific/Kiritimati'])(
    'are Beijing’s dates on a device in %s',
    (tz) => {
      process.env.TZ = tz;
      // 01:30 on 25 November in Beijing; still the 24th in New York and UTC, the 25th in Kiritimati
      const now = new Date('2026-11-24T17:30:00Z');
      expect(todayIso(now)).toBe('2026-11-25');
      expect(tomorrowIso(now)).toBe('2026-11-26');
    },
  );

  it('turn over at midnight in Beijing, month and year included', () => {
    expect(todayIso(new Date('2026-12-31T15:59:59Z'))).toBe('2026-12-31');
    expect(todayIso(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
    expect(tomorrowIso(new Date('2026-12-31T15:59:59Z'))).toBe('2027-01-01');
  });
});
