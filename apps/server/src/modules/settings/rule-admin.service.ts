import { z } from 'zod';
import {
  addDays,
  addMonths,
  beijingToday,
  ErrorCode,
  fieldLabel,
  PRODUCT_KIND_LABEL,
  type ProductKind,
  type StaffRuleItem,
  type StaffRuleListResult,
  type StaffRuleScheduleBody,
  type StaffRuleVersion,
  type StaffRuleWithdrawBody,
} from '@lvxing/shared';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AuditEntry } from '../staff/audit.repository';
import type { StaffActor } from '../staff/staff-view';
import type { RuleDefinition } from './rule-definition';
import {
  deleteRuleVersion,
  insertRuleVersion,
  ruleVersionOn,
  ruleVersions,
  type RuleRow,
} from './rule-settings.repository';

/** The rules of one kind, as its `KindModule` lists them. */
export interface KindRules {
  kind: ProductKind;
  rules: readonly RuleDefinition[];
}

/** What the rule calls need; `appendAudit` is the staff module's (same transaction). */
export interface RuleAdminDeps {
  db: Db;
  now: Clock;
  appendAudit: (tx: Tx, entry: AuditEntry) => Promise<void>;
  kinds: readonly KindRules[];
}

/** How far ahead a version may be scheduled: a typo like 2206 is refused, not stored. */
const MAX_MONTHS_AHEAD = 36;

/** The rule's last key segment: value paths are labelled as `<segment>.<field>` (field-labels). */
const segmentOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

/** Field paths of a value schema (objects' keys, arrays' elements), for the editor's help. */
function fieldPaths(schema: z.ZodType, prefix: string[] = []): string[][] {
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([k, s]) => [
      [...prefix, k],
      ...fieldPaths(s, [...prefix, k]),
    ]);
  }
  if (schema instanceof z.ZodArray) return fieldPaths(schema.element as z.ZodType, prefix);
  return [];
}

function describeFields(def: RuleDefinition): Record<string, string> {
  const seg = segmentOf(def.key);
  return Object.fromEntries(
    fieldPaths(def.schema).map((p) => [p.join('.'), fieldLabel([seg, ...p])]),
  );
}

function statuses(rows: RuleRow[], today: string): StaffRuleVersion[] {
  let inForceSeen = false;
  return rows.map((r) => {
    let status: StaffRuleVersion['status'] = 'SCHEDULED';
    if (r.effectiveFrom <= today) {
      status = inForceSeen ? 'PAST' : 'IN_FORCE';
      inForceSeen = true;
    }
    return { effectiveFrom: r.effectiveFrom, value: r.value, source: r.source, status };
  });
}

function definitionOf(
  deps: RuleAdminDeps,
  key: string,
): { def: RuleDefinition; kind: ProductKind } {
  for (const k of deps.kinds) {
    const def = k.rules.find((r) => r.key === key);
    if (def) return { def, kind: k.kind };
  }
  throw new AppError(ErrorCode.RULE_NOT_FOUND);
}

async function itemsOf(
  deps: RuleAdminDeps,
  db: Db | Tx,
  keys?: string[],
): Promise<StaffRuleItem[]> {
  const today = beijingToday(deps.now());
  const defs = deps.kinds.flatMap((k) => k.rules.map((def) => ({ def, kind: k.kind })));
  const wanted = keys ? defs.filter((d) => keys.includes(d.def.key)) : defs;
  const rows = await ruleVersions(
    db,
    wanted.map((d) => d.def.key),
  );
  return wanted.map(({ def, kind }) => ({
    key: def.key,
    label: def.label,
    kindLabel: PRODUCT_KIND_LABEL[kind],
    fields: describeFields(def),
    versions: statuses(
      rows.filter((r) => r.key === def.key),
      today,
    ),
  }));
}

