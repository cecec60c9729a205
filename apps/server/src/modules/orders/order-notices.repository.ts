import { and, asc, eq, gt, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { orderNotices, orders } from '../../db/schema';
import type { NoticeEvent, NoticeText } from './order-notices';
import type { OrderRow } from './product';

/** A queued notice as the sender reads it. */
export type OrderNoticeRow = typeof orderNotices.$inferSelect;

/**
 * Queues the notice of `event` for `order` in the caller's transaction (the one changing the
 * state that causes it), to the order's contact mobile. ON CONFLICT DO NOTHING on
 * (order_id, event): a retried job or a second instance doing the same change queues nothing more.
 */
export async function queueNotice(
  tx: Tx,
  order: OrderRow,
  event: NoticeEvent | `CHANGED:${string}`,
  notice: NoticeText,
  now: Date,
): Promise<void> {
  await tx
    .insert(orderNotices)
    .values({
      orderId: order.id,
      event,
      mobile: order.contactMobile,
      text: notice.text,
      params: notice.params,
      createdAt: now,
    })
    .onConflictDoNothing({ target: [orderNotices.orderId, orderNotices.event] });
}

/** Unsent notices, oldest first, locked FOR UPDATE SKIP LOCKED (each sent by one instance). */
export async function lockUnsentNotices(tx: Tx, limit: number): Promise<OrderNoticeRow[]> {
  return tx
    .select()
    .from(orderNotices)
    .where(isNull(orderNotices.sentAt))
    .orderBy(asc(orderNotices.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Stamps a notice sent. */
export async function markNoticeSent(tx: Tx, id: number, now: Date): Promise<void> {
  await tx.update(orderNotices).set({ sentAt: now }).where(eq(orderNotices.id, id));
}

/** The notices of an order, oldest first (tests, the timeline's 短信已通知 later). */
export async function noticesOf(db: Db | Tx, orderId: string): Promise<OrderNoticeRow[]> {
  return db
    .select()
    .from(orderNotices)
    .where(eq(orderNotices.orderId, orderId))
    .orderBy(asc(orderNotices.id));
}

/**
 * Unpaid orders whose payment deadline is after `from` and at or before `until` and that have no
 * `event` notice yet (so a window with many orders is worked through, not read again), soonest
 * deadline first.
 */
export async function unpaidDueBetween(
  tx: Tx,
  from: Date,
  until: Date,
  event: NoticeEvent,
  limit: number,
): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.state, 'PENDING_PAYMENT'),
        gt(orders.payDeadline, from),
        lte(orders.payDeadline, until),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(orderNotices)
            .where(and(eq(orderNotices.orderId, orders.id), eq(orderNotices.event, event))),
        ),
      ),
    )
    .orderBy(asc(orders.payDeadline))
    .limit(limit);
}

/** An order's state and payment deadline (a queued reminder is checked against them). */
export async function payStateOf(
  tx: Tx,
  orderId: string,
): Promise<{ state: string; payDeadline: Date } | undefined> {
  const [row] = await tx
    .select({ state: orders.state, payDeadline: orders.payDeadline })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row;
}
