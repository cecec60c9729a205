import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { STAFF_LOGIN_LIMITS } from '@lvxing/shared';

/** The staff login's failure counts (see STAFF_LOGIN_LIMITS in packages/shared). */
const specs = {
  /** Failures of one login name from one address. */
  staffLoginFailNameIp: {
    points: STAFF_LOGIN_LIMITS.perNameIp,
    duration: STAFF_LOGIN_LIMITS.windowSeconds,
  },
  /** Failures from one address, any login name. */
  staffLoginFailIp: {
    points: STAFF_LOGIN_LIMITS.perIp,
    duration: STAFF_LOGIN_LIMITS.windowSeconds,
  },
} as const;

export type StaffLimitName = keyof typeof specs;

/**
 * Failed staff logins counted as the members' are (`plugins/rate-limits.ts`, rate-limiter-flexible):
 * in Redis when configured, so every instance shares one count, else in this process's memory.
 */
export class StaffLimits {
  private readonly limiters: Record<StaffLimitName, RateLimiterAbstract>;

  constructor(opts: { redis?: Redis; prefix?: string }) {
    const prefix = opts.prefix ?? 'lv';
    const make = (name: StaffLimitName): RateLimiterAbstract => {
      const common = { ...specs[name], keyPrefix: `${prefix}:rl:${name}` };
      return opts.redis
        ? new RateLimiterRedis({ ...common, storeClient: opts.redis })
        : new RateLimiterMemory(common);
    };
    this.limiters = {
      staffLoginFailNameIp: make('staffLoginFailNameIp'),
      staffLoginFailIp: make('staffLoginFailIp'),
    };
  }

  /** True when the limit for `key` has no point left. */
  async isSpent(name: StaffLimitName, key: string): Promise<boolean> {
    const res = await this.limiters[name].get(key);
    return res !== null && res.consumedPoints >= specs[name].points;
  }

  /** Counts one failure without failing when spent. */
  async penalize(name: StaffLimitName, key: string): Promise<void> {
    await this.limiters[name].penalty(key, 1);
  }

  /** Forgets the count for `key`. */
  async reset(name: StaffLimitName, key: string): Promise<void> {
    await this.limiters[name].delete(key);
  }
}
