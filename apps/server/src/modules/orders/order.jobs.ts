import { findPaymentById, updatePayment } from '../payment/payment.repository';
import { completeRefund, lockProcessingRefunds } from '../payment/refund.repository';
import type { OrderDeps } from './order.deps';
import {
  deactivatePassengers,
  lockDueOrders,
  lockOrderById,
  passengersOf,
  setTicket,
} from './order.repository';
import { closeUnpaid } from './order.service';
import { transition } from './order-states';

const BATCH = 50;

/**
 * Closes unpaid orders whose deadline has passed and releases what they hold. Orders are taken
 * with FOR UPDATE SKIP LOCKED, so several instances share the work and none releases twice.
 * @returns the number of orders closed.
 */
export async function closeExpiredOrders(deps: OrderDeps): Promise<number> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const due = await lockDueOrders(tx, 'PENDING_PAYMENT', 'payDeadline', now, BATCH);
    for (const order of due) await closeUnpaid(deps, tx, order, 'CLOSED', now);
    return due.length;
  });
}

/** Issues the tickets of paid orders whose ticketing time has come. @returns orders ticketed. */
export async function issueDueTickets(deps: OrderDeps): Promise<number> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const due = await lockDueOrders(tx, 'TICKETING', 'ticketingDueAt', now, BATCH);
    for (const order of due) {
      const handler = deps.products.get(order.kind as never);
      if (!handler) continue;
      const passengers = await passengersOf(tx, [order.id]);
      const tickets = await handler.issue(tx, order, passengers);
      for (const p of passengers) {
        const t = tickets.get(p.id);
        if (t) await setTicket(tx, p.id, t.ticketNo, t.seat);
      }
      await transition(tx, order, 'TICKETED', '出票成功，电子客票已生成', now);
    }
    return due.length;
  });
}

/**
 * Pays back PROCESSING refunds through their provider; a member refund also moves the order to
 * REFUNDED and releases its inventory. @returns refunds completed.
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
      });
      await completeRefund(tx, refund.id, now);
      await updatePayment(tx, payment.id, { state: 'REFUNDED' });
      const order = await lockOrderById(tx, refund.orderId);
      if (order?.state === 'REFUNDING') {
        const passengers = await passengersOf(tx, [order.id]);
        await deps.products.get(order.kind as never)?.release(tx, order, passengers);
        await deactivatePassengers(tx, order.id);
        await transition(
          tx,
          order,
          'REFUNDED',
          `退款 ¥${(refund.amountFen / 100).toFixed(2)} 已原路退回`,
          now,
        );
      }
    }
    return due.length;
  });
}

/** Runs the order jobs every `intervalMs` until the returned stop function is called. */
export function startOrderJobs(
  deps: OrderDeps,
  intervalMs: number,
  log: (err: unknown) => void,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      for (const job of [closeExpiredOrders, issueDueTickets, completeRefunds]) {
        try {
          await job(deps);
        } catch (err) {
          log(err);
        }
      }
    })();
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
