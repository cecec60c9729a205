import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { LOGIN_LIMITS, SMS_LIMITS } from '@lvxing/shared';

/** A named limit: `points` per `duration` seconds. */
interface LimitSpec {
  points: number;
  duration: number;
}

const specs = {
  smsMobileMinute: { points: SMS_LIMITS.perMobilePerMinute, duration: 60 },
  smsMobileHour: { points: SMS_LIMITS.perMobilePerHour, duration: 3600 },
  smsMobileDay: { points: SMS_LIMITS.perMobilePerDay, duration: 86_400 },
  smsIpHour: { points: SMS_LIMITS.perIpPerHour, duration: 3600 },
  loginFailMobile: { points: LOGIN_LIMITS.failuresPerMobile, duration: LOGIN_LIMITS.windowSeconds },
  loginFailIp: { points: LOGIN_LIMITS.failuresPerIp, duration: LOGIN_LIMITS.windowSeconds },
  // a map view asks for a few dozen vector tiles and styles through the AMap proxy
  amapProxyIpMinute: { points: 1200, duration: 60 },
  // each invoice PDF is made anew (a font subset, ~0.1 s of CPU); a member downloads a few
  invoicePdfMemberMinute: { points: 20, duration: 60 },
  // a tour contract PDF is made the same way, a few pages long
  contractPdfMemberMinute: { points: 20, duration: 60 },
  // a cooperation request asks a person to call back: a few an hour from one address, a few a
  // day for one contact mobile
  cooperationIpHour: { points: 10, duration: 3600 },
  cooperationMobileDay: { points: 5, duration: 86_400 },
  // a visitor's feedback (客服工单 without an order) is read by a person: the same few
  feedbackIpHour: { points: 10, duration: 3600 },
  feedbackMobileDay: { points: 5, duration: 86_400 },
  // a group travel request asks an adviser to quote: as a cooperation request
  groupIpHour: { points: 10, duration: 3600 },
  groupMobileDay: { points: 5, duration: 86_400 },
  // a custom trip request (定制游) prices a whole trip at once and asks a consultant to call
  tourCustomIpHour: { points: 10, duration: 3600 },
  tourCustomMobileDay: { points: 5, duration: 86_400 },
} satisfies Record<string, LimitSpec>;

export type LimitName = keyof typeof specs;
export type { LimitSpec };

/**
 * The rate limits of SMS sending, login, the AMap proxy, invoice PDFs and cooperation requests. With Redis every server instance shares one count
 * (rate-limiter-flexible's RateLimiterRedis); without it counts live in this process's memory.
 */
export class RateLimits {
  private readonly limiters: Record<LimitName, RateLimiterAbstract>;

  private readonly specs: Record<LimitName, LimitSpec>;

  /** `overrides` loosen or tighten single limits (tests only). */
  constructor(opts: {
    redis?: Redis;
    prefix?: string;
    overrides?: Partial<Record<LimitName, LimitSpec>>;
  }) {
    const prefix = opts.prefix ?? 'lv';
    this.specs = { ...specs, ...opts.overrides };
    this.limiters = Object.fromEntries(
      Object.entries(this.specs).map(([name, spec]) => {
        const common = { ...spec, keyPrefix: `${prefix}:rl:${name}` };
        const limiter = opts.redis
          ? new RateLimiterRedis({ ...common, storeClient: opts.redis })
          : new RateLimiterMemory(common);
        return [name, limiter];
      }),
    ) as unknown as Record<LimitName, RateLimiterAbstract>;
  }

  /** Takes one point from each limit in order; false (and nothing more taken) at the first that is spent. */
  async consumeAll(entries: [LimitName, string][]): Promise<boolean> {
    for (const [name, key] of entries) {
      try {
        await this.limiters[name].consume(key);
      } catch (err) {
        if (err instanceof RateLimiterRes) return false;
        throw err;
      }
    }
    return true;
  }

  /** True when the limit for `key` has no point left. */
  async isSpent(name: LimitName, key: string): Promise<boolean> {
    const res = await this.limiters[name].get(key);
    return res !== null && res.consumedPoints >= this.specs[name].points;
  }

  /** Takes one point without failing when spent (used to count failures). */
  async penalize(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].penalty(key, 1);
  }

  /** Forgets the count for `key`. */
  async reset(name: LimitName, key: string): Promise<void> {
    await this.limiters[name].delete(key);
  }
}

/** Opens Redis when `url` is given (waits for the connection), else undefined. */
export async function openRedis(url?: string): Promise<Redis | undefined> {
  if (!url) return undefined;
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  redis.on('error', (err) => console.error('redis error', err.message));
  await redis.connect();
  return redis;
}
