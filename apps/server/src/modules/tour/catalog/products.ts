// Packaged products (跟团游, 自由行, 私家团) of a route from a departure city: itinerary, terms,
// disclosures and a base price, all drawn from a generator seeded by the product's code.
import { intIn, pick, seeded } from '../../../lib/catalog/prng';
import { suppliersOf, type DepartureCity } from './departures';
import { paidExtrasOf, shoppingOf } from './extras';
import { distanceKm } from '../../../lib/catalog/geo';
import { buildItinerary, capacities, planDays, type Trip } from './itinerary';
import type { Route } from './route-rows';
import { TOUR_RULE_KEYS } from './rules';
import * as terms from './terms';
import { excludesOf, includesOf, notesOf } from './texts';
import { TOUR_TYPE_LABELS, type Sight, type TourProduct, type TourType } from './types';

/** One product to make. */
export interface PackageSpec {
  code: string;
  route: Route;
  /** The route's sights, resolved, in visiting order. */
  sights: readonly Sight[];
  dep: DepartureCity;
  depIndex: number;
  type: Exclude<TourType, 'LOCAL'>;
  days: number;
}

/** 高铁 within 900 km at home (and 港澳 from the Pearl River Delta), else a flight. */
export function travelOf(route: Route, dep: DepartureCity, sights: readonly Sight[]) {
  const hub = sights.find((s) => s.city === route.hub) ?? sights[0] ?? dep;
  const km = distanceKm(dep, hub);
  const rail = route.scope === 'DOMESTIC' ? km < 900 : km < 200;
  if (rail) return { mode: '高铁' as const, km, travelHours: km / 250 + 0.5 };
  return { mode: '飞机' as const, km, travelHours: km / 750 + 1.5 };
}

const TYPE_FACTOR = { GROUP: 1, FREE: 0.6, PRIVATE: 1.8 } as const;
const HOTEL_FACTOR = { 舒适型: 0.9, 高档型: 1, 豪华型: 1.35 } as const;
const SINGLE_NIGHT_YUAN = { 舒适型: 150, 高档型: 250, 豪华型: 450 } as const;

/**
 * The trip length: the spec's, one or two days longer while fewer than three of the route's
 * sights (or all, when it has fewer) fit between the travel days — a two-day trip after a
 * flight, or to sights that take a whole day each.
 */
function fitDays(spec: PackageSpec, travelHours: number): number {
  const hotel = terms.hotelOf('GROUP', () => 0);
  const trip = { ...spec, travelHours, mode: '飞机' as const, hotel };
  const wanted = Math.min(3, spec.sights.length);
  const planned = (days: number) =>
    planDays(spec.sights, capacities({ ...trip, days })).reduce((n, d) => n + d.length, 0);
  let days = spec.days;
  while (days < spec.days + 2 && planned(days) < wanted) days += 1;
  return days;
}

/** Round-trip fare (yuan) plus the land cost of the days, in fen ending in 9 yuan. */
function basePriceFen(spec: PackageSpec, trip: Trip, km: number, pureFun: boolean): number {
  const { route, type } = spec;
  const { days } = trip;
  const fare =
    trip.mode === '高铁'
      ? Math.max(200, km)
      : route.scope === 'DOMESTIC'
        ? 600 + km * 0.9
        : 1500 + km * 0.55;
  let land = route.dayYuan * days * TYPE_FACTOR[type] * HOTEL_FACTOR[trip.hotel.standard];
  // shopping groups sell below cost and earn on the stops (what 旅游法 art. 35 restrains)
  if (type === 'GROUP' && !pureFun) land *= 0.8;
  return (Math.round((fare + land) / 10) * 10 - 1) * 100;
}

/** Tags shown on the card: the route's, then what sets the product apart. */
function highlightsOf(spec: PackageSpec, trip: Trip, pureFun: boolean, instant: boolean) {
  const out = [...spec.route.tags];
  if (pureFun && spec.type === 'GROUP') out.unshift('纯玩无购物无自费');
  if (spec.type === 'PRIVATE') out.unshift('一单一团·专车专导');
  if (spec.type === 'FREE') out.unshift('机票+酒店');
  if (trip.hotel.standard === '豪华型') out.push('全程豪华型酒店');
  if (instant) out.push('即时确认');
  return out.slice(0, 5);
}

