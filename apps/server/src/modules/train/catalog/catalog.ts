import { compareStrings } from '../../../lib/catalog/prng';
import { seatClassesOf } from './consists';
import { generateTrains } from './generate';
import { loadLines } from './lines';
import { loadSampleTrains } from './sample-trains';
import { groupCities, loadStations, type StationIndex } from './stations';
import type { RailCity, RailLine, Train } from './types';

/** A train that serves a journey: stop indexes of boarding and alighting (from < to). */
export interface Journey {
  train: Train;
  from: number;
  to: number;
}

/** What a member typed as `from`/`to`, resolved: a city (all its stations) or one station. */
export interface Place {
  name: string;
  telecodes: string[];
}

/** The in-memory train catalog: stations, cities, corridors and every daily train. */
export interface TrainCatalog {
  stations: StationIndex;
  cities: Map<string, RailCity>;
  lines: RailLine[];
  /** By train number. */
  trains: Map<string, Train>;
  /** Trains calling at a station (telecode), with the stop index. */
  callsAt: Map<string, { train: Train; idx: number }[]>;
}

/**
 * How many times the generated trains are multiplied: environment variable
 * `TRAIN_GENERATED_SCALE` (a whole number 1–100, default 1). Only for growth benchmarks
 * (bench/growth.mjs runs 10): the real sample trains are never multiplied, and every process of
 * one site must use the same value.
 */
export function trainGeneratedScale(env: NodeJS.ProcessEnv = process.env): number {
  const n = Number(env.TRAIN_GENERATED_SCALE ?? 1);
  if (!Number.isInteger(n) || n < 1 || n > 100) {
    throw new Error(`TRAIN_GENERATED_SCALE must be a whole number 1–100, not ${n}`);
  }
  return n;
}

/**
 * Builds the catalog: the 12306 station list, the corridors, the real sample trains and the
 * generated ones ({@link trainGeneratedScale} times the lines' counts), deterministically (two
 * builds in any process are equal).
 */
export function buildTrainCatalog(scale = trainGeneratedScale()): TrainCatalog {
  const stations = loadStations();
  const lines = loadLines(stations);
  const sample = loadSampleTrains(stations, lines);
  const generated = generateTrains(lines, new Set(sample.map((t) => t.code)), scale);
  const trains = new Map<string, Train>();
  for (const t of [...sample, ...generated].sort((a, b) => compareStrings(a.code, b.code))) {
    if (trains.has(t.code)) throw new Error(`duplicate train ${t.code}`);
    trains.set(t.code, { ...t, seatClasses: seatClassesOf(t.consist) });
  }
  const callsAt = new Map<string, { train: Train; idx: number }[]>();
  for (const train of trains.values()) {
    train.stops.forEach((s, idx) => {
      const list = callsAt.get(s.telecode);
      if (list) list.push({ train, idx });
      else callsAt.set(s.telecode, [{ train, idx }]);
    });
  }
  const cities = groupCities(stations, (code) => callsAt.get(code)?.length ?? 0);
  return { stations, cities, lines, trains, callsAt };
}

/**
 * Resolves `from`/`to` as typed: a telecode (3 letters), a city name (all its stations: 北京 →
 * 北京, 北京南, 北京西…), else a station name. Undefined when nothing matches.
 */
export function resolvePlace(catalog: TrainCatalog, ref: string): Place | undefined {
  const text = ref.trim();
  const byCode = /^[A-Za-z]{3}$/.test(text) && catalog.stations.byTelecode.get(text.toUpperCase());
  if (byCode) return { name: byCode.name, telecodes: [byCode.telecode] };
  const city = catalog.cities.get(text);
  if (city) return { name: city.name, telecodes: city.stations };
  const station = catalog.stations.byName.get(text);
  return station ? { name: station.name, telecodes: [station.telecode] } : undefined;
}

/**
 * Trains that call at one of `from` and, later on the same run, at one of `to`: boarding at the
 * first `from` station the train calls at, alighting at the first `to` station after it.
 */
export function journeysBetween(catalog: TrainCatalog, from: Place, to: Place): Journey[] {
  const boarding = new Map<Train, number>();
  for (const code of from.telecodes) {
    for (const { train, idx } of catalog.callsAt.get(code) ?? []) {
      const cur = boarding.get(train);
      if (cur === undefined || idx < cur) boarding.set(train, idx);
    }
  }
  const targets = new Set(to.telecodes);
  const out: Journey[] = [];
  for (const [train, fromIdx] of boarding) {
    const toIdx = train.stops.findIndex((s, i) => i > fromIdx && targets.has(s.telecode));
    if (toIdx > fromIdx) out.push({ train, from: fromIdx, to: toIdx });
  }
  return out.sort((a, b) => compareStrings(a.train.code, b.train.code));
}

let memo: TrainCatalog | undefined;

/** The train catalog of this process, built on first use and then shared. */
export function getTrainCatalog(): TrainCatalog {
  memo ??= buildTrainCatalog();
  return memo;
}
