import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ruleSettings } from '../../db/schema';

type Conn = Db | Tx;

/** One dated rule: `key` takes `value` from `effectiveFrom` (a local `YYYY-MM-DD`) on. */
export interface DatedRule<T> {
  key: string;
  effectiveFrom: string;
  value: T;
  /** Regulation or notice the rule comes from, or this site's stated assumption. */
  source: string;
}

/**
 * The value of rule `key` in force on `day` (the row with the latest `effective_from` not after
 * it), or undefined when the rule had not started yet.
 */
export async function ruleOn<T>(db: Conn, key: string, day: string): Promise<T | undefined> {
  const [row] = await db
    .select({ value: ruleSettings.value })
    .from(ruleSettings)
    .where(and(eq(ruleSettings.key, key), lte(ruleSettings.effectiveFrom, day)))
    .orderBy(desc(ruleSettings.effectiveFrom))
    .limit(1);
  return row?.value as T | undefined;
}

/** Inserts rules that are not there yet (idempotent: an existing key and date is kept as is). */
export async function seedRules(db: Conn, rules: DatedRule<unknown>[]): Promise<void> {
  if (rules.length === 0) return;
  await db.insert(ruleSettings).values(rules).onConflictDoNothing();
}
