import { describe, expect, it } from 'vitest';
import { loadConfig, usesDevSecret } from './config';

describe('loadConfig', () => {
  it('defaults to port 3000, embedded database, console SMS outside production', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toMatch(/data$/);
    expect(c.smsProvider).toBe('console');
    expect(usesDevSecret(c)).toBe(true);
  });

  it('refuses production without JWT_SECRET and picks Aliyun SMS there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    const c = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'a-very-long-production-secret' });
    expect(c.smsProvider).toBe('aliyun');
    expect(usesDevSecret(c)).toBe(false);
  });

  it('reads PORT, DATABASE_URL and REDIS_URL, treating empty values as unset', () => {
    const c = loadConfig({ PORT: '3456', DATABASE_URL: 'postgres://x@h/db', REDIS_URL: '' });
    expect(c.port).toBe(3456);
    expect(c.databaseUrl).toBe('postgres://x@h/db');
    expect(c.redisUrl).toBeUndefined();
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow();
  });
});
