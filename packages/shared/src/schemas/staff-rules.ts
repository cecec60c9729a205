// The 管理员's calls on dated rules (`StaffRulePath`): a rule is never edited in place, a change
// is a new version from a later date, so what was sold under a version keeps its terms.
import { z } from 'zod';
import { isCalendarDate } from '../calendar';
import { textField } from './fields';

/** A rule key as the modules name them: `train.refundFee`, `bus.refund_ladder`. */
export const RULE_KEY_PATTERN = /^[a-z]+(\.[A-Za-z_]+)+$/;

const ruleKey = z
  .string({ error: '请选择规则' })
  .max(60, '规则不正确')
  .regex(RULE_KEY_PATTERN, '规则不正确');

/** A real calendar day `YYYY-MM-DD`; the call itself checks it is after today (30013). */
const effectiveFrom = z
  .string({
    error: (i) => (i.input === undefined ? '请选择生效日期' : '生效日期格式应为 YYYY-MM-DD'),
  })
  .refine(isCalendarDate, '生效日期格式应为 YYYY-MM-DD')
  .meta({ format: 'date' });

const ruleText = textField('规则内容', { min: 0, max: 200 });
const ruleFieldName = z.string().regex(/^[A-Za-z_]{1,40}$/, '规则内容的字段名不正确');
/**
 * A rule value's parts: text (the site's text rules, no control characters), numbers, yes/no,
 * lists and objects; the call then checks the whole against the rule's own schema (30014).
 */
const ruleJson: z.ZodType = z.lazy(() =>
  z.union([
    ruleText,
    z.number(),
    z.boolean(),
    z.array(ruleJson).max(50, '规则内容的列表最多50项'),
    z.record(ruleFieldName, ruleJson),
  ]),
);

/** POST /api/staff/rules/list: no filters (a few dozen rules in all). */
export const staffRuleListBody = z.strictObject({});

/** One version of a rule as stored. */
export const staffRuleVersion = z.object({
  effectiveFrom: z.string(),
  /** The rule's value (shape owned by the module that reads the key). */
  value: z.unknown(),
  /** The regulation, notice or site decision the version comes from. */
  source: z.string(),
  /** PAST (superseded), IN_FORCE (today, Beijing) or SCHEDULED (from a later day). */
  status: z.enum(['PAST', 'IN_FORCE', 'SCHEDULED']),
});
export type StaffRuleVersion = z.infer<typeof staffRuleVersion>;

/** One editable rule with its versions, newest first. */
export const staffRuleItem = z.object({
  key: z.string(),
  /** What the rule is, in Chinese: 火车票退票费. */
  label: z.string(),
  /** The product kind's Chinese name: 火车票. */
  kindLabel: z.string(),
  /** What each field of the value means, by field name (shown beside the editor). */
  fields: z.record(z.string(), z.string()),
  versions: z.array(staffRuleVersion),
});
export type StaffRuleItem = z.infer<typeof staffRuleItem>;

export const staffRuleListResult = z.object({
  /** Today in Beijing, the day the statuses were computed for. */
  today: z.string(),
  items: z.array(staffRuleItem),
});
export type StaffRuleListResult = z.infer<typeof staffRuleListResult>;

/** POST /api/staff/rules/schedule: a version of `key` from `effectiveFrom` on. */
export const staffRuleScheduleBody = z.strictObject({
  key: ruleKey,
  effectiveFrom,
  /** The whole new value (an object); the call checks it against the rule's own schema. */
  value: z.record(ruleFieldName, ruleJson, {
    error: (i) => (i.input === undefined ? '请填写规则内容' : '规则内容应为键值对象'),
  }),
  source: textField('依据', { min: 2, max: 300 }),
});
export type StaffRuleScheduleBody = z.input<typeof staffRuleScheduleBody>;

/** POST /api/staff/rules/withdraw: the version of `key` from `effectiveFrom`. */
export const staffRuleWithdrawBody = z.strictObject({ key: ruleKey, effectiveFrom });
export type StaffRuleWithdrawBody = z.input<typeof staffRuleWithdrawBody>;
