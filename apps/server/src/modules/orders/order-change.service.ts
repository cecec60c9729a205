import { changedText } from './order-notices';
import { queueNotice } from './order-notices.repository';
import { ErrorCode, type PendingChange } from '@lvxing/shared';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { openLine, refundPart } from '../payment/payment-lines.service';
import type { OrderDeps } from './order.deps';
import {
  doneChangesOf,
  endChange,
  insertChange,
  patchOrder,
  setChangedTicket,
  takenByOthers,
  type ChangeRow,
} from './order-change.repository';
import { lockOrderByNo, passengersOf } from './order.repository';
import { note, transition } from './order-states';
import {
  handlerOf,
  snapshotOf,
  type OrderRow,
  type PassengerRow,
  type ProductSnapshot,
} from './product';

/** A person of a changed order: the new price (fen), seat and product key. */
export interface ChangedPerson {
  id: string;
  priceFen: number;
  seat: string | null;
  productKey: string;
}

/**
 * A change as a kind prices it, for {@link startChange}: the new order snapshot and columns, each
 * person's new ticket and the money, fen (see `order_changes` in db/schema.ts).
 */
export interface NewChange {
  title: string;
  travelDate: string;
  departsAt: Date;
  arrivesAt: Date | null;
  product: ProductSnapshot;
  people: ChangedPerson[];
  changeFeeFen: number;
  fareDiffFen: number;
  payFen: number;
  refundFen: number;
  refundFeeFen: number;
  /** Until when the new seats wait for the 改签 payment. */
  holdUntil: Date;
}

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/**
 * The name of a person of the change whose document already holds the new flight or train on
 * another order (one booking per document and product), or null.
 */