/** Every editable rule of every kind with its versions (PAST, IN_FORCE today, SCHEDULED). */
export async function listRules(deps: RuleAdminDeps): Promise<StaffRuleListResult> {
  return { today: beijingToday(deps.now()), items: await itemsOf(deps, deps.db) };
}

/** @throws AppError 30013 unless `day` is tomorrow (Beijing) … 36 months ahead. */
function assertFutureDay(deps: RuleAdminDeps, day: string): void {
  const today = beijingToday(deps.now());
  if (day < addDays(today, 1) || day > addMonths(today, MAX_MONTHS_AHEAD)) {
    throw new AppError(ErrorCode.RULE_DATE_INVALID);
  }
}

/** The value checked against the rule's schema. @throws AppError 30014 naming the field. */
function checkedValue(def: RuleDefinition, value: unknown): unknown {
  const seg = segmentOf(def.key);
  const parsed = z.strictObject({ [seg]: def.schema }).safeParse({ [seg]: value });
  if (parsed.success) return parsed.data[seg];
  const first = parsed.error.issues[0]?.message ?? '';
  throw new AppError(ErrorCode.RULE_VALUE_INVALID, `规则内容不正确：${first}`);
}

/**
 * A new version of a rule from `effectiveFrom` (after today, Beijing): the version in force
 * today, and so every order already priced under it, never changes. Stored with the audit row
 * RULE_SCHEDULE (before: the version that would have been in force that day) in one transaction.
 * @throws AppError 30012 unknown rule, 30013 date not ahead, 30014 bad value, 30015 taken day.
 */
export async function scheduleRule(
  deps: RuleAdminDeps,
  body: StaffRuleScheduleBody,
  actor: StaffActor,
): Promise<StaffRuleItem> {
  const { def } = definitionOf(deps, body.key);
  assertFutureDay(deps, body.effectiveFrom);
  const value = checkedValue(def, body.value);
  return deps.db.transaction(async (tx) => {
    const before = await ruleVersionOn(tx, body.key, body.effectiveFrom);
    const rule = { key: body.key, effectiveFrom: body.effectiveFrom, value, source: body.source };
    if (!(await insertRuleVersion(tx, rule))) throw new AppError(ErrorCode.RULE_VERSION_EXISTS);
    await audit(deps, tx, actor, 'RULE_SCHEDULE', rule, before ?? null, rule);
    return (await itemsOf(deps, tx, [body.key]))[0]!;
  });
}

/**
 * Withdraws a version that has not taken effect (its day is after today, Beijing), with the
 * audit row RULE_WITHDRAW (before: the version) in the same transaction.
 * @throws AppError 30012 unknown rule or no version that day, 30016 already in effect.
 */
export async function withdrawRule(
  deps: RuleAdminDeps,
  body: StaffRuleWithdrawBody,
  actor: StaffActor,
): Promise<StaffRuleItem> {
  definitionOf(deps, body.key);
  if (body.effectiveFrom <= beijingToday(deps.now())) {
    throw new AppError(ErrorCode.RULE_VERSION_IN_EFFECT);
  }
  return deps.db.transaction(async (tx) => {
    const gone = await deleteRuleVersion(tx, body.key, body.effectiveFrom);
    if (!gone) throw new AppError(ErrorCode.RULE_NOT_FOUND);
    await audit(deps, tx, actor, 'RULE_WITHDRAW', gone, gone, null);
    return (await itemsOf(deps, tx, [body.key]))[0]!;
  });
}

function audit(
  deps: RuleAdminDeps,
  tx: Tx,
  actor: StaffActor,
  action: 'RULE_SCHEDULE' | 'RULE_WITHDRAW',
  rule: { key: string; effectiveFrom: string },
  before: unknown,
  after: unknown,
): Promise<void> {
  return deps.appendAudit(tx, {
    at: deps.now(),
    staffId: actor.staffId,
    ip: actor.ip,
    action,
    objectType: 'RULE_SETTING',
    objectId: `${rule.key}@${rule.effectiveFrom}`,
    before,
    after,
  });
}
