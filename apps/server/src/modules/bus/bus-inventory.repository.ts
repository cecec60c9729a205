import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { busInventory } from '../../db/schema';

type Conn = Db | Tx;

/** One departure: a schedule line on a date. */
export interface DepartureKey {
  scheduleId: string;
  date: string;
}

/** Seats held or sold per schedule id on `date` (only departures that have sold something). */
export async function heldBusSeats(
  db: Conn,
  date: string,
  scheduleIds: string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (scheduleIds.length === 0) return out;
  const rows = await db
    .select({ scheduleId: busInventory.scheduleId, held: busInventory.held })
    .from(busInventory)
    .where(and(eq(busInventory.depDate, date), inArray(busInventory.scheduleId, scheduleIds)));
  for (const r of rows) out.set(r.scheduleId, r.held);
  return out;
}

const bit = (seat: number) => 1n << BigInt(seat - 1);

/** Free seat numbers (1-based) of a `taken` bitmask. */
export function freeSeats(taken: bigint, capacity: number): number[] {
  const out: number[] = [];
  for (let seat = 1; seat <= capacity; seat += 1) if ((taken & bit(seat)) === 0n) out.push(seat);
  return out;
}

/**
 * Seats for `n` passengers: the first run of `n` neighbouring free seats (a family sits
 * together), else the lowest free numbers.
 */
export function chooseSeats(free: readonly number[], n: number): number[] {
  for (let i = 0; i + n <= free.length; i += 1) {
    if (free[i + n - 1]! - free[i]! === n - 1) return free.slice(i, i + n);
  }
  return free.slice(0, n);
}

async function lockDeparture(tx: Tx, key: DepartureKey) {
  const [row] = await tx
    .select()
    .from(busInventory)
    .where(and(eq(busInventory.scheduleId, key.scheduleId), eq(busInventory.depDate, key.date)))
    .for('update');
  return row;
}

async function writeSeats(tx: Tx, key: DepartureKey, taken: bigint, held: number) {
  await tx
    .update(busInventory)
    .set({ taken: sql`${taken.toString()}::bigint`, held, updatedAt: sql`now()` })
    .where(and(eq(busInventory.scheduleId, key.scheduleId), eq(busInventory.depDate, key.date)));
}

/**
 * Holds `n` seats of a departure and gives their numbers. The row is created with the vehicle's
 * capacity on first sale, then locked (FOR UPDATE) so concurrent bookings take turns: each sees
 * the bits the previous one set, so no seat is sold twice and `held` never passes capacity.
 * @returns the seat numbers, or `{ left }` when fewer than `n` seats are free.
 */
export async function holdBusSeats(
  tx: Tx,
  key: DepartureKey,
  capacity: number,
  n: number,
): Promise<{ seats: number[] } | { left: number }> {
  await tx
    .insert(busInventory)
    .values({ scheduleId: key.scheduleId, depDate: key.date, capacity })
    .onConflictDoNothing();
  const row = await lockDeparture(tx, key);
  if (!row) throw new Error('bus inventory row missing after insert');
  const free = freeSeats(row.taken, row.capacity);
  if (free.length < n) return { left: free.length };
  const seats = chooseSeats(free, n);
  const taken = seats.reduce((mask, s) => mask | bit(s), row.taken);
  await writeSeats(tx, key, taken, row.held + n);
  return { seats };
}

/** Frees the given seats of a departure (only those still taken, so a repeat changes nothing). */
export async function releaseBusSeats(
  tx: Tx,
  key: DepartureKey,
  seats: readonly number[],
): Promise<void> {
  const row = await lockDeparture(tx, key);
  if (!row) return;
  const mine = seats.filter((s) => (row.taken & bit(s)) !== 0n);
  if (mine.length === 0) return;
  const taken = mine.reduce((mask, s) => mask & ~bit(s), row.taken);
  await writeSeats(tx, key, taken, row.held - mine.length);
}
