import {
  BOOKING_RULES_AS_SEEDED,
  TRAIN_MAX_PASSENGERS,
  type TrainBookingRules,
} from '@lvxing/shared';
import type { Db, Tx } from '../../db/client';
import { shanghaiDate } from '../orders/order-numbers';
import { ruleOn, seedRules, type DatedRule } from '../settings/rule-settings.repository';
import { STUDENT_SEAT_CLASSES } from './catalog/fares';
import type { TrainDeps } from './train.deps';

/** A step of the refund ladder: from `minHoursBefore` hours before departure on, `feePercent`. */
export interface RefundStep {
  label: string;
  minHoursBefore: number;
  feePercent: number;
}

/** The train rules in force on a day (dated rows of `rule_settings`). */
export interface TrainRules {
  /** Bookable days including today (预售期). */
  saleWindowDays: number;
  /** Online sales close this many minutes before departure. */
  salesCloseMinutes: number;
  /** Payment hold after booking; `nearMinutes` when departure is within `nearHours`. */
  payHold: { minutes: number; nearMinutes: number; nearHours: number };
  /** Refund fee ladder (highest threshold first), fee rounding and minimum per ticket. */
  refund: { steps: RefundStep[]; minimumFen: number };
  /** 儿童票 ages: from `freeUnderAge` to under `childUnderAge` (whole years on the travel date). */
  childTickets: TrainBookingRules['childTickets'];
}

const DOMAIN_NOTES = '12306 规则（项目 domain notes）';

/**
 * The train rules as seeded (idempotent; a change is a new row with a later date):
 * - 预售期 15 days including today (12306 购票须知; the start date is this site's assumption).
 * - Sales close 30 minutes before departure; payment hold 30 minutes after the seats are locked,
 *   10 minutes when departure is within 2 hours (domain notes).
 * - 儿童票 from 6 to under 14 years on the travel date, under 6 free without a seat (《铁路旅客
 *   运输规程》 2023-01-01; dated like the others from this site's start).
 * - Refund fee (铁路总公司《关于调整铁路客运退票有关规定》, from 2016-01-01): free 8 days (192 h)
 *   or more before departure, 5 % from 48 h, 10 % from 24 h, 20 % under 24 h; per ticket, tail
 *   rounded to ¥0.5, at least ¥2 when a fee is due.
 */
export const TRAIN_RULE_SEED: DatedRule<unknown>[] = [
  {
    key: 'train.saleWindow',
    effectiveFrom: '2020-01-01',
    value: { days: BOOKING_RULES_AS_SEEDED.train.saleWindowDays },
    source: '12306 购票须知：互联网售票预售期15天（含当天）',
  },
  {
    key: 'train.salesClose',
    effectiveFrom: '2020-01-01',
    value: { minutesBefore: 30 },
    source: `${DOMAIN_NOTES}：开车前30分钟停止网上售票`,
  },
  {
    key: 'train.payHold',
    effectiveFrom: '2020-01-01',
    value: { minutes: 30, nearMinutes: 10, nearHours: 2 },
    source: `${DOMAIN_NOTES}：锁座后30分钟内支付，开车前2小时内为10分钟`,
  },
  {
    key: 'train.refundFee',
    effectiveFrom: '2016-01-01',
    value: {
      steps: [
        { label: '开车前8天（含）以上', minHoursBefore: 192, feePercent: 0 },
        { label: '开车前48小时以上、不足8天', minHoursBefore: 48, feePercent: 5 },
        { label: '开车前24小时以上、不足48小时', minHoursBefore: 24, feePercent: 10 },
        { label: '开车前不足24小时', minHoursBefore: 0, feePercent: 20 },
      ],
      minimumFen: 200,
    },
    source:
      '中国铁路总公司《关于调整铁路客运退票有关规定》2016-01-01 起；退票费尾数以0.5元为单位，最低2元',
  },
  {
    key: 'train.childTickets',
    effectiveFrom: '2020-01-01',
    value: BOOKING_RULES_AS_SEEDED.train.childTickets,
    source:
      '《铁路旅客运输规程》2023-01-01 起：年满6周岁未满14周岁的儿童购买儿童优惠票，未满6周岁随同成人免费乘车（不单独占用席位）',
  },
];

/** Seeds the train rules (idempotent). */
export async function seedTrainRules(db: Db | Tx): Promise<void> {
  await seedRules(db, TRAIN_RULE_SEED);
}

const CACHE_MS = 60_000;
/** Per database (tests open several) and day. */
const caches = new WeakMap<Db | Tx, Map<string, { rules: TrainRules; at: number }>>();

async function load(db: Db | Tx, day: string): Promise<TrainRules> {
  const [sale, close, hold, refund, childTickets] = await Promise.all([
    ruleOn<{ days: number }>(db, 'train.saleWindow', day),
    ruleOn<{ minutesBefore: number }>(db, 'train.salesClose', day),
    ruleOn<TrainRules['payHold']>(db, 'train.payHold', day),
    ruleOn<TrainRules['refund']>(db, 'train.refundFee', day),
    ruleOn<TrainRules['childTickets']>(db, 'train.childTickets', day),
  ]);
  if (!sale || !close || !hold || !refund || !childTickets) {
    throw new Error(`train rules missing on ${day}`);
  }
  return {
    saleWindowDays: sale.days,
    salesCloseMinutes: close.minutesBefore,
    payHold: hold,
    refund,
    childTickets,
  };
}

/**
 * The train rules in force on `day` (local date), cached per instance for a minute so searches
 * do not read them every time. @throws Error when a rule is missing (not seeded).
 */
export async function trainRulesOn(db: Db | Tx, day: string): Promise<TrainRules> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(day);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.rules;
  const rules = await load(db, day);
  cache.set(day, { rules, at: Date.now() });
  if (cache.size > 64) cache.delete(cache.keys().next().value as string);
  return rules;
}

/** Bookable days including today: `TRAIN_SALE_WINDOW_DAYS` if set, else the dated rule. */
export function saleWindowDays(deps: TrainDeps, rules: TrainRules): number {
  return deps.trainSaleWindowDays ?? rules.saleWindowDays;
}

/**
 * The booking rules the site serves (POST /api/train/rules) and the booking checks enforce
 * (`assertBookable`, `checkTrainPassengers`, the order body's limit, `ticketTypeShare`): one value
 * for both, so the web never offers what the server refuses.
 */
export function trainBookingRules(deps: TrainDeps, rules: TrainRules): TrainBookingRules {
  return {
    saleWindowDays: saleWindowDays(deps, rules),
    maxPassengers: TRAIN_MAX_PASSENGERS,
    childTickets: rules.childTickets,
    studentSeatClasses: {
      emu: [...STUDENT_SEAT_CLASSES.emu],
      conventional: [...STUDENT_SEAT_CLASSES.conventional],
    },
  };
}

/** The booking rules in force today (Beijing date of `deps.now`), as POST /api/train/rules serves. */
export async function trainBookingRulesToday(deps: TrainDeps): Promise<TrainBookingRules> {
  return trainBookingRules(deps, await trainRulesOn(deps.db, shanghaiDate(deps.now())));
}
