import type { OrderDeps } from './order.deps';
import { payReminderText } from './order-notices';
import {
  lockUnsentNotices,
  markNoticeSent,
  queueNotice,
  payStateOf,
  unpaidDueBetween,
} from './order-notices.repository';
import type { Tx } from '../../db/client';

/**
 * How long before its payment deadline an unpaid order gets its reminder: 5 minutes, enough to
 * open the order and pay (the QR code pays in seconds) while still close enough to the deadline
 * that a member who is paying anyway has usually done so (the reminder is then not sent).
 */
export const PAY_REMINDER_BEFORE_MS = 5 * 60_000;

const BATCH = 50;

/**
 * Queues the 待支付 reminder of unpaid orders whose deadline falls within
 * {@link PAY_REMINDER_BEFORE_MS} from now (and has not passed). The unique (order, event) index
 * keeps it to one per order whatever the number of runs and instances.
 * Read without a lock: an order paid or closed meanwhile may still get it, harmless as it only
 * says to pay before the deadline. @returns reminders queued (a few may already have been, by
 * another instance at the same moment).
 */
export async function queuePayReminders(deps: OrderDeps): Promise<number> {
  const now = deps.now();
  const until = new Date(now.getTime() + PAY_REMINDER_BEFORE_MS);
  return deps.db.transaction(async (tx) => {
    const due = await unpaidDueBetween(tx, now, until, 'PAY_REMINDER', BATCH);
    for (const order of due) {
      await queueNotice(tx, order, 'PAY_REMINDER', payReminderText(order), now);
    }
    return due.length;
  });
}

/**
 * Sends queued notices through `deps.sendNotice` and stamps each sent, up to {@link BATCH} a run.
 * Each row is taken FOR UPDATE SKIP LOCKED in a transaction of its own that stamps it after the
 * provider accepted it, so two instances never send one row twice (the console provider writes
 * its outbox row in that transaction). A failed send leaves the row
 * for the next run. Delivery is at-least-once only in one case: the provider accepts and then
 * the stamp's commit fails (process killed, database lost): the next run sends it again.
 * Accepted, as a second identical SMS is rarer and cheaper than a lost one.
 * @returns notices sent.
 */
export async function sendNotices(deps: OrderDeps): Promise<number> {
  let sent = 0;
  for (let i = 0; i < BATCH; i += 1) {
    const outcome = await deps.db.transaction(async (tx) => {
      const [notice] = await lockUnsentNotices(tx, 1);
      if (!notice) return 'none';
      if (
        notice.event === 'PAY_REMINDER' &&
        (await staleReminder(tx, notice.orderId, deps.now()))
      ) {
        // paid, cancelled or past its deadline while queued (e.g. the provider was down): saying
        // 尚未支付 now would be wrong; stamped without sending
        await markNoticeSent(tx, notice.id, deps.now());
        return 'sent';
      }
      try {
        await deps.sendNotice(
          {
            mobile: notice.mobile,
            template: notice.event.split(':')[0] ?? notice.event,
            text: notice.text,
            params: notice.params as Record<string, string>,
          },
          tx,
        );
      } catch {
        // left unsent for the next run; the run stops, as the provider is failing
        return 'failed';
      }
      await markNoticeSent(tx, notice.id, deps.now());
      return 'sent';
    });
    if (outcome === 'none' || outcome === 'failed') break;
    sent += 1;
  }
  return sent;
}

/** Whether a queued 待支付 reminder no longer holds: the order is no longer unpaid or is due. */
async function staleReminder(tx: Tx, orderId: string, now: Date): Promise<boolean> {
  const order = await payStateOf(tx, orderId);
  return order?.state !== 'PENDING_PAYMENT' || order.payDeadline <= now;
}
