// Day-by-day itineraries: the route's sights spread over the trip's days by their visit hours,
// with start times, meals, transport and the night's hotel standard.
import { distanceKm } from '../../../lib/catalog/geo';
import type { Route } from './route-rows';
import type { HotelStandard, ItineraryDay, ItineraryVisit, Sight, TourType } from './types';

/** What an itinerary is built from. */
export interface Trip {
  type: TourType;
  route: Route;
  /** Only its name is used (in the first and last days' titles). */
  dep: { name: string };
  /** The route's sights, resolved, in visiting order. */
  sights: readonly Sight[];
  days: number;
  hotel: { standard: HotelStandard; diamonds: 3 | 4 | 5 };
  /** The long-distance mode to the hub and back: 飞机 or 高铁. */
  mode: '飞机' | '高铁';
  /** Flight or train time to the hub, hours. */
  travelHours: number;
}

/**
 * Hours of sightseeing each day can hold: less on arrival and on the way home, none after a
 * long flight or before an international one.
 */
export function capacities(trip: Trip): number[] {
  const caps = Array.from({ length: trip.days }, () => 8.5);
  if (trip.days === 1) return [8.5];
  caps[0] = trip.travelHours > 5 ? 0 : trip.travelHours > 2.5 ? 2.5 : 4;
  caps[trip.days - 1] = trip.route.scope === 'OUTBOUND' || trip.travelHours > 5 ? 0 : 2.5;
  return caps;
}

/** Two sights further apart than this (km) are not visited on the same day. */
const SAME_DAY_KM = 150;

/**
 * Hours a full day is filled to: the sights' hours spread evenly over the full days (at least
 * five and a half hours, at most a whole day), so a long trip does not cram its sights into its
 * first days and idle for the rest.
 */
function dayBudget(sights: readonly Sight[], caps: readonly number[]): number {
  const total = sights.reduce((s, v) => s + v.hours, 0);
  const full = caps.filter((c) => c >= 8).length;
  return Math.min(8.5, Math.max(5.5, total / Math.max(1, full)));
}

/**
 * Sights per day in visiting order: a sight goes on the current day while it fits that day's
 * budget and is near the day's last sight; else on the next day (a full day takes any one sight
 * when empty). Sights that find no day are left out.
 */
