import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { seedRules } from '../settings/rule-settings.repository';
import { seedTrainRules, trainRulesOn } from './train-rules';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
});
afterAll(async () => {
  await database.close();
});

describe('train rules', () => {
  it('come from dated rows: the seeded 12306 values, replaced by a later row from its date', async () => {
    const { db } = database;
    await seedTrainRules(db);
    await seedTrainRules(db); // idempotent
    const now = await trainRulesOn(db, '2026-11-23');
    expect(now).toMatchObject({
      saleWindowDays: 15,
      salesCloseMinutes: 30,
      payHold: { minutes: 30, nearMinutes: 10, nearHours: 2 },
    });
    expect(now.refund.steps.map((s) => [s.minHoursBefore, s.feePercent])).toEqual([
      [192, 0],
      [48, 5],
      [24, 10],
      [0, 20],
    ]);
    await seedRules(db, [
      { key: 'train.saleWindow', effectiveFrom: '2030-01-01', value: { days: 20 }, source: 'test' },
    ]);
    expect((await trainRulesOn(db, '2029-12-31')).saleWindowDays).toBe(15);
    expect((await trainRulesOn(db, '2030-01-01')).saleWindowDays).toBe(20);
    await expect(trainRulesOn(db, '2015-06-01')).rejects.toThrow(/missing/);
  });
});
