// Departure calendars: the dates a product departs on within a window from "today", each with
// its adult, child and 单房差 prices and its places. Prices depend only on the product and date.
import { addDays, dayInfo } from '../../../lib/catalog/day-info';
import { hashString, unit } from '../../../lib/catalog/prng';
import type { PeakSeason, TourDeparture, TourProduct } from './types';

/** The window a calendar shows by default (days after today). */
export const CALENDAR_DAYS = 180;

/** Weekday of a `YYYY-MM-DD` (0 = Sunday). */
export const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * Season factor by month: summer peaks dearest in July and August (暑期), winter peaks from
 * December to February (寒假 and the beach and snow season) and cheaper in their off months.
 */
function season(peak: PeakSeason, month: number): { factor: number; label: string | null } {
  if (peak === 'WINTER') {
    if (month === 12 || month <= 2) return { factor: 1.25, label: '冬季旺季' };
    return month >= 6 && month <= 9 ? { factor: 0.9, label: null } : { factor: 1, label: null };
  }
  if (month === 7 || month === 8) return { factor: 1.2, label: '暑期' };
  if (month === 10 || month === 4 || month === 5) return { factor: 1.05, label: null };
  return month === 11 || month === 3 ? { factor: 0.92, label: null } : { factor: 1, label: null };
}

const holidays = new Map<string, string | null>();
const HOLIDAYS_MAX = 20_000;

/**
 * The first public holiday among the trip's days (chinese-days calendar), if any. Memoised by
 * date and length: every product of a length shares the answer, so a search over the whole
 * catalog asks the calendar a few thousand times, not a few hundred thousand.
 */
function holidayOf(date: string, days: number): string | null {
  const key = `${date}|${days}`;
  let found = holidays.get(key);
  if (found === undefined) {
    found = null;
    for (let i = 0; i < days && !found; i += 1) {
      const name = dayInfo(addDays(date, i)).holiday;
      if (name && name !== '班') found = name;
    }
    if (holidays.size >= HOLIDAYS_MAX) holidays.clear();
    holidays.set(key, found);
  }
  return found;
}

/** The factor of the holiday: the two long breaks 1.4, the short ones 1.2. */
const holidayFactor = (name: string) => (name === '春节' || name === '国庆节' ? 1.4 : 1.2);

/** Whole yuan, in fen. */
const yuanFen = (fen: number) => Math.max(1, Math.round(fen / 100)) * 100;

/** Child shares of the adult price: a child without a bed still pays the fare (most of it abroad). */
const CHILD = {
  DOMESTIC: { bed: 0.85, noBed: 0.6 },
  OUTBOUND: { bed: 0.9, noBed: 0.75 },
} as const;

/** The prices and places of `product` departing on `date` (whatever its weekdays). */
export function departureOn(product: TourProduct, date: string): TourDeparture {
  const s = season(product.peakSeason, Number(date.slice(5, 7)));
  const holiday = holidayOf(date, product.days);
  const weekend = product.days <= 4 && [5, 6].includes(weekdayOf(date)) ? 1.05 : 1;
  const wobble = 0.97 + unit(`${product.code}|${date}`) * 0.06;
  const factor = s.factor * (holiday ? holidayFactor(holiday) : 1) * weekend * wobble;
  const adultFen = yuanFen(product.basePriceFen * factor);
  const share = product.nights ? CHILD[product.scope] : { bed: 0.7, noBed: 0.7 };
  const childWithBedFen = Math.min(adultFen, yuanFen(adultFen * share.bed));
  return {
    date,
    signupCloses: addDays(date, -product.signupCloseDays),
    adultFen,
    childWithBedFen,
    childNoBedFen: Math.min(childWithBedFen, yuanFen(adultFen * share.noBed)),
    singleSupplementFen: product.nights
      ? yuanFen(product.singleNightFen * product.nights * s.factor)
      : 0,
    stock: Math.max(
      product.minGroupSize,
      product.stock - (hashString(`${product.code}${date}`) % 4),
    ),
    groupMin: product.minGroupSize,
    peak: holiday ?? s.label,
  };
}

/**
 * The departures of a product still on sale: its weekdays from the first date whose 截止报名
 * is not past (`today` + `signupCloseDays`) to `today` + `days`.
 * @param today `YYYY-MM-DD`, Beijing calendar
 */
export function departuresOf(
  product: TourProduct,
  today: string,
  days = CALENDAR_DAYS,
): TourDeparture[] {
  const out: TourDeparture[] = [];
  for (let i = product.signupCloseDays; i <= days; i += 1) {
    const date = addDays(today, i);
    if (product.weekdays.includes(weekdayOf(date))) out.push(departureOn(product, date));
  }
  return out;
}
