import {
  BOOKING_RULES_AS_SEEDED,
  TRAIN_MAX_PASSENGERS,
  type TrainBookingRules,
} from '@lvxing/shared';
import type { Db, Tx } from '../../db/client';
import { shanghaiDate } from '../orders/order-numbers';
import { ruleOn, seedRules, type DatedRule } from '../settings/rule-settings.repository';
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
  /** 学生票: when they are sold, how often, and in which seat classes (`train.studentTickets`). */
  studentTickets: StudentTicketRule;
  /** 改签 and 变更到站 (`train.change`): see {@link TrainChangeRule}. */
  change: TrainChangeRule;
}

/**
 * The dated rule `train.change` (12306 改签 and 变更到站): each ticket changed at most
 * `perTicket` times (改签 and 变更到站 together); more than `nearHours` hours before departure
 * to any train of the sale window, within them only to trains leaving by 24:00 of the ticket's
 * date, never after departure; no change fee (`feeFen`); a dearer ticket pays the difference, a
 * cheaper one gets the difference back less the refund ladder's fee on it.
 */
export interface TrainChangeRule {
  perTicket: number;
  nearHours: number;
  feeFen: number;
}

/**
 * The dated rule `train.studentTickets`: travel days inside one of `periods` (month-day ranges,
 * `MM-DD`, ends included, a range may run over the new year), at most `tripsPerSchoolYear`
 * single trips per passenger in a school year starting on `schoolYearStart` (`MM-DD`), and the
 * seat classes a student ticket may be sold in, of EMU (G/D/C) and of conventional trains.
 */
export interface StudentTicketRule extends Readonly<TrainBookingRules['studentTickets']> {
  seatClasses: TrainBookingRules['studentSeatClasses'];
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
 * - 学生票 (铁道部/教育部 rules as reprinted by 12306): sold for travel 12-01…03-31 (寒假) and
 *   06-01…09-30 (暑假), 4 single trips per school year (10-01 to 09-30), in 二等座 and 无座 of EMU
 *   trains and 硬座, 硬卧 and 无座 of conventional trains.
 * - 改签 and 变更到站 (`train.change`, 12306 购票须知): once per ticket, no fee, more than 48 h
 *   before departure to any train on sale, within 48 h only to trains leaving by 24:00 of the
 *   ticket's date; a cheaper ticket refunds the difference less the refund ladder's fee on it.
 *   Later change, not seeded: China Railway announced in August 2025 (人民日报 2025-08-27) that
 *   student tickets can be bought at any time of the school year, in more EMU seat classes. That
 *   is a later dated row of `train.studentTickets` (new periods and seat classes) once its
 *   effective date is confirmed; it is deliberately not added here.
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
  {
    key: 'train.studentTickets',
    effectiveFrom: '2020-01-01',
    value: {
      ...BOOKING_RULES_AS_SEEDED.train.studentTickets,
      seatClasses: BOOKING_RULES_AS_SEEDED.train.studentSeatClasses,
    } satisfies StudentTicketRule,
    source:
      '铁道部、教育部学生票规定（12306 学生票购票须知转载）：寒假12月1日至3月31日、暑假6月1日至9月30日发售；每学年（10月1日至次年9月30日）限购4次单程；动车组二等座、无座，普速列车硬座、硬卧、无座',
  },
  {
    key: 'train.change',
    effectiveFrom: '2020-01-01',
    value: { perTicket: 1, nearHours: 48, feeFen: 0 } satisfies TrainChangeRule,
    source:
      '12306 购票须知「改签」「变更到站」：每张车票只能办理一次改签或变更到站；开车前48小时（不含）以上可改签预售期内的其他列车，开车前48小时以内可改签票面日期当日24:00之前的其他列车（网上不办理开车后的改签）；变更到站为原发站至其他到站、同一乘车日期范围的列车；不收改签费；新票票价高于原票的补收差额，低于原票的退还差额，对差额部分核收退票费并执行现行退票费标准',
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
  const [sale, close, hold, refund, childTickets, studentTickets, change] = await Promise.all([
    ruleOn<{ days: number }>(db, 'train.saleWindow', day),
    ruleOn<{ minutesBefore: number }>(db, 'train.salesClose', day),
    ruleOn<TrainRules['payHold']>(db, 'train.payHold', day),
    ruleOn<TrainRules['refund']>(db, 'train.refundFee', day),
    ruleOn<TrainRules['childTickets']>(db, 'train.childTickets', day),
    ruleOn<StudentTicketRule>(db, 'train.studentTickets', day),
    ruleOn<TrainChangeRule>(db, 'train.change', day),
  ]);
  if (!sale || !close || !hold || !refund || !childTickets || !studentTickets || !change) {
    throw new Error(`train rules missing on ${day}`);
  }
  return {
    saleWindowDays: sale.days,
    salesCloseMinutes: close.minutesBefore,
    payHold: hold,
    refund,
    childTickets,
    studentTickets,
    change,
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
 * (`assertBookable`, `checkTrainPassengers`, the order body's limit, `ticketTypeShare`, the
 * 学生票 checks of train-discounts.service.ts): one value for both, so the web never offers what
 * the server refuses.
 */
export function trainBookingRules(deps: TrainDeps, rules: TrainRules): TrainBookingRules {
  const { periods, tripsPerSchoolYear, schoolYearStart, seatClasses } = rules.studentTickets;
  return {
    saleWindowDays: saleWindowDays(deps, rules),
    maxPassengers: TRAIN_MAX_PASSENGERS,
    childTickets: rules.childTickets,
    studentSeatClasses: { emu: [...seatClasses.emu], conventional: [...seatClasses.conventional] },
    studentTickets: {
      periods: periods.map((p) => ({ from: p.from, to: p.to })),
      tripsPerSchoolYear,
      schoolYearStart,
    },
  };
}

/** The booking rules in force today (Beijing date of `deps.now`), as POST /api/train/rules serves. */
export async function trainBookingRulesToday(deps: TrainDeps): Promise<TrainBookingRules> {
  return trainBookingRules(deps, await trainRulesOn(deps.db, shanghaiDate(deps.now())));
}
