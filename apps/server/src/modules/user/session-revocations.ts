import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { ACCESS_TOKEN_TTL_MS } from '@lvxing/shared';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { isFamilyRevoked } from './user.repository';

/**
 * How long one instance trusts its last answer that a session is live, ms. A session ended on any
 * instance is refused by every instance within this time (ASVS 5 V7.4.1: logout and a password
 * reset end the session at once; "at once" here is ≤ 5 s), while a member's requests cost one
 * lookup per session per interval instead of one per request.
 */
export const SESSION_CHECK_CACHE_MS = 4000;

/**
 * Ended login sessions. A session is a refresh-token family; its id travels in the access token
 * (`sid`), so logging out, a password reset and a reused refresh token end the access tokens of
 * that session too, not 10 hours later.
 */
export interface SessionRevocations {
  /** Marks sessions ended (after the database rows say so). */
  revoke(sessionIds: readonly string[]): Promise<void>;
  /** True when the session has been ended (answers at most {@link SESSION_CHECK_CACHE_MS} old). */
  isRevoked(sessionId: string): Promise<boolean>;
}

/** Where the truth is kept: a set in Redis shared by every instance, or the database's rows. */
interface RevocationStore {
  add(ids: readonly string[]): Promise<void>;
  has(id: string): Promise<boolean>;
}

/** Redis keys `<prefix>:sess-revoked:<id>`, kept as long as an access token can live. */
function redisStore(redis: Redis, prefix: string): RevocationStore {
  const key = (id: string) => `${prefix}:sess-revoked:${id}`;
  return {
    async add(ids) {
      if (ids.length === 0) return;
      const multi = redis.multi();
      for (const id of ids) multi.set(key(id), '1', 'PX', ACCESS_TOKEN_TTL_MS);
      await multi.exec();
    },
    async has(id) {
      return (await redis.exists(key(id))) === 1;
    },
  };
}

/** The refresh-token rows: revoking a family already wrote `revoked_at` there. */
function databaseStore(db: Db): RevocationStore {
  return { add: async () => undefined, has: (id) => isFamilyRevoked(db, id) };
}

/**
 * Session revocations checked against Redis when configured, else the database, with each
 * instance caching answers in memory (lru-cache): "live" for {@link SESSION_CHECK_CACHE_MS},
 * "ended" for the rest of an access token's life (an ended session never comes back).
 */
export function sessionRevocations(opts: {
  db: Db;
  redis?: Redis;
  prefix?: string;
  /** The app's clock (tests move it past the cache time). */
  now: Clock;
}): SessionRevocations {
  const store = opts.redis ? redisStore(opts.redis, opts.prefix ?? 'lv') : databaseStore(opts.db);
  const cache = new LRUCache<string, boolean>({
    max: 50_000,
    ttl: SESSION_CHECK_CACHE_MS,
    perf: { now: () => opts.now().getTime() },
  });
  return {
    async revoke(ids) {
      await store.add(ids);
      for (const id of ids) cache.set(id, true, { ttl: ACCESS_TOKEN_TTL_MS });
    },
    async isRevoked(id) {
      const cached = cache.get(id);
      if (cached !== undefined) return cached;
      const revoked = await store.has(id);
      cache.set(id, revoked, revoked ? { ttl: ACCESS_TOKEN_TTL_MS } : undefined);
      return revoked;
    },
  };
}
