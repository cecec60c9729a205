import type { TrainType } from '@lvxing/shared';
import { seeded } from '../../../lib/catalog/prng';
import { consistFor } from './consists';
import type { RailLine, Train, TrainStop } from './types';

/** Top running speed by type (capped by the line), km/h, and the share of it held on average. */
const CRUISE: Record<TrainType, [number, number]> = {
  G: [350, 0.93],
  D: [250, 0.92],
  C: [300, 0.85],
  Z: [160, 0.8],
  T: [140, 0.78],
  K: [120, 0.72],
  O: [100, 0.7],
};
/** Chance that a train of the type calls at a minor station (major stations: always). */
const MINOR_STOP: Record<TrainType, number> = {
  G: 0.3,
  D: 0.45,
  C: 0.9,
  Z: 0,
  T: 0.15,
  K: 0.5,
  O: 0.8,
};
const MAX_STOPS = 40;

type LineStop = RailLine['stops'][number];

/** The stations a train calls at, from the slice of its line in running order. */
function pickStops(slice: LineStop[], type: TrainType, rand: () => number): LineStop[] {
  let chosen = slice.filter((s, i) => {
    if (i === 0 || i === slice.length - 1) return true;
    if (s.major) return type !== 'Z' || rand() < 0.6;
    return rand() < MINOR_STOP[type];
  });
  while (chosen.length > MAX_STOPS) {
    const minors = chosen
      .map((s, i) => (!s.major && i > 0 && i < chosen.length - 1 ? i : -1))
      .filter((i) => i >= 0);
    const drop = minors[Math.floor(rand() * minors.length)] ?? 1;
    chosen = chosen.filter((_, i) => i !== drop);
  }
  return chosen;
}

/** Running minutes between stops, dwell minutes per stop, and the stop list with times. */
function timetable(
  line: RailLine,
  stops: LineStop[],
  type: TrainType,
  depart: number,
): TrainStop[] {
  const [top, share] = CRUISE[type];
  const kmh = Math.min(top, line.maxKmh) * share;
  const penalty = 3;
  const origin = stops[0]!.km;
  let t = depart;
  return stops.map((s, i) => {
    const km = Math.abs(s.km - origin);
    if (i === 0) return { telecode: s.telecode, name: s.name, arr: null, dep: t, km };
    const dist = Math.abs(s.km - stops[i - 1]!.km);
    const arr = t + Math.round((dist / kmh) * 60 + penalty);
    const dwell = line.highSpeed ? (s.major ? 4 : 2) : s.major ? 10 : 4;
    const last = i === stops.length - 1;
    t = arr + (last ? 0 : dwell);
    return { telecode: s.telecode, name: s.name, arr, dep: last ? null : t, km };
  });
}

/** A slice of the line between two major stations (35 % of trains), else the whole line. */
function sliceOf(line: RailLine, rand: () => number): LineStop[] {
  const majors = line.stops.map((s, i) => (s.major ? i : -1)).filter((i) => i >= 0);
  if (majors.length < 3 || rand() >= 0.35) return line.stops;
  const a = majors[Math.floor(rand() * (majors.length - 1))]!;
  const after = majors.filter((i) => i > a + 1);
  const b = after[Math.floor(rand() * after.length)] ?? line.stops.length - 1;
  return line.stops.slice(a, b + 1);
}

/** Departure from the origin, minutes after midnight, spread over the day's window. */
function departure(line: RailLine, k: number, count: number, duration: number, rand: () => number) {
  const overnight = !line.highSpeed && duration > 480;
  const [from, to] = overnight
    ? [16 * 60, 23 * 60 + 30]
    : line.highSpeed
      ? [6 * 60, 23 * 60 + 30 - duration]
      : [7 * 60, 21 * 60];
  const span = Math.max(0, to - from);
  return from + Math.round((((k + rand()) / count) * span) / 5) * 5;
}

/**
 * Generates the daily trains of every corridor, deterministically (PRNG seeded by line, type,
 * direction and index): each runs the whole line or a slice between major stations, calls at
 * every major station and at minor ones by chance per type (G 30 %, D 45 %, C 90 %, K 50 %…),
 * at typical speeds (G up to 350 km/h held at 93 %, D 250 at 92 %, Z 160, T 140, K 120 at
 * 72–80 %, plus 3 minutes to brake and start) with 2-minute dwell (4 at major HSR stations,
 * 4/10 on conventional lines). Odd numbers run in route order, even ones back; a number in
 * `taken` (the real sample) or already used is skipped. `scale` multiplies every line's count
 * (growth benchmarks: 10 gives ten times the trains; numbers then run past 4 digits).
 */
export function generateTrains(
  lines: readonly RailLine[],
  taken: ReadonlySet<string>,
  scale = 1,
): Train[] {
  const used = new Set(taken);
  const out: Train[] = [];
  for (const line of lines) {
    for (const [type, perLine = 0] of Object.entries(line.trains) as [TrainType, number][]) {
      const count = perLine * scale;
      let next = line.numbers[type] ?? 1;
      for (let k = 0; k < count; k += 1) {
        while (used.has(`${type}${next}`) || used.has(`${type}${next + 1}`)) next += 2;
        for (const dir of [0, 1]) {
          const code = `${type}${next + dir}`;
          used.add(code);
          const rand = seeded(`${line.id}:${code}`);
          const slice = sliceOf(line, rand);
          const stops = pickStops(dir ? [...slice].reverse() : slice, type, rand);
          const draft = timetable(line, stops, type, 0);
          const duration = draft[draft.length - 1]!.arr ?? 0;
          out.push({
            code,
            trainNo: `${line.bureau}${code.padStart(9, '0')}${k % 10}`,
            type,
            real: false,
            consist: consistFor(type, rand()),
            stops: timetable(line, stops, type, departure(line, k, count, duration, rand)),
            seatClasses: [],
          });
        }
        next += 2;
      }
    }
  }
  return out;
}
