// The tour rules as dated data for `rule_settings`: the traveller's cancellation ladders of the
// 2014 model contracts and the 旅游法 notice for a group that does not form. Seeded later by the
// tour module (idempotent, like HOTEL_RULE_SEEDS); the zod schemas validate an administrator's edit.
import { z } from 'zod';
import type { DatedRule } from '../../settings/rule-settings.repository';

/** Keys of the tour rules in `rule_settings`. */
export const TOUR_RULE_KEYS = {
  refundDomestic: 'tour.refund_ladder.domestic',
  refundOutbound: 'tour.refund_ladder.outbound',
  groupCancelNotice: 'tour.group_cancel_notice',
} as const;

/** One step: a cancellation `toDays`…`fromDays` days before departure costs `feePercent`. */
export interface TourRefundTier {
  fromDays: number;
  toDays: number;
  feePercent: number;
}

/**
 * A traveller's cancellation ladder. Before the first step only the costs already incurred are
 * deducted; the fee never exceeds the price (示范文本: actual costs above the ladder are charged
 * up to the total). Day 0 is the departure day.
 */
export interface TourRefundLadder {
  scope: 'DOMESTIC' | 'OUTBOUND';
  /** Steps from the earliest to the departure day. */
  tiers: TourRefundTier[];
}

/** 旅游法 art. 63: the agency cancels a group that did not form at least this many days ahead. */
export interface TourGroupCancelNotice {
  domesticDays: number;
  outboundDays: number;
}

const tierSchema = z.object({
  fromDays: z.number().int().min(0).max(365),
  toDays: z.number().int().min(0).max(365),
  feePercent: z.number().min(0).max(100),
});

/**
 * A ladder as stored: steps contiguous from the earliest down to day 0, each with `toDays` ≤
 * `fromDays`, and fees that never go down nearer departure.
 */
export const tourRefundLadderSchema = z
  .object({ scope: z.enum(['DOMESTIC', 'OUTBOUND']), tiers: z.array(tierSchema).min(1) })
  .superRefine((ladder, ctx) => {
    ladder.tiers.forEach((t, i) => {
      const prev = ladder.tiers[i - 1];
      const n = i + 1;
      if (t.toDays > t.fromDays)
        ctx.addIssue({ code: 'custom', message: `第${n}档的截止天数不能大于起始天数` });
      if (prev && t.fromDays !== prev.toDays - 1)
        ctx.addIssue({
          code: 'custom',
          message: `第${n}档应紧接第${i}档（起始天数为上一档截止天数减1）`,
        });
      if (prev && t.feePercent < prev.feePercent)
        ctx.addIssue({ code: 'custom', message: `第${n}档的扣费比例不能低于第${i}档` });
    });
    if (ladder.tiers.at(-1)?.toDays !== 0)
      ctx.addIssue({ code: 'custom', message: '最后一档应截止到出发当日（0天）' });
  });

export const tourGroupCancelNoticeSchema = z.object({
  domesticDays: z.number().int().min(1).max(90),
  outboundDays: z.number().int().min(1).max(90),
});

const TOURISM_LAW = '《中华人民共和国旅游法》（2013年10月1日施行）';

/** The tour rules as seeded (idempotent). A change is a new row with a later date. */
export const TOUR_RULE_SEEDS: DatedRule<unknown>[] = [
  {
    key: TOUR_RULE_KEYS.refundDomestic,
    effectiveFrom: '2014-04-01',
    value: {
      scope: 'DOMESTIC',
      tiers: [
        { fromDays: 6, toDays: 4, feePercent: 20 },
        { fromDays: 3, toDays: 1, feePercent: 40 },
        { fromDays: 0, toDays: 0, feePercent: 60 },
      ],
    } satisfies TourRefundLadder,
    source: `${TOURISM_LAW}第65条；《团队境内旅游合同（示范文本）》GF—2014—2401：行程开始前7日以内解除合同的，前6日至4日扣旅游费用总额20%，前3日至1日40%，当日60%；此前仅扣已发生的必要费用`,
  },
  {
    key: TOUR_RULE_KEYS.refundOutbound,
    effectiveFrom: '2014-04-01',
    value: {
      scope: 'OUTBOUND',
      tiers: [
        { fromDays: 29, toDays: 15, feePercent: 5 },
        { fromDays: 14, toDays: 7, feePercent: 20 },
        { fromDays: 6, toDays: 4, feePercent: 50 },
        { fromDays: 3, toDays: 1, feePercent: 60 },
        { fromDays: 0, toDays: 0, feePercent: 70 },
      ],
    } satisfies TourRefundLadder,
    source: `${TOURISM_LAW}第65条；《团队出境旅游合同（示范文本）》GF—2014—2402：行程开始前30日以内解除合同的，前29日至15日扣5%，前14日至7日20%，前6日至4日50%，前3日至1日60%，当日70%；签证等已发生费用另计`,
  },
  {
    key: TOUR_RULE_KEYS.groupCancelNotice,
    effectiveFrom: '2013-10-01',
    value: { domesticDays: 7, outboundDays: 30 } satisfies TourGroupCancelNotice,
    source: `${TOURISM_LAW}第63条：因未达到约定的成团人数不能出团的，组团社应当至少提前7日（境内）或30日（出境）通知旅游者解除合同并退还全部已收取的费用`,
  },
];

/**
 * The fee (percent of the tour price) of a cancellation `daysBefore` days before departure, or
 * null before the ladder starts (then only the costs already incurred are deducted).
 */
export function refundFeePercent(ladder: TourRefundLadder, daysBefore: number): number | null {
  const days = Math.max(0, daysBefore);
  const tier = ladder.tiers.find((t) => days <= t.fromDays && days >= t.toDays);
  return tier ? tier.feePercent : null;
}
