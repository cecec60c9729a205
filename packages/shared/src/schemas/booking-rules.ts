import { z } from 'zod';
import type { PassengerType } from '../codes/common';
import { SEAT_CLASSES } from '../codes/train';
import { ageOn, daysBetween } from '../id-documents';

/**
 * The booking rules of each kind as the server serves them (POST /api/train/rules,
 * /api/bus/rules, /api/plane/rules): what the web's search forms, date pickers and passenger
 * forms use, from the same functions as the server's own checks (the kinds' `*-rules.ts`), so the
 * web never offers what the server refuses. Ages are whole years on the travel date.
 */

/** 12306 sells at most 5 tickets an order (12306 购票须知); the order body's limit. */
export const TRAIN_MAX_PASSENGERS = 5;
/** At most 5 coach tickets an order (the order contract); the order body's limit. */
export const BUS_MAX_PASSENGERS = 5;

const days = z.number().int().min(1);
const age = z.number().int().min(0);
const seatClasses = z.array(z.enum(SEAT_CLASSES));
const monthDay = z.string().regex(/^\d{2}-\d{2}$/);

/** The empty body of a rules call. */
export const bookingRulesBody = z.strictObject({});

/** The train booking rules in force today. */
export const trainBookingRulesResult = z.object({
  /** Bookable days including today (预售期): today … today + saleWindowDays − 1. */
  saleWindowDays: days,
  maxPassengers: z.number().int().min(1),
  /**
   * 儿童票 from `freeUnderAge` to under `childUnderAge`; younger children ride free with an
   * adult without a seat and need no ticket; from `childUnderAge` on, 成人票.
   */
  childTickets: z.object({ freeUnderAge: age, childUnderAge: age }),
  /** Seat classes that sell 学生票: of EMU trains (G, D, C) and of conventional trains. */
  studentSeatClasses: z.object({ emu: seatClasses, conventional: seatClasses }),
  /**
   * When 学生票 are sold (the dated rule `train.studentTickets`): travel days inside one of
   * `periods` (month-day ranges `MM-DD`, a range may run over the new year), at most
   * `tripsPerSchoolYear` single trips per passenger in a school year starting on
   * `schoolYearStart` (`MM-DD`).
   */
  studentTickets: z.object({
    periods: z.array(z.object({ from: monthDay, to: monthDay })),
    tripsPerSchoolYear: z.number().int().min(1),
    schoolYearStart: monthDay,
  }),
});
export type TrainBookingRules = z.infer<typeof trainBookingRulesResult>;

/** The coach booking rules in force today. */
export const busBookingRulesResult = z.object({
  /** Bookable days including today: today … today + saleWindowDays − 1. */
  saleWindowDays: days,
  maxPassengers: z.number().int().min(1),
  /** Under `freeUnderAge` free without a seat (no ticket); 半票 up to `halfMaxAge` inclusive. */
  childTickets: z.object({ freeUnderAge: age, halfMaxAge: age }),
});
export type BusBookingRules = z.infer<typeof busBookingRulesResult>;

/** The flight booking rules in force today. */
export const flightBookingRulesResult = z.object({
  /** Bookable days including today: today … today + saleWindowDays − 1. */
  saleWindowDays: days,
  /**
   * Passenger type by age on the flight date: infant from `minInfantDays` days old, child from
   * `childFromAge`, adult from `adultFromAge` years.
   */
  passengerAges: z.object({ minInfantDays: age, childFromAge: age, adultFromAge: age }),
});
export type FlightBookingRules = z.infer<typeof flightBookingRulesResult>;

/**
 * A flight passenger's type on the flight date by the served ages (server check and web form):
 * null when younger than `ages.minInfantDays` days (may not fly). Dates `YYYY-MM-DD`, birth date
 * not after the flight date.
 */
export function flightPassengerType(
  birthDate: string,
  flightDate: string,
  ages: FlightBookingRules['passengerAges'],
): PassengerType | null {
  if (daysBetween(birthDate, flightDate) < ages.minInfantDays) return null;
  const age = ageOn(birthDate, flightDate);
  return age >= ages.adultFromAge ? 'ADT' : age >= ages.childFromAge ? 'CHD' : 'INF';
}

/**
 * The booking rules as first seeded on the server (the train and bus dated rules' first rows,
 * the flight ages, the default `BUS_SALE_WINDOW_DAYS` 10 and `FLIGHT_SALE_WINDOW_DAYS` 90 plus
 * today). The server's seeds take their values from here; the web shows them only until the
 * served rules in force arrive (a page's first paint), and the server checks every booking.
 */
export const BOOKING_RULES_AS_SEEDED: {
  readonly train: TrainBookingRules;
  readonly bus: BusBookingRules;
  readonly flight: FlightBookingRules;
} = {
  train: {
    saleWindowDays: 15,
    maxPassengers: TRAIN_MAX_PASSENGERS,
    childTickets: { freeUnderAge: 6, childUnderAge: 14 },
    studentSeatClasses: { emu: ['O', 'WZ'], conventional: ['1', '3', 'WZ'] },
    studentTickets: {
      periods: [
        { from: '12-01', to: '03-31' },
        { from: '06-01', to: '09-30' },
      ],
      tripsPerSchoolYear: 4,
      schoolYearStart: '10-01',
    },
  },
  bus: {
    saleWindowDays: 11,
    maxPassengers: BUS_MAX_PASSENGERS,
    childTickets: { freeUnderAge: 6, halfMaxAge: 14 },
  },
  flight: {
    saleWindowDays: 91,
    passengerAges: { minInfantDays: 14, childFromAge: 2, adultFromAge: 12 },
  },
};

/**
 * True when `day` (`YYYY-MM-DD`) lies in one of the month-day `periods` (ends included; a period
 * whose `from` is after its `to` runs over the new year, 12-01 … 03-31).
 */
export function inMonthDayPeriods(
  day: string,
  periods: readonly { from: string; to: string }[],
): boolean {
  const md = day.slice(5);
  return periods.some((p) =>
    p.from <= p.to ? md >= p.from && md <= p.to : md >= p.from || md <= p.to,
  );
}

/**
 * The first day (`YYYY-MM-DD`) of the school year holding `day`, for a school year starting on
 * `start` (`MM-DD`): 10-01 puts 2027-03-05 in the year from 2026-10-01.
 */
export function schoolYearOf(day: string, start: string): string {
  const year = Number(day.slice(0, 4));
  return day.slice(5) >= start ? `${year}-${start}` : `${year - 1}-${start}`;
}
