// The pure rental price: rent per 24 h block, overtime by the hour (past the rule's hours a day),
// base insurance per started day, 手续费, 异地还车费 by distance band, 夜间服务费 per night-time
// pick-up or return. Deposits are shown apart and never added.
import { CAR_PRICE_LINE_LABEL, type CarPriceLine, yuanAmount } from '@lvxing/shared';
import type { CarFeesRule, CarInsuranceRule, CarOneWayRule, CarOvertimeRule } from './rules';

/** The rules a price is computed under. */
export interface CarPriceRules {
  overtime: CarOvertimeRule;
  insurance: CarInsuranceRule;
  fees: CarFeesRule;
  oneWay: CarOneWayRule;
}

export interface CarPriceInput {
  /** `YYYY-MM-DD HH:mm`, Beijing. */
  pickupAt: string;
  returnAt: string;
  dailyRentFen: number;
  /** Straight-line km between the stores when the return city differs, else null. */
  oneWayKm: number | null;
}

export interface CarPriceLineOut {
  code: CarPriceLine;
  label: string;
  detail: string;
  amountFen: number;
}

export interface CarPrice {
  /** Rent blocks charged (an overtime past the rule's hours adds one). */
  rentDays: number;
  /** Hours charged as overtime (0 when none or when they became a day). */
  overtimeHours: number;
  /** Started days (insurance, child seat, the daily average). */
  billedDays: number;
  lines: CarPriceLineOut[];
  totalFen: number;
}

/** Minutes from one `YYYY-MM-DD HH:mm` to another (both Beijing; no daylight saving). */
export function minutesBetween(from: string, to: string): number {
  return (localMs(to) - localMs(from)) / 60_000;
}

function localMs(at: string): number {
  const [d = '', t = ''] = at.split(' ');
  const [y, m, day] = d.split('-').map(Number);
  const [h, min] = t.split(':').map(Number);
  return Date.UTC(y!, m! - 1, day!, h!, min!);
}

/** Whether a time falls in the night window [from:00, to:00) (22:00 is night, 08:00 is not). */
export function isNight(at: string, fees: Pick<CarFeesRule, 'nightFromHour' | 'nightToHour'>) {
  const hour = Number(at.slice(11, 13));
  return hour >= fees.nightFromHour || hour < fees.nightToHour;
}

/** Rent blocks and overtime hours of a rental of `minutes` (at least one block). */
export function rentBlocks(minutes: number, overtime: CarOvertimeRule) {
  const days = Math.max(1, Math.floor(minutes / 1440));
  const restHours = Math.ceil(Math.max(0, minutes - days * 1440) / 60);
  if (restHours > overtime.overtimeDayHours) return { rentDays: days + 1, overtimeHours: 0 };
  return { rentDays: days, overtimeHours: restHours };
}

/** The one-way fee of a distance: the first band covering it (the last beyond them all). */
export function oneWayFeeFen(km: number, rule: CarOneWayRule): number {
  const band = rule.bands.find((b) => km <= b.upToKm) ?? rule.bands.at(-1)!;
  return band.feeFen;
}

const line = (code: CarPriceLine, detail: string, amountFen: number): CarPriceLineOut => ({
  code,
  label: CAR_PRICE_LINE_LABEL[code],
  detail,
  amountFen,
});

/** The all-in price of a rental: its lines (zero lines left out) and their sum. */
export function carPrice(input: CarPriceInput, rules: CarPriceRules): CarPrice {
  const minutes = minutesBetween(input.pickupAt, input.returnAt);
  const { rentDays, overtimeHours } = rentBlocks(minutes, rules.overtime);
  const billedDays = Math.max(1, Math.ceil(minutes / 1440));
  const hourFen = Math.round((input.dailyRentFen * rules.overtime.hourPercent) / 100);
  const basic = rules.insurance.BASIC.perDayFen;
  const nights = [input.pickupAt, input.returnAt].filter((t) => isNight(t, rules.fees)).length;
  const lines = [
    line(
      'RENT',
      `${rentDays}天 × ${yuanAmount(input.dailyRentFen)}`,
      rentDays * input.dailyRentFen,
    ),
    line('OVERTIME', `${overtimeHours}小时 × ${yuanAmount(hourFen)}`, overtimeHours * hourFen),
    line('INSURANCE', `${billedDays}天 × ${yuanAmount(basic)}`, billedDays * basic),
    line('HANDLING', '每单', rules.fees.handlingFen),
    line(
      'ONE_WAY',
      input.oneWayKm === null ? '' : `两店相距约${Math.round(input.oneWayKm)}公里`,
      input.oneWayKm === null ? 0 : oneWayFeeFen(input.oneWayKm, rules.oneWay),
    ),
    line(
      'NIGHT',
      `${nights}次 × ${yuanAmount(rules.fees.nightFeeFen)}`,
      nights * rules.fees.nightFeeFen,
    ),
  ].filter((l) => l.amountFen > 0);
  const totalFen = lines.reduce((sum, l) => sum + l.amountFen, 0);
  return { rentDays, overtimeHours, billedDays, lines, totalFen };
}
