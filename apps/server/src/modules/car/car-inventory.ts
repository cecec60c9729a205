// Cars as a running balance over time, per counter (store × supplier × class): a rental takes a
// car out of its pick-up counter at pick-up until it is back (return + turnaround), or for good
// when it is returned in another city (异地还车), where it counts from its real return on. A
// booking is refused when the counter would be below zero at any moment of its period.
import { ErrorCode } from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import { counterMoves, lockCounters, storesMoves, type CarCounter } from './car-rentals.repository';

/**
 * Time the counter needs after a return before the car goes out again (inspection, cleaning),
 * minutes: the site's rule, as the suppliers' counters book it.
 */
export const CAR_TURNAROUND_MINUTES = 60;

/** One change of a counter's balance: `delta` cars from `at` on. */
export interface BalanceMove {
  at: number;
  delta: number;
}

/** A counter's moves from its rentals (see the file's head). */
export function movesOf(
  rows: { pickupAt: Date; backAt: Date; oneWay: boolean; returnedAt: Date | null; out: boolean }[],
): BalanceMove[] {
  return rows.flatMap((r) => {
    if (!r.out) return r.returnedAt ? [{ at: r.returnedAt.getTime(), delta: 1 }] : [];
    const out = { at: r.pickupAt.getTime(), delta: -1 };
    return r.oneWay ? [out] : [out, { at: r.backAt.getTime(), delta: 1 }];
  });
}

/**
 * The fewest cars a counter of `fleet` cars has at any moment of [from, to) (`to` null: for
 * good), given its moves; a move at an instant counts from that instant on.
 */
export function lowestBalance(
  fleet: number,
  moves: readonly BalanceMove[],
  from: number,
  to: number | null,
): number {
  const sorted = [...moves].sort((a, b) => a.at - b.at || a.delta - b.delta);
  let balance = fleet;
  for (const m of sorted) if (m.at <= from) balance += m.delta;
  let lowest = balance;
  for (const m of sorted) {
    if (m.at <= from || (to !== null && m.at >= to)) continue;
    balance += m.delta;
    lowest = Math.min(lowest, balance);
  }
  return lowest;
}

/** A counter's lock key. */
export const counterKey = (c: CarCounter) => `${c.storeId}:${c.supplierCode}:${c.classCode}`;

/**
 * Checks, in the booking's transaction, that the pick-up counter has a car for the whole period:
 * the counters of both ends locked first (advisory, in key order, so concurrent bookings and
 * one-way returns touching the same counters queue up), then its moves read.
 * @throws AppError 26005 when some moment would go below zero
 */
export async function takeCar(
  tx: Tx,
  r: {
    pickup: CarCounter;
    dropoff: CarCounter;
    fleet: number;
    from: Date;
    backAt: Date;
    oneWay: boolean;
  },
): Promise<void> {
  const keys = [...new Set([counterKey(r.pickup), counterKey(r.dropoff)])].sort();
  await lockCounters(tx, keys);
  const moves = movesOf(await counterMoves(tx, r.pickup));
  const to = r.oneWay ? null : r.backAt.getTime();
  if (lowestBalance(r.fleet, moves, r.from.getTime(), to) < 1) {
    throw new AppError(ErrorCode.CAR_SOLD_OUT);
  }
}

/**
 * The cars each counter at `storeIds` has for a period, by {@link counterKey}: the fewest at any
 * moment from `from` until `backAt` (return plus turnaround), or for good when the car stays at
 * another store (`movedFrom(storeId)`). Read without locks: a search's count, which the booking
 * checks again under its counter's lock.
 */
export async function periodBalances(
  db: Db,
  counters: readonly (CarCounter & { fleet: number })[],
  period: { from: Date; backAt: Date; movedFrom: (storeId: string) => boolean },
): Promise<Map<string, number>> {
  const rows = await storesMoves(db, [...new Set(counters.map((c) => c.storeId))]);
  const byCounter = new Map<string, typeof rows>();
  const add = (key: string, row: (typeof rows)[number]) => {
    const list = byCounter.get(key);
    if (list) list.push(row);
    else byCounter.set(key, [row]);
  };
  for (const row of rows) {
    const { supplierCode, classCode } = row;
    const out = counterKey({ storeId: row.pickupStoreId, supplierCode, classCode });
    const into = counterKey({ storeId: row.dropoffStoreId, supplierCode, classCode });
    add(out, row);
    if (row.oneWay && row.returnedAt && into !== out) add(into, row);
  }
  const balances = new Map<string, number>();
  for (const c of counters) {
    const key = counterKey(c);
    const moves = movesOf(
      (byCounter.get(key) ?? []).map((r) => ({ ...r, out: r.pickupStoreId === c.storeId })),
    );
    const to = period.movedFrom(c.storeId) ? null : period.backAt.getTime();
    balances.set(key, lowestBalance(c.fleet, moves, period.from.getTime(), to));
  }
  return balances;
}
