import type { Cabin } from '@lvxing/shared';
import { getCatalog } from './catalog';
import { addDays, dayInfo } from '../../../lib/catalog/day-info';
import { LOW_COST } from './names-airlines';
import { intIn, seeded, shuffled } from '../../../lib/catalog/prng';
import type { FlightSchedule, OfferTemplate } from './types';
import { AGENCIES, type FareProduct, baggage, bookingClass, feeRules } from './vendors';

export { dayInfo } from '../../../lib/catalog/day-info';

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
/** Yuan → fen, rounded to ¥10. */
const tenYuanFen = (yuan: number) => Math.round(yuan / 10) * 1000;

/** Cabin multipliers of the full fare on the economy full fare: [domestic, international]. */
const CABIN_FACTOR: Readonly<Record<Cabin, readonly [number, number]>> = {
  Y: [1, 1],
  W: [1.5, 1.5],
  C: [2.5, 2.9],
  F: [3.6, 4],
};

/**
 * Published full fare (公布运价) of a cabin, in integer fen rounded to ¥10. Domestic economy:
 * ¥9 × km^0.705 with a ¥400 floor — about ¥0.8/km around 1,000 km, tapering with distance
 * (PEK–SHA 1,076 km ≈ ¥1,240; PEK–CAN 1,890 km ≈ ¥1,840); international economy 1.6 × that
 * + ¥300. W 1.5×, C 2.5× (international 2.9×), F 3.6× (4×) the economy fare. Model calibrated
 * on published Y fares of the trunk routes; not an airline tariff.
 * @param distanceKm great-circle distance in km
 */
export function fullFareFen(distanceKm: number, cabin: Cabin, international: boolean): number {
  const domesticY = Math.max(400, 9 * Math.max(0, distanceKm) ** 0.705);
  const y = international ? 1.6 * domesticY + 300 : domesticY;
  return tenYuanFen(y * CABIN_FACTOR[cabin][international ? 1 : 0]);
}

const dayFactors = new Map<string, number>();

/** Demand factor of the travel day: holidays and the two days before them dearest. */
function dayFactor(date: string): number {
  let f = dayFactors.get(date);
  if (f === undefined) {
    const info = dayInfo(date);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (info.isHoliday) f = 1.25;
    else if (dayInfo(addDays(date, 1)).isHoliday || dayInfo(addDays(date, 2)).isHoliday) f = 1.2;
    else if (weekday === 5 || weekday === 0) f = 1.08;
    else f = info.isWorkday ? 1 : 1.04;
    if (dayFactors.size > 5000) dayFactors.clear();
    dayFactors.set(date, f);
  }
  return f;
}

/** Demand factor of the departure time: red-eye cheaper, 08–10 and 17–19 dearer. */
function timeFactor(depTime: string): number {
  const h = Number(depTime.slice(0, 2));
  if (h < 8 || h >= 21) return 0.88;
  if ((h >= 8 && h < 10) || (h >= 17 && h < 19)) return 1.1;
  return 1;
}

/**
 * Economy discount before clamping: 0.95 on the day falling to ≈0.4 a month ahead, times the
 * day, time and load factors and a ±5% per-flight-day variation.
 */
function demand(s: FlightSchedule, date: string, ctx: OfferContext): number {
  const ahead = 0.38 + 0.57 * Math.exp(-Math.max(0, ctx.daysAhead) / 9);
  const lf = clamp(ctx.loadFactor, 0, 1);
  const noise = 0.95 + 0.1 * seeded(`${s.flightNo}|${date}`)();
  return ahead * dayFactor(date) * timeFactor(s.depTime) * (0.85 + 0.5 * lf * lf) * noise;
}

/** Cabin discount from the economy demand, and its floor: Y 0.25–1, W 0.4–1, C/F 0.5–1. */
function cabinDiscount(cabin: Cabin, d: number): [value: number, floor: number] {
  if (cabin === 'Y') return [clamp(d, 0.25, 1), 0.25];
  if (cabin === 'W') return [clamp(0.35 + 0.65 * d, 0.4, 1), 0.4];
  return [clamp(0.45 + 0.55 * d, 0.5, 1), 0.5];
}

export interface OfferContext {
  /** Share of the cabin's seats already sold or held, 0…1. */
  loadFactor: number;
  /** Days from today (Beijing) to the flight date, ≥ 0. */
  daysAhead: number;
}

interface Vendor {
  vendorCode: string;
  vendorNameZh: string;
  kind: OfferTemplate['kind'];
  rating: number;
}

/** What every offer of one flight instance and cabin shares. */
interface Instance {
  schedule: FlightSchedule;
  cabin: Cabin;
  full: number;
  demand: number;
  rand: () => number;
}

