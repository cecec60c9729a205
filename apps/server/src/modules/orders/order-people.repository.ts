import { and, eq, gt, gte, inArray, lt, lte, notInArray, sql } from 'drizzle-orm';
import type { ProductKind } from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { orderPassengers, orders } from '../../db/schema';

/** States an order ends in: its people no longer travel on it. */
const ENDED_STATES = ['CANCELLED', 'CLOSED', 'REFUNDED'];

/**
 * Serialises bookings per document until the end of `tx` (PostgreSQL advisory transaction
 * locks on `hashtext` of the number's keyed hash, taken in sorted order so two bookings never wait
 * on each other in a cycle): two concurrent orders for one person cannot both pass the journey
 * check.
 */
export async function lockDocuments(tx: Tx, idNoHashes: readonly string[]): Promise<void> {
  for (const h of [...new Set(idNoHashes)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${h}))`);
  }
}

/**
 * Live bookings of `kind` (not cancelled, closed or refunded) of these documents (keyed hashes)
 * whose period overlaps `[departsAt, arrivesAt)` (orders without a period never clash).
 * @returns the number's hash, the order title and its start of each clash
 */
export async function overlappingBookings(
  tx: Tx,
  kind: ProductKind,
  idNoHashes: readonly string[],
  departsAt: Date,
  arrivesAt: Date,
) {
  if (idNoHashes.length === 0) return [];
  return tx
    .select({
      orderId: orders.id,
      idNoHash: orderPassengers.idNoHash,
      title: orders.title,
      departsAt: orders.departsAt,
    })
    .from(orderPassengers)
    .innerJoin(orders, eq(orders.id, orderPassengers.orderId))
    .where(
      and(
        eq(orderPassengers.active, true),
        inArray(orderPassengers.idNoHash, [...idNoHashes]),
        eq(orders.kind, kind),
        notInArray(orders.state, ENDED_STATES),
        lt(orders.departsAt, arrivesAt),
        gt(orders.arrivesAt, departsAt),
      ),
    );
}

/**
 * How many tickets of `ticketType` one document (keyed hash) holds on live orders of `kind` (not
 * cancelled, closed or refunded) travelling from `fromDate` to `toDate` (`YYYY-MM-DD`, both
 * included; `orders.travel_date`).
 */
export async function countLiveTickets(
  tx: Tx,
  kind: ProductKind,
  idNoHash: string,
  ticketType: string,
  fromDate: string,
  toDate: string,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orderPassengers)
    .innerJoin(orders, eq(orders.id, orderPassengers.orderId))
    .where(
      and(
        eq(orderPassengers.active, true),
        eq(orderPassengers.idNoHash, idNoHash),
        eq(orderPassengers.ticketType, ticketType),
        eq(orders.kind, kind),
        notInArray(orders.state, ENDED_STATES),
        gte(orders.travelDate, fromDate),
        lte(orders.travelDate, toDate),
      ),
    );
  return Number(row?.n ?? 0);
}
