import { ErrorCode, ORDER_STATE_LABEL, type OrderState } from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { insertEvent } from './order-events.repository';
import { updateOrderState, type OrderPatch } from './order.repository';
import type { OrderRow } from './product';

/**
 * The allowed transitions of the order life (every product kind):
 *
 * | from            | to                       | by                                  |
 * |-----------------|--------------------------|-------------------------------------|
 * | (new)           | PENDING_PAYMENT          | booking (seats held)                |
 * | PENDING_PAYMENT | TICKETING                | payment notify (paid)               |
 * | PENDING_PAYMENT | CANCELLED                | member cancels (seats released)     |
 * | PENDING_PAYMENT | CLOSED                   | deadline job (seats released)       |
 * | TICKETING       | TICKETED                 | ticketing job (ticket numbers)      |
 * | TICKETED        | REFUNDING                | member asks for a refund            |
 * | REFUNDING       | REFUNDED                 | refund job (money back, seats freed)|
 */
export const TRANSITIONS: Record<OrderState, readonly OrderState[]> = {
  PENDING_PAYMENT: ['TICKETING', 'CANCELLED', 'CLOSED'],
  TICKETING: ['TICKETED'],
  TICKETED: ['REFUNDING'],
  REFUNDING: ['REFUNDED'],
  CANCELLED: [],
  CLOSED: [],
  REFUNDED: [],
};

/**
 * The action that moves an order into each state, as a refusal names it (订单已取消，无法取消):
 * the state's label would read 无法已取消.
 */
export const ACTION_INTO: Record<OrderState, string> = {
  PENDING_PAYMENT: '下单',
  TICKETING: '支付',
  TICKETED: '出票',
  CANCELLED: '取消',
  CLOSED: '关闭',
  REFUNDING: '退票',
  REFUNDED: '完成退票',
};

/**
 * Moves a locked order to `to` and writes its timeline row, in the caller's transaction; sets
 * `order.state` to `to` on success.
 * @param extra other columns to set with the state (e.g. `paidAt`, `ticketingDueAt`).
 * @throws AppError 15002 when the transition is not allowed from the order's current state,
 *   with a message naming the state and the action (订单出票成功，无法取消).
 */
export async function transition(
  tx: Tx,
  order: OrderRow,
  to: OrderState,
  text: string,
  now: Date,
  extra: OrderPatch = {},
): Promise<void> {
  const from = order.state as OrderState;
  if (!TRANSITIONS[from]?.includes(to)) {
    throw new AppError(
      ErrorCode.ORDER_STATE_CONFLICT,
      `订单${ORDER_STATE_LABEL[from] ?? from}，无法${ACTION_INTO[to]}`,
    );
  }
  await updateOrderState(tx, order.id, to, now, extra);
  await insertEvent(tx, { orderId: order.id, fromState: from, toState: to, text, at: now });
  order.state = to;
}

/** A timeline row that does not change the state (e.g. a late payment refunded). */
export async function note(tx: Tx, order: OrderRow, text: string, now: Date): Promise<void> {
  await insertEvent(tx, {
    orderId: order.id,
    fromState: order.state,
    toState: order.state,
    text,
    at: now,
  });
}