const roundFen = (fen: number) => Math.round(fen / 1000) * 1000;
const FACTORS: Readonly<Record<FareProduct, readonly [number, number]>> = {
  standard: [0.95, 0.07],
  noBag: [0.92, 0.05],
  flexible: [1.01, 0.04],
};

/** One vendor's offer: its fare product, price around the demand, rules, baggage and tags. */
function makeOffer(v: Vendor, { schedule, cabin, full, demand: d, rand }: Instance): OfferTemplate {
  const isFlagship = v.kind === 'FLAGSHIP';
  const r = rand();
  const product: FareProduct = isFlagship
    ? 'standard'
    : r < 0.25 && cabin === 'Y'
      ? 'noBag'
      : r < 0.45
        ? 'flexible'
        : 'standard';
  const [lo, span] = isFlagship ? [1, 0.03] : FACTORS[product];
  const [value, floor] = cabinDiscount(cabin, d * (lo + span * rand()));
  const adultFareFen = clamp(roundFen(full * value), Math.ceil((full * floor) / 1000) * 1000, full);
  const discount = adultFareFen / full;
  const noChecked =
    product === 'noBag' || (LOW_COST.has(schedule.airline) && product !== 'flexible');
  const bags = baggage(cabin, schedule.international, noChecked);
  const ticketingMinutes = isFlagship ? intIn(rand(), 1, 2) * 5 : intIn(rand(), 2, 6) * 5;
  const tags = [
    ...(isFlagship ? ['航司直销'] : []),
    ...(ticketingMinutes <= 10 ? ['极速出票'] : []),
    ...(schedule.meal ? ['含餐'] : []),
    ...(product === 'flexible' ? ['退改无忧'] : []),
    ...(bags.checkedKg === 0 ? ['无免费托运行李'] : []),
  ];
  const { refundRules, changeRules } = feeRules(
    cabin,
    discount,
    isFlagship,
    product,
    !isFlagship && rand() < 0.3,
  );
  // a plain literal (no object spread): spreading here made offers ~10× slower to build in V8
  return {
    vendorCode: v.vendorCode,
    vendorNameZh: v.vendorNameZh,
    kind: v.kind,
    rating: v.rating,
    cabin,
    bookingClass: bookingClass(cabin, discount),
    adultFareFen,
    fullFareFen: full,
    refundRules,
    changeRules,
    baggage: bags,
    ticketingMinutes,
    tags,
  };
}

const byFare = (a: OfferTemplate, b: OfferTemplate) =>
  a.adultFareFen - b.adultFareFen ||
  (a.kind === b.kind ? 0 : a.kind === 'FLAGSHIP' ? -1 : 1) ||
  (a.vendorCode < b.vendorCode ? -1 : 1);

/**
 * Vendor offers of one flight instance and cabin: the airline's flagship store plus 1–5 of the
 * agencies (2–6 offers), priced from the published full fare × a discount that depends on days
 * ahead, day (chinese-days holidays), departure time and load, each vendor a few percent around
 * it. Deterministic for (flightNo, date, cabin, ctx). Sorted by adult fare, cheapest first;
 * empty when the flight has no such cabin. Prices in fen, rounded to ¥10.
 * @param date flight date `YYYY-MM-DD`
 */
export function offerTemplates(
  schedule: FlightSchedule,
  date: string,
  cabin: Cabin,
  ctx: OfferContext,
): OfferTemplate[] {
  if (!schedule.cabins.some((c) => c.cabin === cabin)) return [];
  const rand = seeded(`${schedule.flightNo}|${date}|${cabin}`);
  const shortZh = getCatalog().airlines.get(schedule.airline)?.shortZh ?? schedule.airline;
  const flagship: Vendor = {
    vendorCode: `FS-${schedule.airline}`,
    vendorNameZh: `${shortZh}旗舰店`,
    kind: 'FLAGSHIP',
    rating: (48 + intIn(rand(), 0, 2)) / 10,
  };
  const agencies = shuffled(AGENCIES, rand)
    .slice(0, intIn(rand(), 1, 5))
    .map((a): Vendor => ({
      vendorCode: a.code,
      vendorNameZh: a.nameZh,
      kind: 'AGENCY',
      rating: a.rating,
    }));
  const instance: Instance = {
    schedule,
    cabin,
    full: fullFareFen(schedule.distanceKm, cabin, schedule.international),
    demand: demand(schedule, date, ctx),
    rand,
  };
  return [flagship, ...agencies].map((v) => makeOffer(v, instance)).sort(byFare);
}
