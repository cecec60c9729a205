import { z } from 'zod';
import { CABINS } from '../codes/flight';
import {
  GROUP_BUDGET_BASES,
  GROUP_HOTEL_LEVELS,
  GROUP_MAX_PARTY,
  GROUP_MAX_SEGMENTS,
  GROUP_MIN_PARTY,
  GROUP_PURPOSES,
  GROUP_STATES,
  GROUP_TIME_WINDOWS,
  GROUP_TRIP_TYPES,
} from '../codes/group';
import { mobileSchema } from '../validators';
import { personNameField, textField, travelDateField } from './fields';

export * from '../codes/group';

const placeCode = (label: string) =>
  textField(label, { min: 1, max: 8, required: `请选择${label}` });

const count = (label: string, max: number) =>
  z
    .number({ error: `${label}应为数字` })
    .int(`${label}应为整数`)
    .min(0, `${label}不能为负数`)
    .max(max, `${label}最多${max}`);

/** One flight segment of a group request: city or airport codes, a day from today on. */
export const groupSegmentSchema = z
  .strictObject({
    from: placeCode('出发城市'),
    to: placeCode('到达城市'),
    date: travelDateField('出发日期', 0),
    timeWindow: z.enum(GROUP_TIME_WINDOWS, { error: '出发时段不正确' }).default('ANY'),
  })
  .refine((s) => s.from.toUpperCase() !== s.to.toUpperCase(), {
    message: '出发城市和到达城市不能相同',
    path: ['to'],
  });
export type GroupSegment = z.infer<typeof groupSegmentSchema>;

const segmentsFit = (tripType: string, n: number) =>
  tripType === 'OW' ? n === 1 : tripType === 'RT' ? n === 2 : n >= 2;

/**
 * POST /api/plane/order/group/route/customize: a group's request (团队票 of ≥ 10 people, with
 * hotel, ground transport and guide if wanted). Visitors and members may submit.
 */
export const groupRequestBody = z
  .strictObject({
    tripType: z.enum(GROUP_TRIP_TYPES, { error: '请选择行程类型' }),
    segments: z
      .array(groupSegmentSchema, { error: '请填写航段' })
      .min(1, '请至少填写一个航段')
      .max(GROUP_MAX_SEGMENTS, `航段最多${GROUP_MAX_SEGMENTS}个`),
    adults: count('成人人数', GROUP_MAX_PARTY),
    children: count('儿童人数', GROUP_MAX_PARTY).default(0),
    cabin: z.enum(CABINS, { error: '舱位等级不正确' }).default('Y'),
    budgetBasis: z.enum(GROUP_BUDGET_BASES, { error: '预算方式不正确' }).default('PERSON'),
    /** Budget in fen (per person or in total, by `budgetBasis`); 0 when not given. */
    budgetFen: count('预算', 1_000_000_000).default(0),
    needs: z
      .strictObject({
        hotelLevel: z.enum(GROUP_HOTEL_LEVELS, { error: '酒店标准不正确' }).default('NONE'),
        rooms: count('房间数', GROUP_MAX_PARTY).default(0),
        groundTransport: z.boolean({ error: '请选择是否需要地面用车' }).default(false),
        guide: z.boolean({ error: '请选择是否需要导游' }).default(false),
      })
      .default({ hotelLevel: 'NONE', rooms: 0, groundTransport: false, guide: false }),
    purpose: z.enum(GROUP_PURPOSES, { error: '请选择出行目的' }),
    orgName: textField('单位名称', { min: 2, max: 60 }),
    contactName: personNameField('联系人姓名'),
    mobile: mobileSchema,
    remarks: textField('备注', { max: 500, multiline: true }).default(''),
  })
  .refine((b) => b.adults + b.children >= GROUP_MIN_PARTY, {
    message: `团队人数（成人与儿童合计）至少${GROUP_MIN_PARTY}人`,
    path: ['adults'],
  })
  .refine((b) => b.adults + b.children <= GROUP_MAX_PARTY, {
    message: `团队人数最多${GROUP_MAX_PARTY}人`,
    path: ['adults'],
  })
  .refine((b) => b.adults >= 1, { message: '成人人数至少1人', path: ['adults'] })
  .refine((b) => segmentsFit(b.tripType, b.segments.length), {
    message: '航段数与行程类型不符（单程1段，往返2段，多程至少2段）',
    path: ['segments'],
  })
  .refine((b) => b.segments.every((s, i) => i === 0 || s.date >= b.segments[i - 1]!.date), {
    message: '后一航段的出发日期不能早于前一航段',
    path: ['segments'],
  })
  .refine((b) => b.needs.hotelLevel === 'NONE' || b.needs.rooms >= 1, {
    message: '需要酒店时请填写房间数',
    path: ['needs', 'rooms'],
  });