/** The selling terms of a package: confirmation, group size, sales close, meeting, supplier. */
function saleTermsOf(spec: PackageSpec, mode: Trip['mode'], rand: () => number) {
  const { route, type, dep } = spec;
  const confirm = terms.confirmOf(type, route.scope, rand);
  const size = terms.groupSizeOf(type, route.scope, rand);
  // the 旅游法 art. 63 notice as the seeded rule states it (tour.group_cancel_notice)
  const noticeDays = route.scope === 'DOMESTIC' ? 7 : 30;
  return {
    confirm,
    ...size,
    bookingNotes: notesOf(type, route, size.minGroupSize, noticeDays),
    supplier: pick(rand(), suppliersOf(dep, spec.depIndex)),
    signupCloseDays: terms.signupCloseOf(type, route, rand),
    meetingPoint: terms.meetingOf(dep, route, mode, rand),
    refundLadderKey: refundKeyOf(route),
    weekdays: terms.weekdaysOf(type, route.scope, rand),
  } satisfies Partial<TourProduct>;
}

/** A packaged product (deterministic in its code). */
export function makePackage(spec: PackageSpec): TourProduct {
  const { route, dep, type, sights } = spec;
  const rand = seeded(`tour|${spec.code}`);
  const { mode, km, travelHours } = travelOf(route, dep, sights);
  const days = fitDays(spec, travelHours);
  const hotel = terms.hotelOf(type, rand);
  const trip: Trip = { type, route, dep, sights, days, mode, travelHours, hotel };
  const itinerary = buildItinerary(trip);
  const pureFun = type !== 'GROUP' || rand() < 0.45;
  const sale = saleTermsOf(spec, mode, rand);
  const label = `${pureFun && type === 'GROUP' ? '纯玩' : ''}${TOUR_TYPE_LABELS[type]}`;
  const visited = itinerary.flatMap((d) => d.visits.map((v) => cityOf(spec, v.sightId)));
  return {
    ...sale,
    code: spec.code,
    title: `${route.name}${days}天${days - 1}晚${label}（${dep.name}出发）`,
    type,
    scope: route.scope,
    departureCity: dep.name,
    routeKey: route.key,
    destinations: [...new Set(visited)],
    region: route.region,
    days,
    nights: days - 1,
    highlights: highlightsOf(spec, trip, pureFun, sale.confirm.mode === 'INSTANT'),
    itinerary,
    includes: includesOf(type, route, mode),
    excludes: excludesOf(type, route.scope, days - 1),
    pureFun,
    shopping: pureFun ? [] : shoppingOf(route, itinerary, rand),
    paidExtras: pureFun ? [] : paidExtrasOf(route, itinerary, rand),
    basePriceFen: basePriceFen(spec, trip, km, pureFun),
    singleNightFen: singleNightFen(route, hotel.standard),
    peakSeason: route.peak,
    score: Math.round((4.3 + rand() * 0.7) * 10) / 10,
    sold: intIn(rand(), 0, type === 'GROUP' ? 3000 : 800),
  };
}

const cityOf = (spec: PackageSpec, sightId: string) =>
  spec.sights.find((s) => s.id === sightId)?.city ?? spec.route.hub;

/** The ladder key of a scope (港澳 are outbound). */
export const refundKeyOf = (route: Pick<Route, 'scope'>) =>
  route.scope === 'DOMESTIC' ? TOUR_RULE_KEYS.refundDomestic : TOUR_RULE_KEYS.refundOutbound;

/** 单房差 per night (fen): by hotel standard, dearer abroad with the land cost. */
function singleNightFen(route: Route, standard: keyof typeof SINGLE_NIGHT_YUAN): number {
  const scale = route.scope === 'OUTBOUND' ? Math.max(1, route.dayYuan / 600) : 1;
  return Math.round((SINGLE_NIGHT_YUAN[standard] * scale) / 10) * 1000;
}
