// A product's selling terms: hotel standard, confirmation, sales close, group size, stock,
// departure weekdays and meeting point, drawn from a seeded generator by type and scope.
import { intIn, pick, shuffled } from '../../../lib/catalog/prng';
import type { DepartureCity, Place } from './departures';
import type { Route } from './route-rows';
import type { HotelStandard, TourProduct, TourScope, TourType } from './types';

export type Hotel = { standard: HotelStandard; diamonds: 3 | 4 | 5 };

const COMFORT: Hotel = { standard: '舒适型', diamonds: 3 };
const UPSCALE: Hotel = { standard: '高档型', diamonds: 4 };
const LUXURY: Hotel = { standard: '豪华型', diamonds: 5 };

/** Groups mostly 舒适型 or 高档型, 私家团 and 自由行 高档型 or better. */
export function hotelOf(type: TourType, rand: () => number): Hotel {
  const r = rand();
  if (type === 'GROUP') return r < 0.4 ? COMFORT : r < 0.85 ? UPSCALE : LUXURY;
  return r < 0.6 ? UPSCALE : LUXURY;
}

/**
 * 即时确认 or 二次确认 within 2/6/9 working hours in China, up to 18 abroad (the suppliers'
 * usual promises on Fliggy).
 */
export function confirmOf(type: TourType, scope: TourScope, rand: () => number) {
  const instantShare = { GROUP: 0.5, FREE: 0.5, PRIVATE: 0.2, LOCAL: 0.7 }[type];
  if (rand() < (scope === 'OUTBOUND' ? instantShare / 2 : instantShare))
    return { mode: 'INSTANT' as const };
  const hours = scope === 'OUTBOUND' ? [9, 18] : [2, 6, 9];
  return { mode: 'SECONDARY' as const, withinHours: pick(rand(), hours) };
}

/** 截止报名: a visa takes two to three weeks, a group closes its list a few days ahead. */
export function signupCloseOf(type: TourType, route: Route, rand: () => number): number {
  if (type === 'LOCAL') return 1;
  if (route.visa === 'REQUIRED') return type === 'GROUP' ? intIn(rand(), 15, 20) : 12;
  if (route.scope === 'OUTBOUND') return type === 'GROUP' ? intIn(rand(), 7, 10) : 3;
  return type === 'GROUP' ? intIn(rand(), 2, 3) : type === 'PRIVATE' ? 3 : 1;
}

/** Minimum group size and places per departure. */
export function groupSizeOf(type: TourType, scope: TourScope, rand: () => number) {
  switch (type) {
    case 'GROUP':
      return scope === 'OUTBOUND'
        ? { minGroupSize: intIn(rand(), 10, 16), stock: intIn(rand(), 25, 35) }
        : { minGroupSize: intIn(rand(), 8, 20), stock: intIn(rand(), 30, 45) };
    case 'PRIVATE':
      return { minGroupSize: 2, stock: 20 };
    case 'FREE':
      return { minGroupSize: 1, stock: intIn(rand(), 30, 60) };
    default:
      return { minGroupSize: 2, stock: intIn(rand(), 20, 40) };
  }
}

/** Daily for most; a group departs on 2–4 fixed weekdays in China, 1–2 abroad (or daily). */
export function weekdaysOf(type: TourType, scope: TourScope, rand: () => number): number[] {
  const daily = [0, 1, 2, 3, 4, 5, 6];
  if (type !== 'GROUP' || rand() < (scope === 'DOMESTIC' ? 0.35 : 0.1)) return daily;
  const n = scope === 'DOMESTIC' ? intIn(rand(), 2, 4) : intIn(rand(), 1, 2);
  return shuffled(daily, rand)
    .slice(0, n)
    .sort((a, b) => a - b);
}

/** Where and when the group meets: the departure airport (or station), two hours before. */
export function meetingOf(
  dep: DepartureCity,
  route: Route,
  mode: '飞机' | '高铁',
  rand: () => number,
): TourProduct['meetingPoint'] {
  const place: Place =
    mode === '高铁' ? dep.station : route.scope === 'OUTBOUND' ? dep.intlAirport : dep.airport;
  const time = pick(rand(), ['06:30', '07:30', '08:30', '10:00', '12:30']);
  const hint = mode === '高铁' ? '（开车前1小时）' : '（起飞前2小时，以出团通知为准）';
  return { name: `${place.name}${hint}`, lat: place.lat, lng: place.lng, time };
}
