import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SeatClass } from '@lvxing/shared';
import type { Db, Tx } from '../../db/client';
import { trainRuns, trainSeats } from '../../db/schema';

type Conn = Db | Tx;

/** One run (train number, date it leaves its origin) and seat class: the unit of locking. */
export interface RunKey {
  trainCode: string;
  runDate: string;
  seatClass: SeatClass;
}

/** A seat of a run as stored: bit i of `occupied` = segment stop i → i+1 sold. */
export interface SeatRow {
  car: number;
  seatNo: string;
  occupied: bigint;
}

/** Bits from..to-1: the segments of a journey from stop `from` to stop `to` (0-based). */
export function segmentMask(from: number, to: number): bigint {
  if (from < 0 || to <= from || to > 63) throw new Error(`bad journey ${from}→${to}`);
  return ((1n << BigInt(to - from)) - 1n) << BigInt(from);
}

const runWhere = (k: RunKey) =>
  and(
    eq(trainRuns.trainCode, k.trainCode),
    eq(trainRuns.runDate, k.runDate),
    eq(trainRuns.seatClass, k.seatClass),
  );
const seatWhere = (k: RunKey) =>
  and(
    eq(trainSeats.trainCode, k.trainCode),
    eq(trainSeats.runDate, k.runDate),
    eq(trainSeats.seatClass, k.seatClass),
  );

/**
 * Locks a run's seat class for the rest of `tx` (row lock on `train_runs`), creating it with its
 * seat rows on the first sale. Concurrent first sales queue on the new row's key, so the seats are
 * created once; every booking or release of the class then runs one at a time.
 */
export async function lockRun(
  tx: Tx,
  key: RunKey,
  seats: readonly { car: number; seatNo: string }[],
): Promise<void> {
  const created = await tx
    .insert(trainRuns)
    .values({ ...key, version: 0 })
    .onConflictDoNothing()
    .returning({ version: trainRuns.version });
  if (created.length > 0) {
    for (let i = 0; i < seats.length; i += 1000) {
      await tx
        .insert(trainSeats)
        .values(seats.slice(i, i + 1000).map((s) => ({ ...key, car: s.car, seatNo: s.seatNo })));
    }
  }
  await tx.select({ v: trainRuns.version }).from(trainRuns).where(runWhere(key)).for('update');
}

/** The seats of a run's class with their sold segments. */
export async function seatsOfRun(conn: Conn, key: RunKey): Promise<SeatRow[]> {
  return conn
    .select({ car: trainSeats.car, seatNo: trainSeats.seatNo, occupied: trainSeats.occupied })
    .from(trainSeats)
    .where(seatWhere(key));
}

async function setBits(
  tx: Tx,
  key: RunKey,
  seats: readonly { car: number; seatNo: string }[],
  mask: bigint,
  occupy: boolean,
): Promise<number> {
  let changed = 0;
  for (const s of seats) {
    const rows = await tx
      .update(trainSeats)
      .set({
        occupied: occupy
          ? sql`${trainSeats.occupied} | ${mask.toString()}::bigint`
          : sql`${trainSeats.occupied} & ~${mask.toString()}::bigint`,
      })
      .where(
        and(
          seatWhere(key),
          eq(trainSeats.car, s.car),
          eq(trainSeats.seatNo, s.seatNo),
          occupy
            ? sql`${trainSeats.occupied} & ${mask.toString()}::bigint = 0`
            : sql`${trainSeats.occupied} & ${mask.toString()}::bigint = ${mask.toString()}::bigint`,
        ),
      )
      .returning({ car: trainSeats.car });
    changed += rows.length;
  }
  await tx
    .update(trainRuns)
    .set({ version: sql`${trainRuns.version} + 1`, updatedAt: sql`now()` })
    .where(runWhere(key));
  return changed;
}

/**
 * Marks the journey's segments sold on each seat, only where they are all free, and bumps the
 * run's version. Call under {@link lockRun}. @returns false if any seat was not free (nothing
 * should then be kept: the caller throws and the transaction rolls back).
 */
export async function occupySeats(
  tx: Tx,
  key: RunKey,
  seats: readonly { car: number; seatNo: string }[],
  mask: bigint,
): Promise<boolean> {
  return (await setBits(tx, key, seats, mask, true)) === seats.length;
}

/** Frees the journey's segments on each seat (they must be sold) and bumps the run's version. */
export async function freeSeats(
  tx: Tx,
  key: RunKey,
  seats: readonly { car: number; seatNo: string }[],
  mask: bigint,
): Promise<number> {
  return setBits(tx, key, seats, mask, false);
}

/** Versions of the sold runs of some trains on some run dates (every class). */
export async function runVersions(conn: Conn, trainCodes: string[], runDates: string[]) {
  if (trainCodes.length === 0 || runDates.length === 0) return [];
  return conn
    .select({
      trainCode: trainRuns.trainCode,
      runDate: trainRuns.runDate,
      seatClass: trainRuns.seatClass,
      version: trainRuns.version,
    })
    .from(trainRuns)
    .where(and(inArray(trainRuns.trainCode, trainCodes), inArray(trainRuns.runDate, runDates)));
}

/** Seats with their run's version for some run classes, read in one statement (one snapshot). */
export async function seatsWithVersion(conn: Conn, keys: RunKey[]) {
  if (keys.length === 0) return [];
  const tuples = sql.join(
    keys.map((k) => sql`(${k.trainCode}, ${k.runDate}::date, ${k.seatClass})`),
    sql`, `,
  );
  return conn
    .select({
      trainCode: trainRuns.trainCode,
      runDate: trainRuns.runDate,
      seatClass: trainRuns.seatClass,
      version: trainRuns.version,
      occupied: trainSeats.occupied,
    })
    .from(trainRuns)
    .innerJoin(
      trainSeats,
      and(
        eq(trainSeats.trainCode, trainRuns.trainCode),
        eq(trainSeats.runDate, trainRuns.runDate),
        eq(trainSeats.seatClass, trainRuns.seatClass),
      ),
    )
    .where(
      sql`(${trainRuns.trainCode}, ${trainRuns.runDate}, ${trainRuns.seatClass}) in (${tuples})`,
    );
}
