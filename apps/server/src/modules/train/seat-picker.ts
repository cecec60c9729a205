import type { SeatSpec } from './catalog/consists';

/** A seat of the run with what is sold on it. */
export interface SeatState {
  spec: SeatSpec;
  occupied: bigint;
}

/** Order of places within a group: letters A…F; berths 下 中 上. */
const POSITION_ORDER = 'ABCDF下中上';

function popcount(v: bigint): number {
  let n = 0;
  for (let x = v; x > 0n; x &= x - 1n) n += 1;
  return n;
}

type Score = [number, number, number, number, number, number];

const better = (a: Score, b: Score) => {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
};

/**
 * Chooses `n` seats free on every segment of `mask` (a journey), or null when fewer than `n`
 * are. Passengers sit together when possible (12306 practice): among windows of `n` consecutive
 * free seats (by car, row or compartment, place) it takes the one spanning the fewest cars, then
 * the fewest rows, then covering most of the wished seat `letters` (window A/F, aisle C/D; best
 * effort), then reusing seats already sold on other segments (keeping whole seats for long
 * journeys), then the emptiest car, then the front of the train.
 */
export function pickSeats(
  seats: readonly SeatState[],
  mask: bigint,
  n: number,
  letters: readonly string[] = [],
): SeatSpec[] | null {
  const free = seats.filter((s) => (s.occupied & mask) === 0n);
  if (n < 1 || free.length < n) return null;
  free.sort(
    (a, b) =>
      a.spec.car - b.spec.car ||
      a.spec.group - b.spec.group ||
      POSITION_ORDER.indexOf(a.spec.position) - POSITION_ORDER.indexOf(b.spec.position) ||
      a.spec.seatNo.localeCompare(b.spec.seatNo),
  );
  const freeInCar = new Map<number, number>();
  for (const s of free) freeInCar.set(s.spec.car, (freeInCar.get(s.spec.car) ?? 0) + 1);
  const sold = free.map((s) => popcount(s.occupied));
  let best: { at: number; score: Score } | null = null;
  for (let i = 0; i + n <= free.length; i += 1) {
    const first = free[i]!.spec;
    const last = free[i + n - 1]!.spec;
    const wanted = [...letters];
    let reused = 0;
    for (let j = i; j < i + n; j += 1) {
      const k = wanted.indexOf(free[j]!.spec.position);
      if (k >= 0) wanted.splice(k, 1);
      reused += sold[j]!;
    }
    const score: Score = [
      last.car - first.car,
      last.car === first.car ? last.group - first.group : 999,
      wanted.length,
      -reused,
      -(freeInCar.get(first.car) ?? 0),
      i,
    ];
    if (!best || better(score, best.score)) best = { at: i, score };
  }
  return best ? free.slice(best.at, best.at + n).map((s) => s.spec) : null;
}
