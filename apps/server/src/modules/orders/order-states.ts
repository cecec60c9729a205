import { ErrorCode, ORDER_STATE_LABEL } from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { insertEvent } from './order-events.repository';
import { updateOrderState, type OrderPatch } from './order.repository';
import type { CoreStateLabels, OrderRow, ProductHandler } from './product';

/** The states the core owns for every kind: before payment and after a refund. */
export const CORE_STATES = [
  'PENDING_PAYMENT',
  'CANCELLED',
  'CLOSED',
  'REFUNDING',
  'REFUNDED',
] as const;

/** States of an order that has not been paid and never will be. */
export const UNPAID_STATES: readonly string[] = ['PENDING_PAYMENT', 'CANCELLED', 'CLOSED'];

/**
 * The allowed transitions of one kind's orders: the core's part plus the kind's fulfilment
 *
 * | from                       | to                 | by                                        |
 * |----------------------------|--------------------|-------------------------------------------|
 * | (new)                      | PENDING_PAYMENT    | booking (inventory held)                  |
 * | (new)                      | kind's `paidState` | booking with nothing to pay now (到店付)  |
 * | PENDING_PAYMENT            | kind's `paidState` | payment notify (paid)                     |
 * | PENDING_PAYMENT            | CANCELLED, CLOSED  | member cancels, deadline job (released)   |
 * | a fulfilment state         | another one        | the kind's `transitions` (tickets: job)   |
 * | a kind's `refundableIn`    | REFUNDING          | member's refund; a kind's full refund     |
 * | a kind's `refundableIn`    | CANCELLED          | the same, nothing paid (kinds placing so) |
 * | REFUNDING                  | REFUNDED           | refund job (money back, released)         |
 *
 * @throws Error when the declaration is malformed (a state of the core redeclared, a move to or
 *   from an undeclared state): a programming error, caught by the kinds' tests.
 */
export function transitionsOf(h: ProductHandler): ReadonlyMap<string, readonly string[]> {
  const cached = tables.get(h);
  if (cached) return cached;
  const f = h.fulfilment;
  const own = Object.keys(f.states);
  const bad = (why: string) => new Error(`${h.kind} fulfilment: ${why}`);
  if (own.some((s) => (CORE_STATES as readonly string[]).includes(s))) {
    throw bad('redeclares a core state');
  }
  const moves = [f.paidState, ...f.refundableIn, ...Object.entries(f.transitions).flat(2)];
  const unknown = moves.find((s) => !own.includes(s));
  if (unknown) throw bad(`${unknown} is not one of its states`);
  if (f.step && !f.transitions[f.step.from]?.includes(f.step.to)) {
    throw bad('its step is not one of its transitions');
  }
  const table = new Map<string, readonly string[]>([
    ['PENDING_PAYMENT', [f.paidState, 'CANCELLED', 'CLOSED']],
    ['REFUNDING', ['REFUNDED']],
    ...own.map((s): [string, string[]] => [
      s,
      [
        ...(f.transitions[s] ?? []),
        ...(f.refundableIn.includes(s) ? ['REFUNDING'] : []),
        // a kind that places orders with nothing to pay (a stay paid at the hotel) cancels them
        // from a refundable state (refundOrder, only when nothing was paid)
        ...(f.refundableIn.includes(s) && f.placedText !== undefined ? ['CANCELLED'] : []),
      ],
    ]),
  ]);
  tables.set(h, table);
  return table;
}

const tables = new WeakMap<ProductHandler, ReadonlyMap<string, readonly string[]>>();

/** The Chinese label of a state of `h`'s orders (unknown codes pass through). */
export function stateLabel(h: ProductHandler, state: string): string {
  return (
    h.fulfilment.states[state]?.label ??
    h.stateLabels?.[state as keyof CoreStateLabels] ??
    ORDER_STATE_LABEL[state as keyof typeof ORDER_STATE_LABEL] ??
    state
  );
}

/** The act that moves an order into `state`, as a refusal names it (取消, 退票…). */
function actionInto(h: ProductHandler, state: string): string {
  const core: Record<string, string> = {
    PENDING_PAYMENT: '下单',
    CANCELLED: '取消',
    CLOSED: '关闭',
    REFUNDING: h.refundWord,
    REFUNDED: `完成${h.refundWord}`,
  };
  return h.fulfilment.states[state]?.action ?? core[state] ?? state;
}

/**
 * Checks that `h`'s orders may move from `from` to `to`: the one place every state change of
 * the core is checked.
 * @throws AppError 15002 when not, with a message naming the state and the act
 *   (订单出票成功，无法取消).
 */
export function assertTransition(h: ProductHandler, from: string, to: string): void {
  if (!transitionsOf(h).get(from)?.includes(to)) {
    throw new AppError(
      ErrorCode.ORDER_STATE_CONFLICT,
      `订单${stateLabel(h, from)}，无法${actionInto(h, to)}`,
    );
  }
}

/**
 * Moves a locked order of `h`'s kind to `to` and writes its timeline row, in the caller's
 * transaction; sets `order.state` to `to` on success.
 * @param extra other columns to set with the state (e.g. `paidAt`, `ticketingDueAt`).
 * @throws AppError 15002 when the move is not allowed (see {@link assertTransition}).
 */
export async function transition(
  tx: Tx,
  h: ProductHandler,
  order: OrderRow,
  to: string,
  text: string,
  now: Date,
  extra: OrderPatch = {},
): Promise<void> {
  const from = order.state;
  assertTransition(h, from, to);
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
