import type { z } from 'zod';
import {
  CABINS,
  ErrorCode,
  isCalendarDate,
  type Cabin,
  type PassengerType,
  type PriceDetail,
  type VendorOffer,
  type VendorPriceListResult,
  type vendorPriceListBody,
} from '@lvxing/shared';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { shanghaiDate } from '../orders/order-numbers';
import { getCatalog } from './catalog';
import type { FlightSchedule, OfferTemplate } from './catalog/types';
import type { FlightDeps } from './flight.deps';
import { heldSeats, taxRuleOn } from './flight-inventory.repository';
import { assertOnSale, flightView, instanceOnSale, offersFor } from './flight-instances';

/** Offer id: `${flightNo}.${date}.${cabin}.${vendorCode}`, e.g. `MU5101.2026-11-25.Y.FS-MU`. */
export function offerIdOf(flightNo: string, date: string, cabin: Cabin, vendorCode: string) {
  return `${flightNo}.${date}.${cabin}.${vendorCode}`;
}

/** Reads an offer id. @returns null when malformed (a date that is no real day included). */
export function parseOfferId(id: string) {
  const m = /^([A-Z0-9]{2}\d{1,4})\.(\d{4}-\d{2}-\d{2})\.([YWCF])\.([A-Z0-9-]{2,16})$/.exec(id);
  if (!m || !isCalendarDate(m[2]!)) return null;
  return { flightNo: m[1]!, date: m[2]!, cabin: m[3] as Cabin, vendorCode: m[4]! };
}

function toOffer(
  s: FlightSchedule,
  date: string,
  t: OfferTemplate,
  seatsLeft: number,
): VendorOffer {
  const fares = fareByType(t);
  return {
    offerId: offerIdOf(s.flightNo, date, t.cabin, t.vendorCode),
    vendor: { code: t.vendorCode, nameZh: t.vendorNameZh, kind: t.kind, rating: t.rating },
    cabin: t.cabin,
    bookingClass: t.bookingClass,
    adultFareFen: fares.ADT,
    childFareFen: fares.CHD,
    infantFareFen: fares.INF,
    discount: Math.round((t.adultFareFen / t.fullFareFen) * 100) / 100,
    seatsLeft,
    refundRules: t.refundRules,
    changeRules: t.changeRules,
    baggage: t.baggage,
    ticketingMinutes: t.ticketingMinutes,
    tags: t.tags,
  };
}

/**
 * Fares per passenger type (domain notes): child 50% and infant 10% of the cabin's full fare,
 * rounded to ¥10; a child never pays more than the adult fare of the offer.
 */
export function fareByType(t: OfferTemplate): Record<PassengerType, number> {
  return {
    ADT: t.adultFareFen,
    CHD: childFareFen(t.adultFareFen, t.fullFareFen),
    INF: round10(t.fullFareFen * 0.1),
  };
}

const round10 = (fen: number) => Math.round(fen / 1000) * 1000;

/** A child's fare (2–11): 50% of the cabin's full fare, rounded to ¥10, never above the adult's. */
export function childFareFen(adultFareFen: number, fullFareFen: number): number {
  return Math.min(adultFareFen, round10(fullFareFen * 0.5));
}

/** A schedule by flight number. @throws AppError 14002 */
export function scheduleOf(flightNo: string): FlightSchedule {
  const s = getCatalog().schedulesByFlightNo.get(flightNo);
  if (!s) throw new AppError(ErrorCode.FLIGHT_NOT_FOUND);
  return s;
}

/**
 * Every vendor offer of a flight instance (one cabin or all), cheapest first per cabin.
 * @throws AppError 14002 unknown flight or not operating/on sale that day, 14006 date
 */
export async function vendorPriceList(
  deps: FlightDeps,
  body: z.output<typeof vendorPriceListBody>,
): Promise<VendorPriceListResult> {
  assertOnSale(deps, body.date);
  const s = scheduleOf(body.flightNo);
  if (!instanceOnSale(deps, s, body.date)) throw new AppError(ErrorCode.FLIGHT_NOT_FOUND);
  const held = await heldSeats(deps.db, body.date, [s.flightNo]);
  const cabins = CABINS.filter(
    (c) => (!body.cabin || c === body.cabin) && s.cabins.some((x) => x.cabin === c),
  );
  const offers = cabins.flatMap((cabin) => {
    const { offers: list, seatsLeft } = offersFor(
      deps,
      s,
      body.date,
      cabin,
      held.get(`${s.flightNo}|${cabin}`) ?? 0,
    );
    return list.map((t) => toOffer(s, body.date, t, seatsLeft));
  });
  return { flight: flightView(deps, s, body.date, held), offers };
}

/**
 * What an offer id names, checked without the database: a well-formed id of an instance on sale
 * and a vendor that sells the cabin (the vendors of a cabin do not depend on its load).
 * @throws AppError 14002, 14003, 14006
 */
