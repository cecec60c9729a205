import { intIn, seeded, shuffled } from '../../../lib/catalog/prng';
import { durationMinutes, fullFareFen, halfFareFen, vehicleFor } from './fares';
import type { BusCity, BusRoute, BusScheduleLine, BusStation } from './types';

const TIER_WEIGHT = { 1: 1, 2: 2, 3: 4 } as const;
/** Share of a pair's departures on its first, second and third station-to-station line. */
const LINE_SHARES = [0.6, 0.25, 0.15] as const;

/**
 * Departures a day from one city to another: more between large cities and on short lines
 * (2 × tier weights × a distance factor from 1.6 under 80 km to 0.2 over 400 km), 1–36; a lifeline
 * runs once or twice.
 */
export function departuresPerDay(from: BusCity, to: BusCity, route: BusRoute, r: number): number {
  if (route.lifeline) return r < 0.5 ? 1 : 2;
  const km = route.distanceKm;
  const weight = TIER_WEIGHT[from.tier] * TIER_WEIGHT[to.tier];
  const factor = km < 80 ? 1.6 : km < 150 ? 1.2 : km < 250 ? 0.7 : km < 400 ? 0.4 : 0.2;
  return Math.min(36, Math.max(1, Math.round(2 * weight * factor + r * 1.5 - 0.5)));
}

/**
 * Departure times (minutes after midnight) spread from the first bus (06:00–07:00) to the last
 * (short lines 18:30–20:00, middle 17:00–18:30, long 14:00–16:30), jittered and rounded to 5
 * minutes (10 on lines over 200 km); a lone departure leaves between 07:00 and 10:00.
 */
function departureMinutes(n: number, km: number, rand: () => number): number[] {
  const grain = km > 200 ? 10 : 5;
  const round = (m: number) => Math.round(m / grain) * grain;
  if (n === 1) return [round(intIn(rand(), 7 * 60, 10 * 60))];
  const first = intIn(rand(), 6 * 60, 7 * 60);
  const last =
    km <= 150
      ? intIn(rand(), 18 * 60 + 30, 20 * 60)
      : km <= 300
        ? intIn(rand(), 17 * 60, 18 * 60 + 30)
        : intIn(rand(), 14 * 60, 16 * 60 + 30);
  const step = (last - first) / (n - 1);
  const out = new Set<number>();
  for (let i = 0; i < n; i += 1) {
    const jitter = i === 0 || i === n - 1 ? 0 : (rand() - 0.5) * (step / 2);
    out.add(round(first + i * step + jitter));
  }
  return [...out].sort((a, b) => a - b);
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

interface Line {
  dep: BusStation;
  arr: BusStation;
  kmPerHour: number;
  ratePosition: number;
  refundable: boolean;
}

/** Station-to-station lines of a pair: main to main first, then up to two others. */
function linesOf(from: BusCity, to: BusCity, n: number, rand: () => number): Line[] {
  const pairs = from.stations.flatMap((dep) => to.stations.map((arr) => ({ dep, arr })));
  const [main, ...rest] = pairs;
  if (!main) return [];
  const count = Math.min(pairs.length, n >= 14 ? 3 : n >= 6 ? 2 : 1);
  return [main, ...shuffled(rest, rand)].slice(0, count).map((p) => {
    const r = seeded(`bus-line:${p.dep.code}-${p.arr.code}`);
    // about 1 line in 12 sells non-refundable tickets (e.g. discounted through services)
    return { ...p, kmPerHour: intIn(r(), 60, 80), ratePosition: r(), refundable: r() >= 0.08 };
  });
}

function lineIndex(r: number, lines: number): number {
  const shares = LINE_SHARES.slice(0, lines);
  const total = shares.reduce((a, b) => a + b, 0);
  let acc = 0;
  for (const [i, s] of shares.entries()) {
    acc += s / total;
    if (r < acc) return i;
  }
  return lines - 1;
}

/**
 * The daily departures from `from` to `to` on a route, generated deterministically (seeded by
 * the two city codes): the same in every process and on every day. Sorted by departure time.
 */
export function buildSchedules(from: BusCity, to: BusCity, route: BusRoute): BusScheduleLine[] {
  const rand = seeded(`bus:${from.code}>${to.code}`);
  const km = route.distanceKm;
  const n = departuresPerDay(from, to, route, rand());
  const lines = linesOf(from, to, n, rand);
  return departureMinutes(n, km, rand).map((minutes) => {
    const line = lines[lineIndex(rand(), lines.length)]!;
    const { vehicleType, seatCount } = vehicleFor(km, rand(), rand(), rand());
    const fullPriceFen = fullFareFen(km, vehicleType, line.ratePosition);
    const depTime = hhmm(minutes);
    const code = depTime.replace(':', '');
    return {
      scheduleId: `${line.dep.code}-${line.arr.code}-${code}`,
      code,
      fromCity: from.name,
      toCity: to.name,
      depStation: line.dep,
      arrStation: line.arr,
      depTime,
      distanceKm: km,
      durationMinutes: durationMinutes(km, line.kmPerHour),
      vehicleType,
      seatCount,
      fullPriceFen,
      halfPriceFen: halfFareFen(fullPriceFen),
      refundable: line.refundable,
      saleCutoffMinutes: line.dep.saleCutoffMinutes,
    };
  });
}
