import { z } from 'zod';
import { SEAT_CLASSES } from '@lvxing/shared';
import {
  childAge,
  holdMinutesValue,
  ladderSteps,
  type RuleDefinition,
} from '../settings/rule-definition';

const monthDay = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, '应为 MM-DD');
const seatClasses = z.array(z.enum(SEAT_CLASSES)).max(SEAT_CLASSES.length);

/**
 * The train rules a 管理员 may change (keys of TRAIN_RULE_SEED, read by `trainRulesOn`), with the
 * shapes `train-rules.ts` reads and bounds that keep a typo from selling nonsense (a 预售期 of
 * 1–60 days: 12306 has sold 15 to 60 over the years).
 */
export const TRAIN_RULE_DEFINITIONS: readonly RuleDefinition[] = [
  {
    key: 'train.saleWindow',
    label: '火车票预售期',
    schema: z.strictObject({ days: z.number().int().min(1).max(60) }),
  },
  {
    key: 'train.salesClose',
    label: '火车票网上停售时间',
    schema: z.strictObject({ minutesBefore: z.number().int().min(0).max(240) }),
  },
  {
    key: 'train.payHold',
    label: '火车票支付时限',
    schema: holdMinutesValue.extend({
      nearMinutes: z.number().int().min(5).max(120),
      nearHours: z.number().int().min(0).max(48),
    }),
  },
  {
    key: 'train.refundFee',
    label: '火车票退票费',
    schema: z.strictObject({ steps: ladderSteps, minimumFen: z.number().int().min(0).max(10_000) }),
  },
  {
    key: 'train.childTickets',
    label: '火车儿童票年龄',
    schema: z
      .strictObject({ freeUnderAge: childAge, childUnderAge: childAge })
      .refine((v) => v.freeUnderAge <= v.childUnderAge, '免票年龄不能大于儿童票年龄'),
  },
  {
    key: 'train.studentTickets',
    label: '火车学生票',
    schema: z.strictObject({
      periods: z
        .array(z.strictObject({ from: monthDay, to: monthDay }))
        .min(1)
        .max(12),
      tripsPerSchoolYear: z.number().int().min(1).max(100),
      schoolYearStart: monthDay,
      seatClasses: z.strictObject({ emu: seatClasses, conventional: seatClasses }),
    }),
  },
  {
    key: 'train.change',
    label: '火车票改签',
    schema: z.strictObject({
      perTicket: z.number().int().min(0).max(5),
      nearHours: z.number().int().min(0).max(240),
      feeFen: z.number().int().min(0).max(100_000),
    }),
  },
];
