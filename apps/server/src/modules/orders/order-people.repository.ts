import { and, eq, gt, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { ProductKind } from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { orderPassengers, orders } from '../../db/schema';

/** States an order ends in: its people no longer travel on it. */
const ENDED_STATES = ['CANCELLED', 'CLOSED', 'REFUNDED'];

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
 * Live bookings of `kind` (not cancelled, closed or refunded) of these ID numbers whose period
 * overlaps `[departsAt, arrivesAt)` (orders without a period never clash).
 * @returns the ID number, the order title and its start of each clash
 */
export async function overlappingBookings(
  tx: Tx,
  kind: ProductKind,
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
        eq(orders.kind, kind),
        notInArray(orders.state, ENDED_STATES),
        lt(orders.departsAt, arrivesAt),
        gt(orders.arrivesAt, departsAt),
      ),
    );
}