export function offerKeyOf(deps: FlightDeps, offerId: string) {
  const key = parseOfferId(offerId);
  if (!key) throw new AppError(ErrorCode.OFFER_NOT_FOUND);
  assertOnSale(deps, key.date);
  const schedule = scheduleOf(key.flightNo);
  if (!instanceOnSale(deps, schedule, key.date)) throw new AppError(ErrorCode.FLIGHT_NOT_FOUND);
  const { offers, capacity } = offersFor(deps, schedule, key.date, key.cabin, 0);
  if (!offers.some((o) => o.vendorCode === key.vendorCode)) {
    throw new AppError(ErrorCode.OFFER_NOT_FOUND);
  }
  return { key, schedule, capacity };
}

/** The offer's terms when `held` seats of its cabin are taken (prices follow the load). */
export function offerAtLoad(
  deps: FlightDeps,
  { key, schedule }: ReturnType<typeof offerKeyOf>,
  held: number,
) {
  const { offers, capacity, seatsLeft } = offersFor(deps, schedule, key.date, key.cabin, held);
  const template = offers.find((o) => o.vendorCode === key.vendorCode);
  if (!template) throw new AppError(ErrorCode.OFFER_NOT_FOUND);
  return { key, schedule, template, capacity, seatsLeft };
}

/** An offer as it stands now (price at the current load). @throws AppError 14002, 14003, 14006 */
export async function currentOffer(deps: FlightDeps, db: Db | Tx, offerId: string) {
  const ref = offerKeyOf(deps, offerId);
  const held = await heldSeats(db, ref.key.date, [ref.key.flightNo]);
  return offerAtLoad(deps, ref, held.get(`${ref.key.flightNo}|${ref.key.cabin}`) ?? 0);
}

type TaxRule = NonNullable<Awaited<ReturnType<typeof taxRuleOn>>>;

/** How long this instance keeps the tax rule of a day before reading it again, ms. */
const TAX_RULE_TTL_MS = 10_000;
/** Per database (tests open several): day → the rule read and when (monotonic ms). */
const taxRuleCache = new WeakMap<object, Map<string, { rule: TaxRule; at: number }>>();

/**
 * The flight tax rule in force today (Beijing time). Every booking and price detail needs it, and
 * rules are dated rows added ahead of their day, so it is kept per day for {@link TAX_RULE_TTL_MS}
 * (a rule inserted for today itself takes effect within that time).
 */
export async function taxRuleToday(deps: FlightDeps, db: Db | Tx): Promise<TaxRule> {
  const today = shanghaiDate(deps.now());
  let byDay = taxRuleCache.get(deps.db);
  if (!byDay) {
    byDay = new Map();
    taxRuleCache.set(deps.db, byDay);
  }
  const hit = byDay.get(today);
  if (hit && performance.now() - hit.at < TAX_RULE_TTL_MS) return hit.rule;
  const rule = await taxRuleOn(db, today);
  if (!rule) throw new Error('no flight tax rule in force');
  byDay.clear();
  byDay.set(today, { rule, at: performance.now() });
  return rule;
}

type PassengerMix = { adults: number; children: number; infants: number };

/**
 * The price breakdown of an offer for a passenger mix (domain notes): per type the fare,
 * 民航发展基金 (adults only) and fuel surcharge (adult by distance, child half, infant none) from
 * the dated tax rule in force on the booking day; totals in fen.
 */
export function priceOf(
  schedule: FlightSchedule,
  template: OfferTemplate,
  rule: TaxRule,
  mix: PassengerMix,
): PriceDetail {
  const fares = fareByType(template);
  const intl = schedule.international;
  const adultFund = intl ? rule.internationalFundFen : rule.domesticFundFen;
  const adultFuel = intl
    ? rule.internationalFuelFen
    : schedule.distanceKm > rule.fuelThresholdKm
      ? rule.domesticFuelLongFen
      : rule.domesticFuelShortFen;
  const line = (passengerType: PassengerType, count: number, fund: number, fuel: number) => ({
    passengerType,
    count,
    fareFen: fares[passengerType],
    developmentFundFen: fund,
    fuelSurchargeFen: fuel,
    subtotalFen: (fares[passengerType] + fund + fuel) * count,
  });
  const lines = [
    line('ADT', mix.adults, adultFund, adultFuel),
    line('CHD', mix.children, 0, Math.round(adultFuel / 2)),
    line('INF', mix.infants, 0, 0),
  ].filter((l) => l.count > 0);
  return {
    lines,
    totalFen: lines.reduce((s, l) => s + l.subtotalFen, 0),
    taxRuleFrom: rule.effectiveFrom,
  };
}

/** {@link priceOf} the offer at its current load with today's tax rule. */
export async function priceDetail(
  deps: FlightDeps,
  db: Db | Tx,
  offerId: string,
  mix: PassengerMix,
): Promise<PriceDetail> {
  const { schedule, template } = await currentOffer(deps, db, offerId);
  return priceOf(schedule, template, await taxRuleToday(deps, db), mix);
}
