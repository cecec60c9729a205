// The transfer's dated rules (rule_settings): the price by distance and class, the night
// surcharge and the extras; the service policy (lead times, free waiting, free cancellation and
// the late fee, booking notice and window); the payment hold. A change is a new version.
import { z } from 'zod';
import { TRANSFER_CLASSES, type TransferClass } from '@lvxing/shared';
import type { Db, Tx } from '../../db/client';
import { rulesByDay } from '../settings/rules-by-day';
import { holdMinutesValue, type RuleDefinition } from '../settings/rule-definition';
import { ruleOn, seedRules, type DatedRule } from '../settings/rule-settings.repository';

export const TRANSFER_RULE_KEYS = {
  pricing: 'transfer.pricing',
  policy: 'transfer.policy',
  paymentHold: 'transfer.payment_hold',
} as const;

const fen = z.number().int().min(0).max(1_000_000);
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** Price of one class: a flag fall with its first km, then per km, never under a minimum. */
const classPrice = z.strictObject({
  baseFen: fen,
  includedKm: z.number().int().min(0).max(100),
  perKmFen: fen,
  minFen: fen,
});

export const transferPricingSchema = z.strictObject({
  /** Road km per great-circle km (city roads are not straight). */
  roadFactor: z.number().min(1).max(3),
  /** Longest road distance served, km. */
  maxKm: z.number().int().min(10).max(500),
  classes: z.strictObject(
    Object.fromEntries(TRANSFER_CLASSES.map((c) => [c, classPrice])) as Record<
      TransferClass,
      typeof classPrice
    >,
  ),
  /** Night service (from `from` to `to` next morning): `percent` of the distance price. */
  night: z.strictObject({
    from: clockTime,
    to: clockTime,
    percent: z.number().int().min(0).max(100),
  }),
  signFen: fen,
  childSeatFen: fen,
});
export type TransferPricing = z.infer<typeof transferPricingSchema>;

export const transferPolicySchema = z.strictObject({
  /** 送机: the car comes this long before the flight's departure; 送站: before the train's. */
  flightLeadMinutes: z.number().int().min(60).max(360),
  trainLeadMinutes: z.number().int().min(30).max(240),
  /** Free waiting after the actual landing or arrival. */
  freeWaitMinutes: z.number().int().min(0).max(180),
  /** Free cancellation until this many hours before the car meets the member. */
  freeCancelHours: z.number().min(0).max(48),
  /** The fee of a later cancellation, percent of the total (never after the service time). */
  lateCancelPercent: z.number().int().min(0).max(100),
  /** Shortest notice of a booking, minutes before the service time. */
  minNoticeMinutes: z.number().int().min(0).max(1440),
  /** Days ahead a transfer may be booked. */
  windowDays: z.number().int().min(1).max(366),
});
export type TransferPolicy = z.infer<typeof transferPolicySchema>;

const SEEDS: DatedRule<unknown>[] = [
  {
    key: TRANSFER_RULE_KEYS.pricing,
    effectiveFrom: '2020-01-01',
    value: {
      roadFactor: 1.3,
      maxKm: 150,
      classes: {
        ECONOMY5: { baseFen: 3900, includedKm: 5, perKmFen: 240, minFen: 5900 },
        COMFORT5: { baseFen: 5900, includedKm: 5, perKmFen: 320, minFen: 7900 },
        BUSINESS7: { baseFen: 7900, includedKm: 5, perKmFen: 420, minFen: 10900 },
        LUXURY: { baseFen: 12900, includedKm: 5, perKmFen: 680, minFen: 16900 },
      },
      night: { from: '22:00', to: '06:00', percent: 20 },
      signFen: 2000,
      childSeatFen: 3000,
    } satisfies TransferPricing,
    source:
      '本站规则（示例数据）：一口价＝起步价（含5公里）＋超出里程×每公里单价（里程＝两地球面距离×1.3道路系数），不低于最低价；22:00–06:00用车加收20%夜间服务费；举牌接机20元，儿童座椅30元/个',
  },
  {
    key: TRANSFER_RULE_KEYS.policy,
    effectiveFrom: '2020-01-01',
    value: {
      flightLeadMinutes: 180,
      trainLeadMinutes: 90,
      freeWaitMinutes: 60,
      freeCancelHours: 2,
      lateCancelPercent: 30,
      minNoticeMinutes: 120,
      windowDays: 60,
    } satisfies TransferPolicy,
    source:
      '本站规则：送机建议起飞前3小时、送站建议开车前1.5小时上车；航班实际落地或列车到达后免费等待60分钟；用车前2小时以上免费取消，之后取消收取订单金额30%；需提前2小时、最多提前60天预订',
  },
  {
    key: TRANSFER_RULE_KEYS.paymentHold,
    effectiveFrom: '2020-01-01',
    value: { minutes: 30 },
    source: '本站规则：接送车订单下单后30分钟内完成支付，逾期自动取消',
  },
];

/** The transfer rules a 管理员 may change from the console. */
export const TRANSFER_RULE_DEFINITIONS: readonly RuleDefinition[] = [
  { key: TRANSFER_RULE_KEYS.pricing, label: '接送车计价', schema: transferPricingSchema },
  { key: TRANSFER_RULE_KEYS.policy, label: '接送车服务与取消', schema: transferPolicySchema },
  { key: TRANSFER_RULE_KEYS.paymentHold, label: '接送车订单支付时限', schema: holdMinutesValue },
];

/** Seeds the transfer rules (idempotent; run at every start). */
export async function seedTransferRules(db: Db | Tx): Promise<void> {
  await seedRules(db, SEEDS);
}

export interface TransferRules {
  pricing: TransferPricing;
  policy: TransferPolicy;
  holdMinutes: number;
}

/**
 * The transfer rules in force on `day` (`YYYY-MM-DD`, Beijing), read once per day and database (a
 * new version takes effect from tomorrow at the earliest, 30013). A failed read is not kept.
 * @throws Error when a rule is missing (the seed did not run).
 */
export const transferRulesOn: (db: Db | Tx, day: string) => Promise<TransferRules> =
  rulesByDay(readRules);

async function readRules(db: Db | Tx, day: string): Promise<TransferRules> {
  const k = TRANSFER_RULE_KEYS;
  const [pricing, policy, hold] = await Promise.all([
    ruleOn<TransferPricing>(db, k.pricing, day),
    ruleOn<TransferPolicy>(db, k.policy, day),
    ruleOn<{ minutes: number }>(db, k.paymentHold, day),
  ]);
  if (!pricing || !policy || !hold) throw new Error(`transfer rules missing on ${day}`);
  return { pricing, policy, holdMinutes: hold.minutes };
}