export function planDays(sights: readonly Sight[], caps: readonly number[]): Sight[][] {
  const plan: Sight[][] = caps.map(() => []);
  const budget = dayBudget(sights, caps);
  let day = 0;
  let used = 0;
  for (const s of sights) {
    while (day < caps.length) {
      const cap = caps[day] ?? 0;
      const last = plan[day]?.at(-1);
      const near = !last || distanceKm(last, s) <= SAME_DAY_KM;
      if (near && used + s.hours <= (cap >= 8 ? budget : cap)) break;
      if (!last && cap >= 8) break;
      day += 1;
      used = 0;
    }
    if (day >= caps.length) break;
    plan[day]?.push(s);
    used += s.hours;
  }
  return plan;
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Start times: from 08:30 (14:00 on the arrival day), 30 min between sights, an hour for lunch. */
export function visitsOf(sights: readonly Sight[], arrivalDay: boolean, guided: boolean) {
  let t = arrivalDay ? 14 * 60 : 8 * 60 + 30;
  let lunched = arrivalDay;
  return sights.map((s): ItineraryVisit => {
    if (!lunched && t >= 11 * 60 + 30) {
      t += 60;
      lunched = true;
    }
    const minutes = Math.round(s.hours * 60);
    const visit = { sightId: s.id, name: s.name, startTime: hhmm(t), minutes, guided };
    t += minutes + 30;
    return visit;
  });
}

/** Ground transport of a type: coach for groups, a private car, or the traveller's own way. */
const GROUND: Readonly<Record<TourType, string>> = {
  GROUP: '旅游大巴',
  PRIVATE: '专车',
  FREE: '自行安排',
  LOCAL: '旅游大巴',
};

/** The day's transport: the trip's mode on the first and last day, a hop between far cities. */
function transportOf(trip: Trip, i: number, visits: readonly Sight[], prev: Sight | undefined) {
  const out: string[] = [];
  const last = i === trip.days - 1;
  if (i === 0 && trip.days > 1) out.push(trip.mode);
  const first = visits[0];
  const hop = prev && first ? distanceKm(prev, first) : 0;
  if (hop > 800) out.push(trip.route.scope === 'DOMESTIC' ? '飞机' : '内陆航班');
  else if (hop > 250) out.push('旅游大巴（长途）');
  // a coach or car on sightseeing days and for the airport or station transfers
  if (visits.length || i === 0 || (last && trip.type !== 'FREE')) out.push(GROUND[trip.type]);
  if (last && trip.days > 1) out.push(trip.mode);
  return [...new Set(out)];
}

/** Meals included: groups eat together, 私家团 have lunch, 自由行 only the hotel breakfast. */
function mealsOf(trip: Trip, i: number, visits: readonly Sight[]) {
  const first = i === 0;
  const last = i === trip.days - 1;
  const breakfast = trip.type !== 'LOCAL' && !first;
  switch (trip.type) {
    case 'LOCAL':
      return { breakfast: false, lunch: true, dinner: false };
    case 'FREE':
      return { breakfast, lunch: false, dinner: false };
    case 'PRIVATE':
      return { breakfast, lunch: !first && visits.length > 0, dinner: false };
    default:
      return {
        breakfast,
        lunch: !first && visits.length > 0,
        dinner: !last && (first || i % 2 === 1),
      };
  }
}

/** `北京—桂林：象鼻山`, `桂林：漓江、阳朔西街`, `阳朔：自由活动`, `桂林—北京`. */
function titleOf(trip: Trip, i: number, visits: readonly Sight[], city: string): string {
  const names = visits.map((v) => v.name).join('、');
  const last = i === trip.days - 1;
  if (trip.days > 1 && i === 0)
    return `${trip.dep.name}—${trip.route.hub}${names ? `：${names}` : ''}`;
  if (trip.days > 1 && last) return `${city}—${trip.dep.name}${names ? `：${names}` : ''}`;
  const cities = [...new Set(visits.map((v) => v.city))].join('—') || city;
  return `${cities}：${names || '自由活动'}`;
}

/** 自由活动 of a day: whole free days, free afternoons, and every day of a 自由行. */
function freeOf(trip: Trip, i: number, visits: readonly Sight[], hours: number): string | null {
  const last = i === trip.days - 1 && trip.days > 1;
  if (trip.type === 'FREE' && visits.length) return '自由活动，推荐游览以下景点（门票自理）';
  if (last) return visits.length ? null : '视航班/车次时间自由活动';
  if (trip.type === 'FREE') return i === 0 ? '抵达后入住酒店，自由活动' : '全天自由活动';
  if (!visits.length) return i === 0 ? '抵达后入住酒店，自由活动' : '全天自由活动';
  return hours <= 4 && trip.days > 1 ? '其余时间自由活动' : null;
}

/**
 * The day-by-day itinerary of a trip. Every day but the last has a night in a hotel of the
 * trip's standard in the day's last city.
 */
export function buildItinerary(trip: Trip): ItineraryDay[] {
  const plan = planDays(trip.sights, capacities(trip));
  let city = trip.route.hub;
  let prev: Sight | undefined;
  return plan.map((sights, i): ItineraryDay => {
    const transport = transportOf(trip, i, sights, prev);
    city = sights.at(-1)?.city ?? city;
    prev = sights.at(-1) ?? prev;
    const hours = sights.reduce((s, v) => s + v.hours, 0);
    const night = i < trip.days - 1;
    return {
      day: i + 1,
      title: titleOf(trip, i, sights, city),
      transport,
      meals: mealsOf(trip, i, sights),
      hotel: night
        ? { ...trip.hotel, city, note: `参考${city}${trip.hotel.standard}酒店或同级` }
        : null,
      visits: visitsOf(sights, i === 0 && trip.days > 1, trip.type !== 'FREE'),
      freeActivity: freeOf(trip, i, sights, hours),
    };
  });
}
