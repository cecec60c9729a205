import { addDays } from '@lvxing/shared';
import type { Db, Tx } from '../../db/client';
import { rulesByDay } from '../settings/rules-by-day';
import { holdMinutesValue, type RuleDefinition } from '../settings/rule-definition';
import { ruleOn, seedRules, type DatedRule } from '../settings/rule-settings.repository';
import {
  TOUR_RULE_KEYS,
  TOUR_RULE_SEEDS,
  tourGroupCancelNoticeSchema,
  tourRefundLadderSchema,
  type TourGroupCancelNotice,
  type TourProduct,
  type TourRefundLadder,
} from './catalog';

/** Keys of the tour rules in `rule_settings`: the catalog's and the payment hold. */
export const TOUR_KEYS = { ...TOUR_RULE_KEYS, paymentHold: 'tour.payment_hold' } as const;

/** The tour rules as seeded at start (idempotent). A change is a new row with a later date. */
const SEEDS: DatedRule<unknown>[] = [
  ...TOUR_RULE_SEEDS,
  {
    key: TOUR_KEYS.paymentHold,
    effectiveFrom: '2020-01-01',
    value: { minutes: 30 },
    source: '本站规则：旅游订单下单后30分钟内完成支付，逾期订单自动取消，名额释放',
  },
];

/** The tour rules a 管理员 may change from the console. */
export const TOUR_RULE_DEFINITIONS: readonly RuleDefinition[] = [
  { key: TOUR_KEYS.refundDomestic, label: '国内游行前解约扣费', schema: tourRefundLadderSchema },
  { key: TOUR_KEYS.refundOutbound, label: '出境游行前解约扣费', schema: tourRefundLadderSchema },
  {
    key: TOUR_KEYS.groupCancelNotice,
    label: '不成团通知期限',
    schema: tourGroupCancelNoticeSchema,
  },
  { key: TOUR_KEYS.paymentHold, label: '旅游订单支付时限', schema: holdMinutesValue },
];

/** Seeds the tour rules (idempotent; run at every start). */
export async function seedTourRules(db: Db | Tx): Promise<void> {
  await seedRules(db, SEEDS);
}

/** The tour rules in force on a day. */
export interface TourRules {
  ladders: Record<'DOMESTIC' | 'OUTBOUND', TourRefundLadder>;
  notice: TourGroupCancelNotice;
  holdMinutes: number;
}

/**
 * The tour rules in force on `day` (`YYYY-MM-DD`, Beijing), read once per day and database: a
 * new version of a rule takes effect from tomorrow at the earliest (the console's rule, 30013),
 * so the day's rules never change during it. A failed read is not kept.
 * @throws Error when a rule is missing (the seed did not run).
 */
export const tourRulesOn: (db: Db | Tx, day: string) => Promise<TourRules> = rulesByDay(readRules);

async function readRules(db: Db | Tx, day: string): Promise<TourRules> {
  const [domestic, outbound, notice, hold] = await Promise.all([
    ruleOn<TourRefundLadder>(db, TOUR_KEYS.refundDomestic, day),
    ruleOn<TourRefundLadder>(db, TOUR_KEYS.refundOutbound, day),
    ruleOn<TourGroupCancelNotice>(db, TOUR_KEYS.groupCancelNotice, day),
    ruleOn<{ minutes: number }>(db, TOUR_KEYS.paymentHold, day),
  ]);
  if (!domestic || !outbound || !notice || !hold) throw new Error(`tour rules missing on ${day}`);
  return { ladders: { DOMESTIC: domestic, OUTBOUND: outbound }, notice, holdMinutes: hold.minutes };
}

/**
 * Whether a product's departures form as a group by a deadline (跟团游: the group minimum is the
 * departure's); the other types form with their booking (私家团: the party is the group; 自由行
 * and 当地玩乐: the minimum is per order, 起订人数).
 */
export const formsAsGroup = (product: Pick<TourProduct, 'type'>) => product.type === 'GROUP';

/** Days before departure by which a group short of its minimum is cancelled (旅游法 art. 63). */
export const noticeDaysOf = (product: Pick<TourProduct, 'scope'>, notice: TourGroupCancelNotice) =>
  product.scope === 'OUTBOUND' ? notice.outboundDays : notice.domesticDays;

/**
 * The day a departure is decided on: its notice day for a 跟团游 (at the latest its 截止报名),
 * the departure day itself for the types that form with their booking.
 */
export function decideOnOf(product: TourProduct, date: string, notice: TourGroupCancelNotice) {
  return formsAsGroup(product) ? addDays(date, -noticeDaysOf(product, notice)) : date;
}
