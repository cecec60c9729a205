import {
  addDays,
  inMonthDayPeriods,
  schoolYearOf,
  type DisabilityCertType,
  type ProfileState,
  type TicketType,
} from '@lvxing/shared';
import type { Db, Tx } from '../../db/client';
import { passengerFail as fail } from '../../lib/passenger-documents';
import type { PiiCipher } from '../../lib/pii-cipher';
import { countTickets } from '../orders/order-people.service';
import { trainRulesOn, type StudentTicketRule } from './train-rules';
import { stationCity } from './train-stations.service';

/**
 * 学生票 and 残疾军人票 of 12306 must be earned: they are sold only to a saved passenger (常用旅客)
 * whose profile backs them. This file holds those checks; the seat class and the share of the
 * fare are `ticketTypeShare` (catalog/fares.ts), the rule values `train.studentTickets`
 * (train-rules.ts).
 */

/** What a booking passenger's saved entry says about discounts (null: typed in, no profiles). */
export interface DiscountProfiles {
  /** The student profile with its verification state, or null. */
  student: {
    enrolYear: number;
    years: number;
    homeCity: string;
    schoolCity: string;
    state: ProfileState;
  } | null;
  /** The certificate on file for a 残疾军人票, or null. */
  disabilityCert: DisabilityCertType | null;
}

/** A train passenger as the discount checks see it. */
export interface DiscountPassenger {
  name: string;
  idNo: string;
  ticketType: TicketType;
  saved: DiscountProfiles | null;
}

/** The 学生票 rule in force on `day` (`YYYY-MM-DD`): periods, trips, school year, seat classes. */
export async function studentTicketRuleOn(db: Db | Tx, day: string): Promise<StudentTicketRule> {
  return (await trainRulesOn(db, day)).studentTickets;
}

/**
 * The last day a student profile counts (学生资质有效期): the day before the school year that
 * starts in `enrolYear + years` begins; with the school year from 10-01, 09-30 of
 * `enrolYear + years` (a 4-year course entered in 2024 ends 2028-09-30).
 */
export function studentStatusEnds(
  p: { enrolYear: number; years: number },
  schoolYearStart: string,
): string {
  return addDays(`${p.enrolYear + p.years}-${schoolYearStart}`, -1);
}

/** `12月1日至3月31日、6月1日至9月30日` */
function periodsText(periods: StudentTicketRule['periods']): string {
  const md = (v: string) => `${Number(v.slice(0, 2))}月${Number(v.slice(3, 5))}日`;
  return periods.map((p) => `${md(p.from)}至${md(p.to)}`).join('、');
}

/**
 * The checks of discount tickets that need no database (12306 学生票 and 残疾军人票 rules;
 * `rule` is `train.studentTickets` in force on the day of sale):
 * - 残疾军人票: a saved passenger with a 残疾军人证 or 伤残人民警察证 on file;
 * - 学生票, in this order: a saved passenger whose student profile is APPROVED; the travel date
 *   not after the status ends ({@link studentStatusEnds}); the journey's two stations in the
 *   profile's two cities (优惠区间, either direction, the station's city in the train catalog);
 *   the travel date inside the rule's periods.
 * @param journey the boarding and alighting stations (telecodes) and the travel date
 * @throws AppError 14005 naming the passenger (`第1位乘客张三：…`) and what is missing
 */
export function checkDiscountTickets(
  people: readonly DiscountPassenger[],
  journey: { from: string; to: string; date: string },
  rule: StudentTicketRule,
): void {
  people.forEach((p, i) => {
    const who = `第${i + 1}位乘客${p.name}`;
    if (p.ticketType === '4' && !p.saved?.disabilityCert) {
      fail(`${who}：残疾军人票须在常用旅客中登记残疾军人证或伤残人民警察证`);
    }
    if (p.ticketType !== '3') return;
    const s = p.saved?.student;
    if (!s || s.state !== 'APPROVED') fail(`${who}：学生票须选择已通过学生资质核验的常用旅客`);
    const ends = studentStatusEnds(s, rule.schoolYearStart);
    if (journey.date > ends) fail(`${who}：学生资质有效期至${ends}，乘车日期已超出`);
    const cities = [stationCity(journey.from), stationCity(journey.to)];
    const inZone =
      (cities[0] === s.homeCity && cities[1] === s.schoolCity) ||
      (cities[0] === s.schoolCity && cities[1] === s.homeCity);
    if (!inZone) fail(`${who}：乘车区间不在学生优惠区间（${s.homeCity}—${s.schoolCity}）内`);
    if (!inMonthDayPeriods(journey.date, rule.periods)) {
      fail(`${who}：学生票仅在优惠期内发售（${periodsText(rule.periods)}）`);
    }
  });
}

/**
 * The 学生票 trips left of each student passenger (12306: `rule.tripsPerSchoolYear`, 4 single
 * trips per school year): counts the person's 学生票 on live train orders (not 已取消, 已关闭 or
 * 已退票) travelling in the school year of `date`, by the keyed hash of the ID number. Call inside
 * the booking's transaction after `lockAndFindClashes` locked the same numbers, so concurrent
 * bookings of one student cannot together exceed the limit.
 * @throws AppError 14005 `第N位乘客张三：本学年学生票优惠次数（4次）已用完`
 */
export async function assertStudentTripsLeft(
  deps: { pii: PiiCipher },
  tx: Tx,
  people: readonly DiscountPassenger[],
  date: string,
  rule: StudentTicketRule,
): Promise<void> {
  const from = schoolYearOf(date, rule.schoolYearStart);
  const to = addDays(`${Number(from.slice(0, 4)) + 1}-${rule.schoolYearStart}`, -1);
  for (const [i, p] of people.entries()) {
    if (p.ticketType !== '3') continue;
    const used = await countTickets(deps, tx, 'TRAIN', p.idNo, '3', from, to);
    if (used >= rule.tripsPerSchoolYear) {
      fail(`第${i + 1}位乘客${p.name}：本学年学生票优惠次数（${rule.tripsPerSchoolYear}次）已用完`);
    }
  }
}
