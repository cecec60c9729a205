import { z } from 'zod';

/**
 * One rule a 管理员 may change from the console: its key in `rule_settings`, its Chinese name and
 * the schema of its value, the shape the module that reads the key relies on. A kind lists its
 * rules on its `KindModule` (`rules`), so the console edits exactly what the kinds read.
 */
export interface RuleDefinition {
  key: string;
  /** What the rule is: 火车票退票费. */
  label: string;
  /** The value's shape and bounds (strict: a field the module does not read is refused). */
  schema: z.ZodType;
}

/** Whole minutes a new order waits for payment: 5 to 120 (the OTAs hold 15–30). */
export const holdMinutesValue = z.strictObject({ minutes: z.number().int().min(5).max(120) });

/** One step of a refund fee ladder: from `minHoursBefore` hours before departure, `feePercent`. */
const ladderStep = z.strictObject({
  label: z.string().min(1).max(40),
  minHoursBefore: z.number().int().min(0).max(8760),
  feePercent: z.number().int().min(0).max(100),
});

/**
 * A refund fee ladder as the order core reads it: steps from the earliest to the latest, their
 * hours strictly falling and the last starting at 0 (so every moment before departure has a fee).
 */
export const ladderSteps = z
  .array(ladderStep)
  .min(1)
  .max(10)
  .superRefine((steps, ctx) => {
    const falling = steps.every(
      (s, i) => i === 0 || s.minHoursBefore < steps[i - 1]!.minHoursBefore,
    );
    if (!falling)
      ctx.addIssue({ code: 'custom', message: '退票费档位应按开车前小时数从大到小排列' });
    if (steps.at(-1)?.minHoursBefore !== 0) {
      ctx.addIssue({ code: 'custom', message: '最后一档的起算时点应为开车前0小时' });
    }
  });

/** Whole years of age, 0 to 18 (children's ticket rules). */
export const childAge = z.number().int().min(0).max(18);
