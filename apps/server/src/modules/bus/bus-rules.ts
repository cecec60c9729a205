import { BOOKING_RULES_AS_SEEDED, BUS_MAX_PASSENGERS, type BusBookingRules } from '@lvxing/shared';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { shanghaiDate } from '../orders/order-numbers';
import {
  childAge,
  holdMinutesValue,
  ladderSteps,
  type RuleDefinition,
} from '../settings/rule-definition';
import { ruleOn, seedRules, type DatedRule } from '../settings/rule-settings.repository';
import type { BusDeps } from './bus.deps';

/** Keys of the bus rules in `rule_settings`. */
export const BUS_RULE_KEYS = {
  refundLadder: 'bus.refund_ladder',
  paymentHold: 'bus.payment_hold',
  childTickets: 'bus.child_tickets',
} as const;

/** Refund fee ladder: the first rule (highest `minHoursBefore`) met applies; none after departure. */
export interface BusRefundLadder {
  rules: { label: string; minHoursBefore: number; feePercent: number }[];
}
/** How long a new order waits for payment (never past the departure's sale cut-off). */
export interface BusPaymentHold {
  minutes: number;
}
/** Children's tickets by whole years of age on the travel day. */
export interface BusChildTickets {
  /** Younger children ride free without a seat and need no ticket. */
  freeUnderAge: number;
  /** Half tickets are for ages `freeUnderAge` … `halfMaxAge` (inclusive). */
  halfMaxAge: number;
}

export interface BusRules {
  refundLadder: BusRefundLadder;
  paymentHold: BusPaymentHold;
  childTickets: BusChildTickets;
}

/** The bus rules as seeded at start (idempotent). A change is a new row with a later date. */
export const BUS_RULE_SEEDS: DatedRule<unknown>[] = [
  {
    key: BUS_RULE_KEYS.refundLadder,
    effectiveFrom: '2020-01-01',
    value: {
      rules: [
        { label: '开车前2小时以上退票', minHoursBefore: 2, feePercent: 10 },
        { label: '开车前2小时以内退票', minHoursBefore: 0, feePercent: 20 },
      ],
    } satisfies BusRefundLadder,
    source:
      '汽车票退票费：开车前2小时以上收取票价10%，2小时以内收取20%，开车后不予退票（domain.md Buses）',
  },
  {
    key: BUS_RULE_KEYS.paymentHold,
    effectiveFrom: '2020-01-01',
    value: { minutes: 30 } satisfies BusPaymentHold,
    source: '本站规则：下单后30分钟内支付，且不晚于该班次停售时间',
  },
  {
    key: BUS_RULE_KEYS.childTickets,
    effectiveFrom: '2020-01-01',
    value: BOOKING_RULES_AS_SEEDED.bus.childTickets satisfies BusChildTickets,
    source: '儿童票：6周岁以下免票不占座，6–14周岁购买半票（票价50%）（domain.md Buses）',
  },
];

/** The bus rules a 管理员 may change from the console, with the shapes `busRulesOn` reads. */
export const BUS_RULE_DEFINITIONS: readonly RuleDefinition[] = [
  {
    key: BUS_RULE_KEYS.refundLadder,
    label: '汽车票退票费',
    schema: z.strictObject({ rules: ladderSteps }),
  },
  { key: BUS_RULE_KEYS.paymentHold, label: '汽车票支付时限', schema: holdMinutesValue },
  {
    key: BUS_RULE_KEYS.childTickets,
    label: '汽车儿童票年龄',
    schema: z
      .strictObject({ freeUnderAge: childAge, halfMaxAge: childAge })
      .refine((v) => v.freeUnderAge <= v.halfMaxAge, '免票年龄不能大于半票最大年龄'),
  },
];

/** Seeds the bus rules (idempotent; run at every start). */
export async function seedBusRules(db: Db | Tx): Promise<void> {
  await seedRules(db, BUS_RULE_SEEDS);
}

/**
 * The bus rules in force on `day` (`YYYY-MM-DD`).
 * @throws Error when a rule is missing (the seed did not run).
 */
export async function busRulesOn(db: Db | Tx, day: string): Promise<BusRules> {
  const [refundLadder, paymentHold, childTickets] = await Promise.all([
    ruleOn<BusRefundLadder>(db, BUS_RULE_KEYS.refundLadder, day),
    ruleOn<BusPaymentHold>(db, BUS_RULE_KEYS.paymentHold, day),
    ruleOn<BusChildTickets>(db, BUS_RULE_KEYS.childTickets, day),
  ]);
  if (!refundLadder || !paymentHold || !childTickets) {
    throw new Error(`bus rules missing on ${day}`);
  }
  return { refundLadder, paymentHold, childTickets };
}

/**
 * The booking rules the site serves (POST /api/bus/rules) from what the booking checks enforce:
 * the sale window of `assertBusDateOnSale` (today … today + `BUS_SALE_WINDOW_DAYS`, so one day
 * more including today), the order body's limit and the children's tickets of `busRulesOn` in
 * force today (Beijing date of `deps.now`).
 */
export async function busBookingRulesToday(
  deps: Pick<BusDeps, 'db' | 'now' | 'saleWindowDays'>,
): Promise<BusBookingRules> {
  const { childTickets } = await busRulesOn(deps.db, shanghaiDate(deps.now()));
  return {
    saleWindowDays: deps.saleWindowDays + 1,
    maxPassengers: BUS_MAX_PASSENGERS,
    childTickets: { freeUnderAge: childTickets.freeUnderAge, halfMaxAge: childTickets.halfMaxAge },
  };
}