export async function clashOf(
  tx: Tx,
  order: OrderRow,
  people: ChangedPerson[],
): Promise<string | null> {
  const rows = await passengersOf(tx, [order.id]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const taken = await takenByOthers(
    tx,
    order.id,
    people.map((p) => ({ ...p, idNoHash: byId.get(p.id)?.idNoHash ?? null })),
  );
  return taken[0] ? (byId.get(taken[0])?.name ?? '') : null;
}

/**
 * A member's order locked for a change, in the caller's transaction: it must be theirs and
 * ticketed (出票成功) with no change pending.
 * @throws AppError 15001 (not theirs), 15003 (not ticketed: 出票中, 改签中, refunded…)
 */
export async function lockOrderForChange(
  deps: OrderDeps,
  tx: Tx,
  memberId: string,
  orderNo: string,
): Promise<OrderRow> {
  const order = await lockOrderByNo(tx, orderNo);
  if (order?.memberId !== memberId) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  if (order.state === 'CHANGING') {
    throw new AppError(ErrorCode.CHANGE_NOT_ALLOWED, '该订单有待支付的改签，请先支付或等待其失效');
  }
  if (order.state !== 'TICKETED') {
    throw new AppError(ErrorCode.CHANGE_NOT_ALLOWED, '出票成功后才能改签');
  }
  handlerOf(deps.products, order);
  return order;
}

/**
 * Starts a change of a locked ticketed order whose new seats the kind has just held, in the
 * caller's transaction. With something to pay, the order moves to 改签中 (CHANGING) with a
 * WAITING 改签 line of `payFen` that expires at `holdUntil`; otherwise the change is swapped in
 * at once ({@link completeChange}).
 * @returns the change row (state PENDING or DONE)
 */
export async function startChange(
  deps: OrderDeps,
  tx: Tx,
  order: OrderRow,
  c: NewChange,
  now: Date,
): Promise<ChangeRow> {
  const who = await clashOf(tx, order, c.people);
  if (who !== null) {
    throw new AppError(ErrorCode.CHANGE_NOT_ALLOWED, `乘客${who}已有该行程的其他订单`);
  }
  const pending = c.payFen > 0;
  const change = await insertChange(tx, {
    orderId: order.id,
    state: pending ? 'PENDING' : 'DONE',
    toTitle: c.title,
    toTravelDate: c.travelDate,
    toDepartsAt: c.departsAt,
    toArrivesAt: c.arrivesAt,
    toProduct: c.product,
    people: c.people,
    ...{ changeFeeFen: c.changeFeeFen, fareDiffFen: c.fareDiffFen, payFen: c.payFen },
    ...{ refundFen: c.refundFen, refundFeeFen: c.refundFeeFen, holdUntil: c.holdUntil },
    createdAt: now,
    completedAt: pending ? null : now,
  });
  if (!pending) {
    await completeChange(deps, tx, order, change, now);
    return change;
  }
  const h = handlerOf(deps.products, order);
  await openLine(deps, tx, order, {
    purpose: 'CHANGE',
    amountFen: c.payFen,
    expiresAt: c.holdUntil,
    now,
  });
  const seg = c.product.segments[0];
  const to = seg ? `${c.title}（${seg.date} ${seg.depTime}）` : c.title;
  await transition(
    tx,
    h,
    order,
    'CHANGING',
    `申请改签至${to}，应付 ${yuan(c.payFen)}（改签费 ${yuan(c.changeFeeFen)}，差价 ${yuan(Math.max(c.fareDiffFen, 0))}），新${h.holds}已保留，待支付`,
    now,
  );
  return change;
}

/**
 * Swaps a change in (its line paid, or nothing to pay), in the caller's transaction with the
 * order locked: releases the old seats, gives back what a cheaper fare refunds (a LINE refund the
 * refund job pays), writes the new snapshot, times and total, re-issues every ticket with a new
 * number (the kind's issue step) and marks the change DONE; timeline 改签成功.
 */
export async function completeChange(
  deps: OrderDeps,
  tx: Tx,
  order: OrderRow,
  change: ChangeRow,
  now: Date,
): Promise<void> {
  const h = handlerOf(deps.products, order);
  const people = await passengersOf(tx, [order.id]);
  await h.release(tx, order, people);
  if (change.refundFen > 0) {
    await refundPart(tx, order.id, {
      amountFen: change.refundFen,
      feeFen: change.refundFeeFen,
      reason: '改签后票价降低，退还差额',
      now,
    });
  }
  const fromTitle = order.title;
  const patch = {
    title: change.toTitle,
    travelDate: change.toTravelDate,
    departsAt: change.toDepartsAt,
    arrivesAt: change.toArrivesAt,
    product: change.toProduct,
    totalFen: order.totalFen + change.payFen - change.refundFen,
  };
  await patchOrder(tx, order.id, patch, now);
  const changed: OrderRow = { ...order, ...patch };
  const tickets = (await h.fulfilment.step?.run(tx, changed, people)) ?? new Map();
  for (const p of change.people as ChangedPerson[]) {
    const t = tickets.get(p.id);
    await setChangedTicket(tx, p.id, {
      priceFen: p.priceFen,
      seat: t?.seat ?? p.seat,
      productKey: p.productKey,
      ticketNo: t?.ticketNo ?? '',
    });
  }
  await endChange(tx, change.id, 'DONE', now);
  const back =
    change.refundFen > 0
      ? `，退还差额 ${yuan(change.refundFen)}（扣除退票费 ${yuan(change.refundFeeFen)}）`
      : '';
  const text = `改签成功：${fromTitle} 改为 ${change.toTitle}，已重新出票${back}`;
  if (order.state === 'CHANGING') await transition(tx, h, order, 'TICKETED', text, now);
  else await note(tx, order, text, now);
  Object.assign(order, patch);
  // one message per change (a flight may be changed again): the event names the change
  await queueNotice(tx, order, `CHANGED:${change.id}`, changedText(order), now);
}

/** The pending change of an order as its detail shows it, or null. */
export function pendingChangeView(change: ChangeRow | undefined): PendingChange | null {
  if (change?.state !== 'PENDING') return null;
  const seg = snapshotOf({ product: change.toProduct } as OrderRow).segments[0];
  return {
    title: change.toTitle,
    date: change.toTravelDate,
    depTime: seg?.depTime ?? '',
    classLabel: seg?.classLabel ?? '',
    changeFeeFen: change.changeFeeFen,
    diffFen: change.fareDiffFen,
    payFen: change.payFen,
    expiresAt: change.holdUntil.toISOString(),
  };
}

/**
 * What a kind's change quote and submit read of an order besides its row: its people (in seat
 * order) and how many of its changes are done (12306: once per ticket).
 */
export async function changeFacts(
  db: Db | Tx,
  orderId: string,
): Promise<{ people: PassengerRow[]; changesDone: number }> {
  const [people, changesDone] = await Promise.all([
    passengersOf(db, [orderId]),
    doneChangesOf(db, orderId),
  ]);
  return { people: people.sort((a, b) => a.seq - b.seq), changesDone };
}
