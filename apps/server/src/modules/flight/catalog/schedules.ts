import { aircraftSize, cabinLayout, chooseAircraft } from './aircraft';
import { type AirportDraft, distanceKm } from './airports';
import { assignFlightNumbers } from './flight-numbers';
import { LOW_COST } from './names-airlines';
import { compareStrings, intIn, seeded, shuffled, unit } from '../../../lib/catalog/prng';
import type { CatalogRoute } from './routes';
import type { FlightSchedule } from './types';

/** Average block speed used for block times, km/h. */
const BLOCK_SPEED_KMH = 780;
/** Departures lie between 06:00 and 23:00 (minutes after midnight). */
const FIRST_DEP = 6 * 60;
const LAST_DEP = 23 * 60;
const MAX_PER_AIRLINE = 6;
const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Importance of an airport pair: geometric mean of both airports' OpenFlights route counts. */
function importance(a: AirportDraft, b: AirportDraft): number {
  return Math.sqrt(a.routeCount * b.routeCount);
}

/**
 * Daily flights of a directed airport pair, all airlines together (never fewer than one per
 * airline): domestic 1–12 by importance (PEK–SHA ≈ 9, PEK–CAN 12); international up to 6 within
 * 2,500 km, up to 3 within 4,000 km, and one per airline beyond.
 */
function pairFrequency(a: AirportDraft, b: AirportDraft, international: boolean, km: number) {
  const i = importance(a, b);
  if (!international) return clamp(Math.round(i / 70), 1, 12);
  if (km > 4000) return 1;
  return km > 2500 ? clamp(Math.round(i / 250), 1, 3) : clamp(Math.round(i / 150), 1, 6);
}

/** Splits `total` flights among airlines: one each, the rest by weight (largest remainder). */
function splitFrequency(total: number, weights: number[]): number[] {
  const out = weights.map(() => 1);
  const rest = Math.max(0, total - weights.length);
  const sum = weights.reduce((s, w) => s + w, 0) || 1;
  const shares = weights.map((w, i) => ({ i, exact: (rest * w) / sum }));
  let left = rest;
  for (const s of shares) {
    const n = Math.floor(s.exact);
    out[s.i] = (out[s.i] ?? 1) + n;
    left -= n;
  }
  shares.sort(
    (x, y) => y.exact - Math.floor(y.exact) - (x.exact - Math.floor(x.exact)) || x.i - y.i,
  );
  for (const s of shares) {
    if (left <= 0) break;
    out[s.i] = (out[s.i] ?? 1) + 1;
    left -= 1;
  }
  return out.map((n) => Math.min(MAX_PER_AIRLINE, n));
}

/** Weekdays flown: daily except long international (3–7 days) and thin international pairs. */
function daysOfWeek(pairKey: string, km: number, international: boolean, imp: number): number[] {
  if (!international) return ALL_DAYS;
  const rand = seeded(`days|${pairKey}`);
  const n = km > 4000 ? intIn(rand(), 3, 7) : imp < 150 ? intIn(rand(), 4, 7) : 7;
  return n === 7
    ? ALL_DAYS
    : shuffled(ALL_DAYS, rand)
        .slice(0, n)
        .sort((x, y) => x - y);
}

/** Block time: distance at 780 km/h plus 25–35 min taxi, rounded to 5 min (at least 40). */
function blockMinutes(km: number, key: string): number {
  const taxi = intIn(unit(`taxi|${key}`), 25, 35);
  return Math.max(40, Math.round(((km / BLOCK_SPEED_KMH) * 60 + taxi) / 5) * 5);
}

/** `total` departure times spread over 06:00–23:00 in 5-minute steps, in random order. */
function departureSlots(total: number, key: string): number[] {
  const rand = seeded(`times|${key}`);
  const window = (LAST_DEP - FIRST_DEP) / total;
  const times = Array.from({ length: total }, (_, i) =>
    Math.min(LAST_DEP, Math.round((FIRST_DEP + window * (i + rand())) / 5) * 5),
  );
  return shuffled(times, rand);
}

const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** The flights of one directed airport pair, all its airlines together (no numbers yet). */
function pairSchedules(
  pairKey: string,
  list: readonly CatalogRoute[],
  dep: AirportDraft,
  arr: AirportDraft,
  airlineWeight: (code: string) => number,
): FlightSchedule[] {
  const international = !dep.domestic || !arr.domestic;
  const km = Math.round(distanceKm(dep, arr));
  const unordered = [dep.code, arr.code].sort(compareStrings).join('-');
  const days = daysOfWeek(unordered, km, international, importance(dep, arr));
  const freq = splitFrequency(
    pairFrequency(dep, arr, international, km),
    list.map((r) => Math.sqrt(airlineWeight(r.airline) + 10)),
  );
  const slots = departureSlots(
    freq.reduce((s, n) => s + n, 0),
    pairKey,
  );
  return list.flatMap((r, i) =>
    Array.from({ length: freq[i] ?? 1 }, (_, k): FlightSchedule => {
      const rand = seeded(`flight|${r.airline}|${pairKey}|${k}`);
      const aircraft = chooseAircraft(r.equipment, km, rand(), rand());
      const blockMin = blockMinutes(km, `${r.airline}|${pairKey}`);
      return {
        flightNo: '',
        airline: r.airline,
        dep: r.dep,
        arr: r.arr,
        depTime: hhmm(slots.pop() ?? FIRST_DEP),
        blockMinutes: blockMin,
        aircraft,
        aircraftSize: aircraftSize(aircraft),
        distanceKm: km,
        cabins: cabinLayout(aircraft, r.airline, km, international, rand),
        international,
        meal: blockMin > 90 && !LOW_COST.has(r.airline),
        daysOfWeek: [...days],
      };
    }),
  );
}

/**
 * Generates the daily schedules from the routes, deterministically (every draw is seeded by
 * strings such as the airport pair and airline), then numbers the flights.
 * @param airlineWeight weight of an airline on a shared pair (its China route count)
 */
export function buildSchedules(
  routes: readonly CatalogRoute[],
  airports: ReadonlyMap<string, AirportDraft>,
  airlineWeight: (code: string) => number,
): FlightSchedule[] {
  const byPair = new Map<string, CatalogRoute[]>();
  for (const r of routes) {
    const k = `${r.dep}-${r.arr}`;
    const list = byPair.get(k);
    if (list) list.push(r);
    else byPair.set(k, [r]);
  }
  const out: FlightSchedule[] = [];
  for (const pairKey of [...byPair.keys()].sort(compareStrings)) {
    const list = (byPair.get(pairKey) ?? []).sort((a, b) => compareStrings(a.airline, b.airline));
    const dep = list[0] && airports.get(list[0].dep);
    const arr = list[0] && airports.get(list[0].arr);
    if (dep && arr) out.push(...pairSchedules(pairKey, list, dep, arr, airlineWeight));
  }
  assignFlightNumbers(out, airports);
  return out;
}
