import { HOTEL_EARLY_MORNING_HOUR, addDays } from '@lvxing/shared';
import type { Db, Tx } from '../../db/client';
import { holdMinutesValue, type RuleDefinition } from '../settings/rule-definition';
import { ruleOn, seedRules, type DatedRule } from '../settings/rule-settings.repository';

/** Keys of the hotel rules in `rule_settings`. */
export const HOTEL_RULE_KEYS = { paymentHold: 'hotel.payment_hold' } as const;

/** How long a new order waits for its online payment (全款 or 担保). */
export interface HotelPaymentHold {
  minutes: number;
}

/** The hotel rules as seeded at start (idempotent). A change is a new row with a later date. */
export const HOTEL_RULE_SEEDS: DatedRule<unknown>[] = [
  {
    key: HOTEL_RULE_KEYS.paymentHold,
    effectiveFrom: '2020-01-01',
    value: { minutes: 30 } satisfies HotelPaymentHold,
    source: '本站规则：下单后30分钟内完成在线支付或担保，且不晚于入住日次日06:00（凌晨房截止）',
  },
];

/** The hotel rules a 管理员 may change from the console. */
export const HOTEL_RULE_DEFINITIONS: readonly RuleDefinition[] = [
  { key: HOTEL_RULE_KEYS.paymentHold, label: '酒店订单支付时限', schema: holdMinutesValue },
];

/** Seeds the hotel rules (idempotent; run at every start). */
export async function seedHotelRules(db: Db | Tx): Promise<void> {
  await seedRules(db, HOTEL_RULE_SEEDS);
}

/**
 * The payment hold in force on `day` (`YYYY-MM-DD`).
 * @throws Error when the rule is missing (the seed did not run).
 */
export async function hotelPaymentHoldOn(db: Db | Tx, day: string): Promise<HotelPaymentHold> {
  const hold = await ruleOn<HotelPaymentHold>(db, HOTEL_RULE_KEYS.paymentHold, day);
  if (!hold) throw new Error(`hotel rules missing on ${day}`);
  return hold;
}

/** The instant of a Beijing wall-clock time (`HH:MM`) on `day`. */
export function beijingInstant(day: string, time: string): Date {
  return new Date(`${day}T${time}:00+08:00`);
}

/**
 * The end of a check-in day for booking and paying: 06:00 Beijing the next morning (凌晨房, Ctrip:
 * the night that began the day before can be booked until 06:00).
 */
export function checkInDayEnds(checkIn: string): Date {
  const hour = String(HOTEL_EARLY_MORNING_HOUR).padStart(2, '0');
  return beijingInstant(addDays(checkIn, 1), `${hour}:00`);
}
