import { afterEach, describe, expect, it, vi } from 'vitest';
import { RateLimits, type LimitName } from './rate-limits';

const smsEntries = (mobile: string, ip: string): [LimitName, string][] => [
  ['smsIpHour', ip],
  ['smsMobileMinute', mobile],
  ['smsMobileHour', mobile],
  ['smsMobileDay', mobile],
];

afterEach(() => vi.useRealTimers());

describe('SMS limits per mobile (in memory; the same limiter code runs on Redis)', () => {
  it('allow 1 a minute, 5 an hour and 10 a day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const limits = new RateLimits({});
    const mobile = '13700000001';
    const sendAt = async (ip: string) => limits.consumeAll(smsEntries(mobile, ip));
    let ip = 0;
    const nextIp = () => `10.0.0.${++ip}`;

    // 5 in the first hour, one a minute
    for (let i = 0; i < 5; i++) {
      expect(await sendAt(nextIp())).toBe(true);
      expect(await sendAt(nextIp())).toBe(false); // same minute
      vi.advanceTimersByTime(61_000);
    }
    expect(await sendAt(nextIp())).toBe(false); // 6th within the hour
    vi.advanceTimersByTime(3600_000);
    for (let i = 0; i < 5; i++) {
      expect(await sendAt(nextIp())).toBe(true);
      vi.advanceTimersByTime(61_000);
    }
    vi.advanceTimersByTime(3600_000);
    expect(await sendAt(nextIp())).toBe(false); // 11th within the day
    vi.advanceTimersByTime(86_400_000);
    expect(await sendAt(nextIp())).toBe(true);
  });

  it('count login failures and forget them on reset', async () => {
    const limits = new RateLimits({});
    for (let i = 0; i < 4; i++) await limits.penalize('loginFailMobile', 'm');
    expect(await limits.isSpent('loginFailMobile', 'm')).toBe(false);
    await limits.penalize('loginFailMobile', 'm');
    expect(await limits.isSpent('loginFailMobile', 'm')).toBe(true);
    await limits.reset('loginFailMobile', 'm');
    expect(await limits.isSpent('loginFailMobile', 'm')).toBe(false);
  });
});
