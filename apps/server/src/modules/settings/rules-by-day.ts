import type { Db, Tx } from '../../db/client';

/**
 * `read` kept once per database and day (`YYYY-MM-DD`, Beijing): a new version of a rule takes
 * effect from tomorrow at the earliest (the console's rule, 30013), so a day's rules never change
 * during it. A failed read is not kept, so the next call reads again.
 */
export function rulesByDay<T>(
  read: (db: Db | Tx, day: string) => Promise<T>,
): (db: Db | Tx, day: string) => Promise<T> {
  const inForce = new WeakMap<Db | Tx, { day: string; rules: Promise<T> }>();
  return (db, day) => {
    const kept = inForce.get(db);
    if (kept?.day === day) return kept.rules;
    const rules = read(db, day);
    inForce.set(db, { day, rules });
    rules.catch(() => inForce.delete(db));
    return rules;
  };
}
