import { serialInterval } from '../../lib/serial-interval';
import { settleHoldSteps } from '../payment/deposit-settle.service';
import { settleLine } from '../payment/payment-lines.service';
import { reconcileDueLines } from '../payment/payment-query.service';
import { findPaymentById } from '../payment/payment.repository';
import {
  completeRefund,
  lockProcessingRefunds,
  processingRefundsOf,
  orderRefundAmountOf,
  type RefundRow,
} from '../payment/refund.repository';
import type { Tx } from '../../db/client';
import type { OrderDeps } from './order.deps';
import {
  deactivatePassengers,
  lockDueOrders,
  lockOrderById,
  passengersOf,
  setTicket,
} from './order.repository';
import { closeUnpaid } from './order.service';
import { expireChanges } from './order-change-end.service';
import { queuePayReminders, sendNotices } from './order-notice.jobs';
import { refundedText, ticketedText } from './order-notices';
import { queueNotice } from './order-notices.repository';
import { transition } from './order-states';
import { handlerOf } from './product';

const BATCH = 50;

/**
 * Closes unpaid orders whose deadline has passed and releases what they hold (having first asked
 * the providers about their waiting lines: `reconcileDueLines`), up to {@link BATCH}
 * a run. Each order is taken with FOR UPDATE SKIP LOCKED, so several instances share the work and
 * none releases twice, and is closed in a transaction of its own: a transaction closing several
 * orders would hold the inventory rows of several products in the order its orders came, and
 * another instance's transaction holding two of them the other way round deadlocks with it
 * (PostgreSQL 40P01, seen with two flights' orders due at the same instant).
 * @returns the number of orders closed.
 */
export async function closeExpiredOrders(deps: OrderDeps): Promise<number> {
  await reconcileDueLines(deps);
  const now = deps.now();
  let closed = 0;
  while (closed < BATCH) {
    const done = await deps.db.transaction(async (tx) => {
      const [order] = await lockDueOrders(tx, 'PENDING_PAYMENT', 'payDeadline', now, 1);
      if (order) await closeUnpaid(deps, tx, order, 'CLOSED', now);
      return Boolean(order);
    });
    if (!done) break;
    closed += 1;
  }
  return closed;
}

/**
 * Takes the fulfilment step the kinds declare for their paid orders once `ticketingDueAt` has
 * come (tickets: issue them, 出票中 → 出票成功), writing what each person gets (ticket number,
 * seat). @returns orders moved on.
 */
export async function runDueSteps(deps: OrderDeps): Promise<number> {
  const now = deps.now();
  const handlers = [...deps.products.values()];
  const froms = [...new Set(handlers.flatMap((h) => h.fulfilment.step?.from ?? []))];
  return deps.db.transaction(async (tx) => {
    let moved = 0;
    for (const from of froms) {
      const due = await lockDueOrders(tx, from, 'ticketingDueAt', now, BATCH);
      for (const order of due) {
        const handler = deps.products.get(order.kind as never);
        const step = handler?.fulfilment.step;
        if (!handler || step?.from !== from) continue;
        const people = await passengersOf(tx, [order.id]);
        const got = await step.run(tx, order, people);
        for (const p of people) {
          const t = got.get(p.id);
          if (t) await setTicket(tx, p.id, t.ticketNo, t.seat);
          if (t) p.seat = t.seat;
        }
        await transition(tx, handler, order, step.to, step.text, now);
        if (step.to === 'TICKETED') {
          await queueNotice(tx, order, 'TICKETED', ticketedText(order, people), now);
        }
        moved += 1;
      }
    }
    return moved;
  });
}

/** The ticket kinds' name for {@link runDueSteps}: issues the tickets of paid orders when due. */
export const issueDueTickets = runDueSteps;

/**
 * Once the last refund of a REFUNDING order is paid back, moves it to REFUNDED and releases what
 * it holds; the timeline names what the member's refund paid back. The order is locked before
 * counting, so of two instances finishing its last two refunds the later one sees both done.
 */
async function finishRefund(deps: OrderDeps, tx: Tx, refund: RefundRow, now: Date) {
  const order = await lockOrderById(tx, refund.orderId);
  if (order?.state !== 'REFUNDING' || (await processingRefundsOf(tx, order.id)) > 0) return;
  const handler = handlerOf(deps.products, order);
  const people = await passengersOf(tx, [order.id]);
  await handler.release(tx, order, people);
  await deactivatePassengers(tx, order.id);
  const back = await orderRefundAmountOf(tx, order.id);
  await transition(
    tx,
    handler,
    order,
    'REFUNDED',
    `退款 ¥${(back / 100).toFixed(2)} 已原路退回`,
    now,
  );
  await queueNotice(tx, order, 'REFUNDED', refundedText(order, handler.refundWord, back), now);
}

/**
 * Pays back PROCESSING refunds through their line's provider; a line whose refunds cover it
 * becomes REFUNDED; a member refund's last line moves the order to REFUNDED and releases what it
 * holds. @returns refunds completed.
 */
export async function completeRefunds(deps: OrderDeps): Promise<number> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const due = await lockProcessingRefunds(tx, BATCH);
    for (const refund of due) {
      const payment = await findPaymentById(tx, refund.paymentId);
      const provider = payment && deps.providers.get(payment.provider);
      if (!payment || !provider) continue;
      await provider.refund({
        paymentNo: payment.paymentNo,
        refundNo: refund.refundNo,
        amountFen: refund.amountFen,
        totalFen: payment.amountFen,
      });
      await completeRefund(tx, refund.id, now);
      await settleLine(tx, payment);
      await finishRefund(deps, tx, refund, now);
    }
    return due.length;
  });
}

/**
 * Runs the order jobs every `intervalMs` until the returned stop function is called: the core's
 * (close unpaid, expire unpaid changes, due steps, refunds, deposit captures and releases, pay reminders, send the
 * queued SMS notices), then `kindJobs` (the kinds' own, `KindModule.jobs` bound to
 * the app's parts by `kindJobs` in kinds.ts). A failing job is logged and the others still run; a
 * tick still running when the next is due makes that one skip (`serialInterval`).
 */
export function startOrderJobs(
  deps: OrderDeps,
  intervalMs: number,
  log: (err: unknown) => void,
  kindJobs: readonly (() => Promise<number>)[] = [],
): () => Promise<void> {
  const core = [
    closeExpiredOrders,
    expireChanges,
    runDueSteps,
    completeRefunds,
    settleHoldSteps,
    queuePayReminders,
    sendNotices,
  ].map((job) => () => job(deps));
  return serialInterval(
    async () => {
      for (const job of [...core, ...kindJobs]) {
        try {
          await job();
        } catch (err) {
          log(err);
        }
      }
    },
    intervalMs,
    log,
  );
}
