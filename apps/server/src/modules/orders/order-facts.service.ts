import { ErrorCode } from '@lvxing/shared';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { paymentTotalsOf } from '../payment/payment.repository';
import type { OrderDeps } from './order.deps';
import { findMemberOrder, lockOrderByNo, passengersOf } from './order.repository';
import { snapshotOf, type OrderRow } from './product';

/** One person of an order as another module (invoices) needs it. */
export interface OrderPersonFacts {
  id: string;
  name: string;
  /** Their fare, fen. */
  priceFen: number;
  ticketNo: string | null;
  /** False once their booking is given back (refunded, cancelled). */
  active: boolean;
}

/**
 * What the order core tells other modules (invoices) about an order, without its tables: the
 * row, its people, its first segment's route in words and what it paid net of refunds (fen:
 * paid lines less refunds paid back or under way, `paymentTotalsOf`).
 */
export interface OrderFacts {
  order: OrderRow;
  people: OrderPersonFacts[];
  /** The first segment in words (2026-12-01 北京首都—上海虹桥 MU5101), '' without one (a stay). */
  route: string;
  /** The first segment's carrier (东方航空, 中国铁路…), '' without one. */
  carrier: string;
  paidNetFen: number;
}

async function factsOf(db: Db | Tx, order: OrderRow): Promise<OrderFacts> {
  const [people, totals] = await Promise.all([
    passengersOf(db, [order.id]),
    paymentTotalsOf(db, order.id),
  ]);
  const seg = snapshotOf(order).segments[0];
  return {
    order,
    people: people.map((p) => ({
      id: p.id,
      name: p.name,
      priceFen: p.priceFen,
      ticketNo: p.ticketNo,
      active: p.active,
    })),
    route: seg ? `${seg.date} ${seg.depName}—${seg.arrName} ${seg.code}` : '',
    carrier: seg?.carrier ?? '',
    paidNetFen: totals.paidFen - totals.refundedFen - totals.refundingFen,
  };
}

/**
 * A member's order and its facts, the order locked FOR UPDATE in `tx` (a refund, which locks it
 * too, waits or has happened). @throws AppError 15001 for an unknown number or another member's.
 */
export async function lockMemberOrderFacts(
  tx: Tx,
  memberId: string,
  orderNo: string,
): Promise<OrderFacts> {
  const order = await lockOrderByNo(tx, orderNo);
  if (order?.memberId !== memberId) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  return factsOf(tx, order);
}

/** A member's order and its facts, read. @throws AppError 15001 (as {@link lockMemberOrderFacts}). */
export async function memberOrderFacts(
  deps: Pick<OrderDeps, 'db'>,
  memberId: string,
  orderNo: string,
): Promise<OrderFacts> {
  const order = await findMemberOrder(deps.db, memberId, orderNo);
  if (!order) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  return factsOf(deps.db, order);
}

/** The facts of an order a kind's transaction holds locked (a stay checked out by its job). */
export const lockedOrderFacts = (tx: Tx, order: OrderRow): Promise<OrderFacts> =>
  factsOf(tx, order);
