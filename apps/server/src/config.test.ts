import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ENV_VARIABLES, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to port 3000, embedded database, console SMS outside production', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toMatch(/data$/);
    expect(c.smsProvider).toBe('console');
    // no secret comes from the source: unset here, generated or required by secrets.ts
    expect(c.jwtSecret).toBeUndefined();
    expect(c.sandboxPaySecret).toBeUndefined();
    expect(c.publicUrl).toBeUndefined();
    expect(c.host).toBe('0.0.0.0');
  });

  it('picks Aliyun SMS in production and refuses secrets shorter than 32 characters', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).smsProvider).toBe('aliyun');
    expect(() => loadConfig({ JWT_SECRET: 'a-very-long-production-secret' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ PAYMENT_SANDBOX_SECRET: 'short' })).toThrow(/PAYMENT_SANDBOX/);
    const c = loadConfig({ JWT_SECRET: 'x'.repeat(32), PAYMENT_SANDBOX_SECRET: 'y'.repeat(40) });
    expect([c.jwtSecret, c.sandboxPaySecret]).toEqual(['x'.repeat(32), 'y'.repeat(40)]);
  });

  it('takes PUBLIC_URL only as an http(s) address', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://lvxing.example' }).publicUrl).toBe(
      'https://lvxing.example',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });

  it('reads PORT, DATABASE_URL and REDIS_URL, treating empty values as unset', () => {
    const c = loadConfig({ PORT: '3456', DATABASE_URL: 'postgres://x@h/db', REDIS_URL: '' });
    expect(c.port).toBe(3456);
    expect(c.databaseUrl).toBe('postgres://x@h/db');
    expect(c.redisUrl).toBeUndefined();
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow();
  });

  it('every variable the server reads is in the README configuration table', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## API'));
    expect(ENV_VARIABLES.length).toBeGreaterThan(25);
    for (const name of [...ENV_VARIABLES, 'TRAIN_GENERATED_SCALE', 'DEBUG']) {
      expect(table, name).toMatch(new RegExp('^\\|[^\\n]*`' + name + '`', 'm'));
    }
  });
});
