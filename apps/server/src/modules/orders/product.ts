import type { OrderSegment, ProductKind } from '@lvxing/shared';
import type { Tx } from '../../db/client';
import type { orderPassengers, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type PassengerRow = typeof orderPassengers.$inferSelect;

/**
 * What every order keeps in `orders.product`, whatever its kind: the segments and price lines as
 * sold, the vendor's rules, and the kind's own details under `detail`.
 */
export interface ProductSnapshot<D = unknown> {
  segments: OrderSegment[];
  priceLines: { label: string; unitFen: number; count: number }[];
  vendor: {
    nameZh: string;
    refundRules: { label: string; minHoursBefore: number; feePercent: number }[];
    baggage: string;
  } | null;
  detail: D;
}

/** What a ticket issue gives each passenger. */
export interface IssuedTicket {
  ticketNo: string;
  seat: string | null;
}

/**
 * The part of the order life that depends on the product kind. The order core (states, payment,
 * timeline, refunds) calls these inside its own transactions; a new kind registers one handler.
 */
export interface ProductHandler {
  kind: ProductKind;
  /** Gives back what the order holds (seats, rooms…) when it closes unpaid or is refunded. */
  release(tx: Tx, order: OrderRow, passengers: PassengerRow[]): Promise<void>;
  /** Issues the tickets of a paid order, one per passenger id. */
  issue(tx: Tx, order: OrderRow, passengers: PassengerRow[]): Promise<Map<string, IssuedTicket>>;
  /** Refund fee in fen if the member refunds the whole order at `now`; null when not refundable. */
  refundFee(order: OrderRow, now: Date): number | null;
  /** What a passenger's ticket is sold as, in Chinese (成人, 学生票, 半票…). */
  ticketTypeLabel(passenger: PassengerRow): string;
}

/** Handlers by kind. */
export type ProductRegistry = ReadonlyMap<ProductKind, ProductHandler>;

/** Reads the common snapshot of an order. */
export function snapshotOf<D = unknown>(order: OrderRow): ProductSnapshot<D> {
  return order.product as ProductSnapshot<D>;
}
