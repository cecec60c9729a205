import type { AirportDraft } from './airports';
import { compareStrings, unit } from '../../../lib/catalog/prng';
import type { FlightSchedule } from './types';

/** Number ranges: 3 digits for international/regional pairs, 4 digits for domestic ones. */
const RANGES = {
  international: [100, 999],
  domestic: [1000, 9999],
} as const;

/**
 * Finds a free block of `need` consecutive numbers after an even base (base+1 … base+need),
 * starting at a position drawn from `key` and probing upwards (wrapping); undefined if full.
 */
function freeBlock(
  used: Set<number>,
  need: number,
  [lo, hi]: readonly [number, number],
  key: string,
): number | undefined {
  const positions = Math.floor((hi - lo - need) / 2) + 1;
  if (positions <= 0) return undefined;
  const start = Math.floor(unit(key) * positions);
  for (let k = 0; k < positions; k += 1) {
    const base = lo + 2 * ((start + k) % positions);
    let free = true;
    for (let n = base + 1; n <= base + need && free; n += 1) free = !used.has(n);
    if (free) return base;
  }
  return undefined;
}

const byTime = (a: FlightSchedule, b: FlightSchedule) =>
  compareStrings(a.depTime, b.depTime) || compareStrings(a.dep, b.dep);

/**
 * Gives every schedule a flight number: airline code + 3–4 digits, unique per airline and
 * stable. Both directions of an airport pair share a block, as airlines number them: flights
 * from the bigger airport get the odd numbers (MU5101, MU5103 …), the way back the even ones
 * (MU5102 …), earlier departures lower numbers. Mutates `schedules`.
 */
export function assignFlightNumbers(
  schedules: FlightSchedule[],
  airports: ReadonlyMap<string, AirportDraft>,
): void {
  const weight = (code: string) => airports.get(code)?.routeCount ?? 0;
  const groups = new Map<string, FlightSchedule[]>();
  for (const s of schedules) {
    const [a, b] = [s.dep, s.arr].sort((x, y) => weight(y) - weight(x) || compareStrings(x, y)) as [
      string,
      string,
    ];
    const key = `${s.airline}|${a}|${b}`;
    const list = groups.get(key);
    if (list) list.push(s);
    else groups.set(key, [s]);
  }
  const used = new Map<string, Set<number>>();
  for (const key of [...groups.keys()].sort(compareStrings)) {
    const list = groups.get(key) ?? [];
    const [airline, a] = key.split('|') as [string, string];
    const out = list.filter((s) => s.dep === a).sort(byTime);
    const back = list.filter((s) => s.dep !== a).sort(byTime);
    const need = 2 * Math.max(out.length, back.length);
    const taken = used.get(airline) ?? new Set<number>();
    used.set(airline, taken);
    const first = list[0]?.international ? RANGES.international : RANGES.domestic;
    const base = freeBlock(taken, need, first, key) ?? freeBlock(taken, need, RANGES.domestic, key);
    if (base === undefined) throw new Error(`no flight numbers left for ${airline}`);
    out.forEach((s, i) => {
      s.flightNo = `${airline}${base + 1 + 2 * i}`;
    });
    back.forEach((s, i) => {
      s.flightNo = `${airline}${base + 2 + 2 * i}`;
    });
    for (let n = base + 1; n <= base + need; n += 1) taken.add(n);
  }
}
