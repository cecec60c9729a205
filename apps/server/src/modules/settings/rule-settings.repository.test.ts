import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { ruleOn, seedRules } from './rule-settings.repository';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await database.close();
});

describe('dated rule settings', () => {
  it('give the rule in force on a day, none before it starts, and keep seeded rows', async () => {
    const { db } = database;
    await seedRules(db, [
      { key: 'demo.fee', effectiveFrom: '2026-01-01', value: { pct: 5 }, source: 'test' },
      { key: 'demo.fee', effectiveFrom: '2026-07-01', value: { pct: 8 }, source: 'test' },
    ]);
    await seedRules(db, [
      { key: 'demo.fee', effectiveFrom: '2026-07-01', value: { pct: 99 }, source: 'again' },
    ]);
    expect(await ruleOn(db, 'demo.fee', '2025-12-31')).toBeUndefined();
    expect(await ruleOn(db, 'demo.fee', '2026-01-01')).toEqual({ pct: 5 });
    expect(await ruleOn(db, 'demo.fee', '2026-06-30')).toEqual({ pct: 5 });
    expect(await ruleOn(db, 'demo.fee', '2026-11-23')).toEqual({ pct: 8 });
    expect(await ruleOn(db, 'other.key', '2026-11-23')).toBeUndefined();
  });
});
