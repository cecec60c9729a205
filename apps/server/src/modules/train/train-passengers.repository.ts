import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderPassengers, orders } from '../../db/schema';

/** Train orders whose passengers still travel (not closed, cancelled or refunded). */
const LIVE_STATES = ['PENDING_PAYMENT', 'TICKETING', 'TICKETED', 'REFUNDING'];

/**
 * Serialises bookings per ID number until the end of `tx` (PostgreSQL advisory transaction
 * locks on `hashtext(id_no)`, taken in sorted order so two bookings never wait on each other in a
 * cycle): two concurrent orders for one person cannot both pass the journey check.
 */
export async function lockIdNumbers(tx: Tx, idNos: readonly string[]): Promise<void> {
  for (const idNo of [...new Set(idNos)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${idNo}))`);
  }
}

/**
 * Active train bookings of these ID numbers whose journey overlaps `[departsAt, arrivesAt)`.
 * @returns the ID number and the order title of each clash
 */
export async function overlappingTrips(
  tx: Tx,
  idNos: readonly string[],
  departsAt: Date,
  arrivesAt: Date,
) {
  if (idNos.length === 0) return [];
  return tx
    .select({ idNo: orderPassengers.idNo, title: orders.title, departsAt: orders.departsAt })
    .from(orderPassengers)
    .innerJoin(orders, eq(orders.id, orderPassengers.orderId))
    .where(
      and(
        eq(orderPassengers.active, true),
        inArray(orderPassengers.idNo, [...idNos]),
        eq(orders.kind, 'TRAIN'),
        inArray(orders.state, LIVE_STATES),
        lt(orders.departsAt, arrivesAt),
        gt(orders.arrivesAt, departsAt),
      ),
    );
}
