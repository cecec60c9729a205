import type { SeatClass } from '@lvxing/shared';
import type { Db } from '../../db/client';
import { capacityOf } from './catalog/consists';
import type { Train } from './catalog/types';
import { runVersions, seatsWithVersion, segmentMask, type RunKey } from './train-seats.repository';

/** Sold segments of every seat of a run class, as low/high 32-bit halves, at one version. */
interface Snapshot {
  version: number;
  lo: Int32Array;
  hi: Int32Array;
}

const MAX_ENTRIES = 4000;
/** Per database (tests open several), per instance: `${train}|${runDate}|${class}` → snapshot. */
const caches = new WeakMap<Db, Map<string, Snapshot>>();

const keyOf = (k: RunKey) => `${k.trainCode}|${k.runDate}|${k.seatClass}`;

function cacheOf(db: Db): Map<string, Snapshot> {
  let c = caches.get(db);
  if (!c) {
    c = new Map();
    caches.set(db, c);
  }
  return c;
}

/** A journey whose free seats are wanted. */
export interface SeatQuery {
  train: Train;
  runDate: string;
  from: number;
  to: number;
}

async function refresh(
  db: Db,
  cache: Map<string, Snapshot>,
  stale: RunKey[],
  into: Map<string, Snapshot>,
): Promise<void> {
  const rows = await seatsWithVersion(db, stale);
  const grouped = new Map<string, { version: number; occupied: bigint[] }>();
  for (const r of rows) {
    const k = keyOf(r as RunKey);
    const g = grouped.get(k) ?? { version: r.version, occupied: [] };
    g.occupied.push(r.occupied);
    grouped.set(k, g);
  }
  for (const [k, g] of grouped) {
    const lo = new Int32Array(g.occupied.length);
    const hi = new Int32Array(g.occupied.length);
    g.occupied.forEach((v, i) => {
      lo[i] = Number(BigInt.asIntN(32, v));
      hi[i] = Number(BigInt.asIntN(32, v >> 32n));
    });
    const snap = { version: g.version, lo, hi };
    into.set(k, snap);
    cache.delete(k);
    cache.set(k, snap);
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  }
}

function countFree(s: Snapshot, mask: bigint): number {
  const mLo = Number(BigInt.asIntN(32, mask));
  const mHi = Number(BigInt.asIntN(32, mask >> 32n));
  let n = 0;
  for (let i = 0; i < s.lo.length; i += 1) {
    if ((s.lo[i]! & mLo) === 0 && (s.hi[i]! & mHi) === 0) n += 1;
  }
  return n;
}

/**
 * Seats free on every segment of each journey, per seat class, exact as of the run versions read
 * now: one query for the versions of all runs of the result, one more only for runs whose seats
 * changed since this instance last read them (kept per instance, keyed by `train_runs.version`).
 * Runs never sold have no rows and full capacity. @returns by `${train}|${runDate}`
 */
export async function seatsLeft(
  db: Db,
  queries: readonly SeatQuery[],
): Promise<Map<string, Map<SeatClass, number>>> {
  const cache = cacheOf(db);
  const wanted = new Set(queries.map((q) => `${q.train.code}|${q.runDate}`));
  const versions = (
    await runVersions(
      db,
      [...new Set(queries.map((q) => q.train.code))],
      [...new Set(queries.map((q) => q.runDate))],
    )
  ).filter((v) => wanted.has(`${v.trainCode}|${v.runDate}`));
  // snapshots used by this call (eviction by later refreshes must not lose them)
  const snaps = new Map<string, Snapshot>();
  const stale: RunKey[] = [];
  for (const v of versions) {
    const hit = cache.get(keyOf(v as RunKey));
    if (hit?.version === v.version) snaps.set(keyOf(v as RunKey), hit);
    else stale.push(v as RunKey);
  }
  if (stale.length > 0) await refresh(db, cache, stale, snaps);
  const out = new Map<string, Map<SeatClass, number>>();
  for (const q of queries) {
    const capacity = capacityOf(q.train.consist);
    const mask = segmentMask(q.from, q.to);
    const perClass = new Map<SeatClass, number>();
    for (const seatClass of q.train.seatClasses) {
      const key = keyOf({ trainCode: q.train.code, runDate: q.runDate, seatClass });
      const snap = snaps.get(key);
      perClass.set(seatClass, snap ? countFree(snap, mask) : (capacity.get(seatClass) ?? 0));
    }
    out.set(`${q.train.code}|${q.runDate}`, perClass);
  }
  return out;
}
