import { TRAIN_TYPES, type TrainType } from '@lvxing/shared';
import { unit } from '../../../lib/catalog/prng';
import { consistFor } from './consists';
import { readTrainCsv, type StationIndex } from './stations';
import type { RailLine, Train, TrainStop } from './types';

/**
 * Stations of the 2021 sample that 12306 has renamed since (the station list is of 2026):
 * 松江南 → 上海松江 (2024, with 沪苏湖铁路), 余杭 → 临平南 (2021, 临平区 created), 永嘉 → 温州北
 * (rebuilt for 杭温高铁, reopened 2024-09-06), 红安西 → 红安 (the rebuilt 合武 station takes the
 * name 红安). 绅坊 (1 stop of G7577) and 松江 (1 stop of K48, closed to passengers) are dropped.
 */
export const RENAMED_STATIONS: Readonly<Record<string, string>> = {
  松江南: '上海松江',
  余杭: '临平南',
  永嘉: '温州北',
  红安西: '红安',
};

/** Average speed (km/h, between departure and next arrival) to estimate distances off-line. */
const ESTIMATE_KMH: Record<TrainType, number> = {
  G: 230,
  D: 180,
  C: 160,
  Z: 100,
  T: 90,
  K: 75,
  O: 65,
};

const minutes = (time: string, dayOffset: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return Number(dayOffset || 0) * 1440 + h * 60 + m;
};

/** Kilometres between two stations when a line carries both (first such line), else null. */
export function lineDistance(lines: readonly RailLine[]): (a: string, b: string) => number | null {
  const at = new Map<string, { line: number; km: number }[]>();
  lines.forEach((l, line) => {
    for (const s of l.stops)
      at.set(s.telecode, [...(at.get(s.telecode) ?? []), { line, km: s.km }]);
  });
  return (a, b) => {
    for (const x of at.get(a) ?? []) {
      const y = (at.get(b) ?? []).find((p) => p.line === x.line);
      if (y) return Math.abs(y.km - x.km);
    }
    return null;
  };
}

/**
 * The 492 real trains of the timetable sample (coyove/RouteMaster, 12306 data of 2021-04-13; see
 * data/NOTICE.md), running every day on their 2021 times. Renamed stations are mapped (above).
 * Distances: between two consecutive stops on one of our lines, the line's kilometres (high-speed
 * lines first for EMUs); otherwise estimated from the running time at a typical speed per type.
 */
export function loadSampleTrains(stations: StationIndex, lines: readonly RailLine[]): Train[] {
  const emuLines = lineDistance(lines.filter((l) => l.highSpeed));
  const convLines = lineDistance(lines.filter((l) => !l.highSpeed));
  const rows = new Map<string, Record<string, string>[]>();
  for (const r of readTrainCsv('stop_times.csv')) {
    const code = r.train_code ?? '';
    rows.set(code, [...(rows.get(code) ?? []), r]);
  }
  return readTrainCsv('trains.csv').map((t) => {
    const code = t.train_code ?? '';
    const type = (TRAIN_TYPES as readonly string[]).includes(t.train_class ?? '')
      ? (t.train_class as TrainType)
      : 'O';
    const emu = type === 'G' || type === 'D' || type === 'C';
    const stops: TrainStop[] = [];
    for (const r of (rows.get(code) ?? []).sort(
      (a, b) => Number(a.stop_seq) - Number(b.stop_seq),
    )) {
      const name = RENAMED_STATIONS[r.station ?? ''] ?? r.station ?? '';
      const station = stations.byName.get(name);
      if (!station) continue;
      const arr = r.arrive_time ? minutes(r.arrive_time, r.arrive_day_offset ?? '0') : null;
      const dep = r.depart_time ? minutes(r.depart_time, r.depart_day_offset ?? '0') : null;
      const prev = stops[stops.length - 1];
      let km = 0;
      if (prev) {
        const known =
          (emu ? emuLines : convLines)(prev.telecode, station.telecode) ??
          (emu ? convLines : emuLines)(prev.telecode, station.telecode);
        const running = (arr ?? dep ?? 0) - (prev.dep ?? prev.arr ?? 0);
        km = prev.km + (known ?? Math.max(1, Math.round((running / 60) * ESTIMATE_KMH[type])));
      }
      stops.push({ telecode: station.telecode, name: station.name, arr, dep, km });
    }
    if (stops.length < 2 || stops.length > 64)
      throw new Error(`sample train ${code}: ${stops.length} stops`);
    const first = stops[0]!;
    const last = stops[stops.length - 1]!;
    stops[0] = { ...first, arr: null };
    stops[stops.length - 1] = { ...last, dep: null };
    return {
      code,
      trainNo: t.train_no || code,
      type,
      real: true,
      consist: consistFor(type, unit(`consist:${code}`)),
      stops,
      seatClasses: [],
    };
  });
}
