import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { flightInventory, flightTaxRules } from '../../db/schema';

type Conn = Db | Tx;

/** Seats held per `${flightNo}|${cabin}` on `date` (only instances that have sold something). */
export async function heldSeats(
  db: Conn,
  date: string,
  flightNos: string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (flightNos.length === 0) return out;
  const rows = await db
    .select({
      flightNo: flightInventory.flightNo,
      cabin: flightInventory.cabin,
      held: flightInventory.held,
    })
    .from(flightInventory)
    .where(and(eq(flightInventory.depDate, date), inArray(flightInventory.flightNo, flightNos)));
  for (const r of rows) out.set(`${r.flightNo}|${r.cabin}`, r.held);
  return out;
}

/**
 * {@link heldSeats} for several days in one query (the low-price calendar): by date, then by
 * `${flightNo}|${cabin}`.
 */
export async function heldSeatsOnDays(
  db: Conn,
  dates: string[],
  flightNos: string[],
): Promise<Map<string, Map<string, number>>> {
  const out = new Map<string, Map<string, number>>(dates.map((d) => [d, new Map()]));
  if (flightNos.length === 0 || dates.length === 0) return out;
  const rows = await db
    .select({
      flightNo: flightInventory.flightNo,
      date: flightInventory.depDate,
      cabin: flightInventory.cabin,
      held: flightInventory.held,
    })
    .from(flightInventory)
    .where(
      and(inArray(flightInventory.depDate, dates), inArray(flightInventory.flightNo, flightNos)),
    );
  for (const r of rows) out.get(r.date)?.set(`${r.flightNo}|${r.cabin}`, r.held);
  return out;
}

/**
 * Holds `n` seats of a flight instance and cabin, atomically, in one statement: the row is
 * created with the schedule's capacity and `n` held on first use; otherwise the conflict update
 * adds `n` only while `held + n <= capacity`. Concurrent holds on PostgreSQL queue on the row
 * lock and re-check the condition on the row as it is after the lock, so seats are never
 * oversold. @returns the seats held before this hold, or null when not enough seats are left.
 */
export async function holdSeats(
  tx: Tx,
  key: { flightNo: string; date: string; cabin: string },
  capacity: number,
  n: number,
): Promise<number | null> {
  if (n > capacity) return null;
  const rows = await tx
    .insert(flightInventory)
    .values({ flightNo: key.flightNo, depDate: key.date, cabin: key.cabin, capacity, held: n })
    .onConflictDoUpdate({
      target: [flightInventory.flightNo, flightInventory.depDate, flightInventory.cabin],
      set: { held: sql`${flightInventory.held} + ${n}`, updatedAt: sql`now()` },
      setWhere: sql`${flightInventory.held} + ${n} <= ${flightInventory.capacity}`,
    })
    .returning({ held: flightInventory.held });
  return rows[0] ? rows[0].held - n : null;
}

/** Gives `n` held seats back. */
export async function releaseSeats(
  tx: Tx,
  key: { flightNo: string; date: string; cabin: string },
  n: number,
): Promise<void> {
  await tx
    .update(flightInventory)
    .set({ held: sql`greatest(${flightInventory.held} - ${n}, 0)`, updatedAt: sql`now()` })
    .where(
      and(
        eq(flightInventory.flightNo, key.flightNo),
        eq(flightInventory.depDate, key.date),
        eq(flightInventory.cabin, key.cabin),
      ),
    );
}

/** The tax rule in force on `day` (latest `effective_from` not after it). */
export async function taxRuleOn(db: Conn, day: string) {
  const [row] = await db
    .select()
    .from(flightTaxRules)
    .where(sql`${flightTaxRules.effectiveFrom} <= ${day}`)
    .orderBy(sql`${flightTaxRules.effectiveFrom} desc`)
    .limit(1);
  return row;
}

/**
 * Seeds the tax rules (idempotent). Source: domain notes — 民航发展基金 ¥50 per adult domestic
 * segment; fuel surcharge from 2026-01-05 adult ¥10 up to 800 km, ¥20 beyond. The international
 * figures are this site's flat assumption (no source). A new rule is a new row with a later date.
 */
export async function seedTaxRules(db: Conn): Promise<void> {
  await db
    .insert(flightTaxRules)
    .values([
      {
        effectiveFrom: '2026-01-05',
        domesticFundFen: 5000,
        domesticFuelShortFen: 1000,
        domesticFuelLongFen: 2000,
        fuelThresholdKm: 800,
        internationalFundFen: 9000,
        internationalFuelFen: 15000,
        source: '国内航线燃油附加费 2026-01-05 起 800公里(含)以下 ¥10，以上 ¥20（domain.md）',
      },
    ])
    .onConflictDoNothing();
}
