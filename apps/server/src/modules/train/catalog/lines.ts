import { CONVENTIONAL_LINES } from './lines-conventional';
import { HIGH_SPEED_LINES, type LineSpec } from './lines-data';
import { REGIONAL_LINES } from './lines-regional';
import type { StationIndex } from './stations';
import type { RailLine } from './types';

/** Every corridor as written (high-speed first). */
export const LINE_SPECS: readonly LineSpec[] = [
  ...HIGH_SPEED_LINES,
  ...REGIONAL_LINES,
  ...CONVENTIONAL_LINES,
];

/**
 * Resolves a corridor's `*name:km` list against the 12306 station list.
 * @throws Error when a station is unknown or the kilometres do not grow (a data error).
 */
export function resolveLine(spec: LineSpec, stations: StationIndex): RailLine {
  const stops = spec.route
    .trim()
    .split(/\s+/)
    .map((token) => {
      const m = /^(\*?)(.+):(\d+)$/.exec(token);
      if (!m) throw new Error(`${spec.id}: bad stop ${token}`);
      const station = stations.byName.get(m[2]!);
      if (!station) throw new Error(`${spec.id}: unknown station ${m[2]}`);
      return {
        telecode: station.telecode,
        name: station.name,
        km: Number(m[3]),
        major: m[1] === '*',
      };
    });
  stops.forEach((s, i) => {
    if (i > 0 && s.km <= stops[i - 1]!.km)
      throw new Error(`${spec.id}: km not growing at ${s.name}`);
  });
  const { route: _route, ...rest } = spec;
  return { ...rest, stops };
}

/** Every corridor, resolved. */
export function loadLines(stations: StationIndex): RailLine[] {
  return LINE_SPECS.map((spec) => resolveLine(spec, stations));
}
