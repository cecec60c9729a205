import { BOOKING_RULES_AS_SEEDED, type FlightBookingRules } from '@lvxing/shared';
import type { Db, Tx } from '../../db/client';
import { holdMinutesValue, type RuleDefinition } from '../settings/rule-definition';
import { ruleOn, seedRules, type DatedRule } from '../settings/rule-settings.repository';

/** Keys of the flight rules in `rule_settings`. */
export const FLIGHT_RULE_KEYS = { paymentHold: 'flight.payment_hold' } as const;

/** How long a new flight order waits for payment (never past the flight's sales close). */
export interface FlightPaymentHold {
  minutes: number;
}

/**
 * Online sales of a flight close this many minutes before departure (this site's rule, as on the
 * OTAs: check-in counters close 45 min before a domestic flight, so a ticket must be issued first).
 */
export const FLIGHT_SALES_CLOSE_MINUTES = 60;

/**
 * Passenger types by age on the flight date (domain notes, as the airlines sell them): infants
 * fly from 14 days old, children from 2 years, adults from 12.
 */
export const FLIGHT_PASSENGER_AGES: FlightBookingRules['passengerAges'] =
  BOOKING_RULES_AS_SEEDED.flight.passengerAges;

/** The flight rules as seeded at start (idempotent). A change is a new row with a later date. */
export const FLIGHT_RULE_SEEDS: DatedRule<unknown>[] = [
  {
    key: FLIGHT_RULE_KEYS.paymentHold,
    effectiveFrom: '2020-01-01',
    value: { minutes: 30 } satisfies FlightPaymentHold,
    source: '本站规则：机票订单下单后30分钟内支付，且不晚于航班停售时间（起飞前60分钟）',
  },
];

/** The flight rules a 管理员 may change from the console. */
export const FLIGHT_RULE_DEFINITIONS: readonly RuleDefinition[] = [
  { key: FLIGHT_RULE_KEYS.paymentHold, label: '机票支付时限', schema: holdMinutesValue },
];

/** Seeds the flight rules (idempotent; run at every start). */
export async function seedFlightRules(db: Db | Tx): Promise<void> {
  await seedRules(db, FLIGHT_RULE_SEEDS);
}

/**
 * The payment hold of flight orders booked on `day` (`YYYY-MM-DD`), ms.
 * @throws Error when the rule is missing (the seed did not run).
 */
export async function flightPaymentHoldMs(db: Db | Tx, day: string): Promise<number> {
  const hold = await ruleOn<FlightPaymentHold>(db, FLIGHT_RULE_KEYS.paymentHold, day);
  if (!hold) throw new Error(`flight rule ${FLIGHT_RULE_KEYS.paymentHold} missing on ${day}`);
  return hold.minutes * 60_000;
}

/**
 * The booking rules the site serves (POST /api/plane/rules) from what the booking checks enforce:
 * the sale window of `assertOnSale` (today … today + `FLIGHT_SALE_WINDOW_DAYS`, so one day more
 * including today) and the passenger ages of `checkFlightPassengers`.
 */
export function flightBookingRules(deps: { saleWindowDays: number }): FlightBookingRules {
  return { saleWindowDays: deps.saleWindowDays + 1, passengerAges: { ...FLIGHT_PASSENGER_AGES } };
}
