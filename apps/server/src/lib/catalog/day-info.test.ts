import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dayInfo } from './day-info';

describe('dayInfo', () => {
  it('knows the official 2026 holidays and adjusted working days', () => {
    expect(dayInfo('2026-10-01')).toEqual({ holiday: '国庆节', isWorkday: false, isHoliday: true });
    expect(dayInfo('2026-02-17').holiday).toBe('春节');
    // 2026 Spring Festival break: Saturday 14 and Saturday 28 February are working days
    expect(dayInfo('2026-02-14')).toEqual({ holiday: '班', isWorkday: true, isHoliday: false });
    expect(dayInfo('2026-10-10')).toEqual({ holiday: '班', isWorkday: true, isHoliday: false });
    expect(dayInfo('2026-06-13')).toEqual({ holiday: null, isWorkday: false, isHoliday: false });
    expect(dayInfo('2026-06-10')).toEqual({ holiday: null, isWorkday: true, isHoliday: false });
  });

  it('falls back to weekends and statutory holidays for years without a schedule', () => {
    expect(dayInfo('2027-01-01')).toMatchObject({ holiday: '元旦', isHoliday: true });
    expect(dayInfo('2027-10-02')).toMatchObject({ holiday: '国庆节', isWorkday: false });
    expect(dayInfo('2027-06-05')).toEqual({ holiday: null, isWorkday: false, isHoliday: false });
    expect(dayInfo('2027-06-07')).toEqual({ holiday: null, isWorkday: true, isHoliday: false });
  });

  it('does not depend on the server time zone', () => {
    const dates = [
      '2026-01-04',
      '2026-02-14',
      '2026-06-13',
      '2026-10-01',
      '2026-10-07',
      '2027-02-06',
    ];
    const module = fileURLToPath(new URL('./day-info.ts', import.meta.url));
    const script = `import { dayInfo } from ${JSON.stringify(module)};
      console.log(JSON.stringify(${JSON.stringify(dates)}.map(dayInfo)));`;
    for (const tz of ['America/New_York', 'Pacific/Kiritimati']) {
      const out = execFileSync(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        { env: { ...process.env, TZ: tz }, encoding: 'utf8' },
      );
      expect(JSON.parse(out), tz).toEqual(dates.map(dayInfo));
    }
  });
});
