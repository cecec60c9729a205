import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { textArrayParam } from '../../db/text-array-param';
import { tourDepartures } from '../../db/schema';

type Conn = Db | Tx;

export type DepartureRow = typeof tourDepartures.$inferSelect;
export type DepartureState = 'OPEN' | 'FORMED' | 'NOT_FORMED';

/** What a departure's first booking creates it with (from the catalog and the notice rule). */
export interface DepartureSeed {
  productCode: string;
  date: string;
  stock: number;
  groupMin: number;
  decideOn: string;
}

/** Key of {@link departureRowsOf}' map: `${productCode}|${date}`. */
export const departureKey = (productCode: string, date: string) => `${productCode}|${date}`;

/**
 * The rows of these products' departures that have one (the others have sold nothing and are
 * still open), keyed {@link departureKey}; one query for a page of cards or a calendar.
 */
export async function departureRowsOf(
  db: Conn,
  productCodes: string[],
): Promise<Map<string, DepartureRow>> {
  const out = new Map<string, DepartureRow>();
  if (productCodes.length === 0) return out;
  const rows = await db
    .select()
    .from(tourDepartures)
    .where(sql`${tourDepartures.productCode} = any(${textArrayParam(productCodes)})`);
  for (const r of rows) out.set(departureKey(r.productCode, r.date), r);
  return out;
}

/**
 * Takes `travellers` places of a departure, or none: the row is created on the first booking
 * (ON CONFLICT DO NOTHING), then locked FOR UPDATE, so concurrent bookings queue on it and each
 * sees what the one before took (no oversell; the table's check refuses `booked` past `stock` as
 * a last guard). `formNow` marks a departure FORMED at once (types that form with a booking).
 * @returns the row after the hold, or `{ left }` (places left, 0 when closed) when refused.
 */
export async function holdPlaces(
  tx: Tx,
  seed: DepartureSeed,
  travellers: number,
  formNow: boolean,
): Promise<{ row: DepartureRow } | { left: number; state: DepartureState }> {
  await tx.insert(tourDepartures).values(seed).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(tourDepartures)
    .where(
      and(eq(tourDepartures.productCode, seed.productCode), eq(tourDepartures.date, seed.date)),
    )
    .for('update');
  if (!row) throw new Error('tour departure missing after insert');
  const left = row.stock - row.booked;
  if (row.state === 'NOT_FORMED' || left < travellers) {
    return {
      left: row.state === 'NOT_FORMED' ? 0 : Math.max(0, left),
      state: row.state as DepartureState,
    };
  }
  const [held] = await tx
    .update(tourDepartures)
    .set({
      booked: sql`${tourDepartures.booked} + ${travellers}`,
      updatedAt: sql`now()`,
      ...(formNow && row.state === 'OPEN' ? { state: 'FORMED', decidedAt: sql`now()` } : {}),
    })
    .where(
      and(eq(tourDepartures.productCode, seed.productCode), eq(tourDepartures.date, seed.date)),
    )
    .returning();
  return { row: held! };
}

/** Gives back `travellers` places (an order closed unpaid, cancelled or refunded). */
export async function releasePlaces(
  tx: Tx,
  productCode: string,
  date: string,
  travellers: number,
): Promise<void> {
  await tx
    .update(tourDepartures)
    .set({
      booked: sql`greatest(0, ${tourDepartures.booked} - ${travellers})`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(tourDepartures.productCode, productCode), eq(tourDepartures.date, date)));
}

/**
 * Decides the next open departure due by `today` (its notice day has come), taken FOR UPDATE
 * SKIP LOCKED so any number of instances decide each once: FORMED when it holds its group
 * minimum, else NOT_FORMED. @returns the decided row, or null when none is due.
 */
export async function decideNextDue(
  tx: Tx,
  today: string,
  now: Date,
): Promise<DepartureRow | null> {
  const [due] = await tx
    .select()
    .from(tourDepartures)
    .where(and(eq(tourDepartures.state, 'OPEN'), lte(tourDepartures.decideOn, today)))
    .orderBy(asc(tourDepartures.decideOn))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!due) return null;
  const state: DepartureState = due.booked >= due.groupMin ? 'FORMED' : 'NOT_FORMED';
  const [row] = await tx
    .update(tourDepartures)
    .set({ state, decidedAt: now, updatedAt: now })
    .where(and(eq(tourDepartures.productCode, due.productCode), eq(tourDepartures.date, due.date)))
    .returning();
  return row ?? null;
}