export type GroupRequestBody = z.input<typeof groupRequestBody>;
export type GroupRequestInput = z.output<typeof groupRequestBody>;

/** The indicative price of one segment (参考价): the site's cheapest fare in the cabin that day. */
export const groupSegmentPriceSchema = z.object({
  from: z.string(),
  to: z.string(),
  fromName: z.string(),
  toName: z.string(),
  date: z.string(),
  /** The flight priced, or null when none is on sale that day and window. */
  flightNo: z.string().nullable(),
  adultFareFen: z.number().int().nullable(),
  childFareFen: z.number().int().nullable(),
});

/** The indicative price given at once (参考价), with the basis it was computed on. */
export const groupIndicativeSchema = z.object({
  totalFen: z.number().int(),
  perPersonFen: z.number().int(),
  /** Every segment had a fare (false: the total leaves those segments out). */
  complete: z.boolean(),
  basis: z.string(),
  segments: z.array(groupSegmentPriceSchema),
});
export type GroupIndicative = z.infer<typeof groupIndicativeSchema>;

export const groupSubmitResult = z.object({
  requestNo: z.string(),
  state: z.enum(GROUP_STATES),
  stateLabel: z.string(),
  submittedAt: z.string(),
  indicative: groupIndicativeSchema,
});
export type GroupSubmitResult = z.infer<typeof groupSubmitResult>;

export const groupRequestNoSchema = z
  .string({ error: '请填写申请单号' })
  .regex(/^G\d{18}$/, '申请单号不正确');

/** POST list (the member's own), detail, balance QR code: `{requestNo}` where named. */
export const groupListBody = z.strictObject({});
export const groupRequestNoBody = z.strictObject({ requestNo: groupRequestNoSchema });

/** POST …/quote/accept: the member accepts quote `version` (the current one). */
export const groupAcceptBody = z.strictObject({
  requestNo: groupRequestNoSchema,
  version: z.number({ error: '报价版本应为数字' }).int('报价版本应为整数').min(1, '报价版本不正确'),
});

/** A quote version as the member and staff see it. */
export const groupQuoteSchema = z.object({
  version: z.number().int(),
  totalFen: z.number().int(),
  perPersonFen: z.number().int(),
  depositFen: z.number().int(),
  validUntil: z.string(),
  nameListDeadline: z.string(),
  refundRules: z.string(),
  /** A newer version replaced it. */
  superseded: z.boolean(),
  createdAt: z.string(),
});
export type GroupQuote = z.infer<typeof groupQuoteSchema>;

export const groupSummarySchema = z.object({
  requestNo: z.string(),
  state: z.enum(GROUP_STATES),
  stateLabel: z.string(),
  tripType: z.enum(GROUP_TRIP_TYPES),
  route: z.string(),
  firstDate: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  purpose: z.enum(GROUP_PURPOSES),
  indicativeFen: z.number().int(),
  submittedAt: z.string(),
  current: groupQuoteSchema.nullable(),
});
export type GroupSummary = z.infer<typeof groupSummarySchema>;

export const groupListResult = z.object({ items: z.array(groupSummarySchema) });
export type GroupListResult = z.infer<typeof groupListResult>;

export const groupDetailSchema = groupSummarySchema.extend({
  cabin: z.enum(CABINS),
  segments: z.array(
    z.object({
      from: z.string(),
      to: z.string(),
      date: z.string(),
      timeWindow: z.enum(GROUP_TIME_WINDOWS),
    }),
  ),
  needs: z.object({
    hotelLevel: z.enum(GROUP_HOTEL_LEVELS),
    rooms: z.number().int(),
    groundTransport: z.boolean(),
    guide: z.boolean(),
  }),
  budgetBasis: z.enum(GROUP_BUDGET_BASES),
  budgetFen: z.number().int(),
  orgName: z.string(),
  contactName: z.string(),
  /** Masked for the member's view (138****0000). */
  mobile: z.string(),
  remarks: z.string(),
  indicative: groupIndicativeSchema,
  quotes: z.array(groupQuoteSchema),
  /** The group order once a quote was accepted (定金 then 尾款 on the pay page). */
  orderNo: z.string().nullable(),
  orderState: z.string().nullable(),
  /** The 尾款 line waits for payment. */
  balanceDue: z.boolean(),
  closedReason: z.string().nullable(),
});
export type GroupDetail = z.infer<typeof groupDetailSchema>;

export const groupActResult = z.object({
  requestNo: z.string(),
  state: z.enum(GROUP_STATES),
  stateLabel: z.string(),
  orderNo: z.string().nullable(),
});
export type GroupActResult = z.infer<typeof groupActResult>;
