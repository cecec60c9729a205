import { and, asc, desc, eq, inArray, lte } from 'drizzle-orm';
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
  return (await ruleVersionOn(db, key, day))?.value as T | undefined;
}

/** Inserts rules that are not there yet (idempotent: an existing key and date is kept as is). */
export async function seedRules(db: Conn, rules: DatedRule<unknown>[]): Promise<void> {
  if (rules.length === 0) return;
  await db.insert(ruleSettings).values(rules).onConflictDoNothing();
}

/** A stored version of a rule. */
export type RuleRow = typeof ruleSettings.$inferSelect;

/** Every version of the rules `keys`, by key, newest first. */
export async function ruleVersions(db: Conn, keys: readonly string[]): Promise<RuleRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(ruleSettings)
    .where(inArray(ruleSettings.key, [...keys]))
    .orderBy(asc(ruleSettings.key), desc(ruleSettings.effectiveFrom));
}

/** The version of `key` in force on `day` (latest `effective_from` not after it), if any. */
export async function ruleVersionOn(
  db: Conn,
  key: string,
  day: string,
): Promise<RuleRow | undefined> {
  const [row] = await db
    .select()
    .from(ruleSettings)
    .where(and(eq(ruleSettings.key, key), lte(ruleSettings.effectiveFrom, day)))
    .orderBy(desc(ruleSettings.effectiveFrom))
    .limit(1);
  return row;
}

/** Stores a new version; false when `key` already has one on that day (the row is kept). */
export async function insertRuleVersion(tx: Tx, rule: DatedRule<unknown>): Promise<boolean> {
  const rows = await tx
    .insert(ruleSettings)
    .values(rule)
    .onConflictDoNothing()
    .returning({ key: ruleSettings.key });
  return rows.length === 1;
}

/** Deletes the version of `key` from `day`; answers it, or undefined when there was none. */
export async function deleteRuleVersion(
  tx: Tx,
  key: string,
  day: string,
): Promise<RuleRow | undefined> {
  const [row] = await tx
    .delete(ruleSettings)
    .where(and(eq(ruleSettings.key, key), eq(ruleSettings.effectiveFrom, day)))
    .returning();
  return row;
}
