import type { Tx } from '../../db/client';
import type { OrderDeps } from './order.deps';
import type { OrderRow } from './product';

/** Most orders one run of a kind's job moves (the rest wait for the next run). */
export const KIND_JOB_BATCH = 50;

/**
 * Runs a kind's job over its due orders, each in a transaction of its own: `lockOne` takes the
 * next due order FOR UPDATE SKIP LOCKED (so any number of instances share the work, none taking
 * an order twice) and `step` moves it. One transaction per order, because a step may release
 * what the order holds, and one transaction over several orders' rows could deadlock with
 * another instance taking them the other way round. @returns orders moved (at most
 * {@link KIND_JOB_BATCH}).
 */
export async function eachDueOrder(
  deps: Pick<OrderDeps, 'db' | 'now'>,
  lockOne: (tx: Tx) => Promise<OrderRow | undefined>,
  step: (tx: Tx, order: OrderRow, now: Date) => Promise<unknown>,
): Promise<number> {
  const now = deps.now();
  let moved = 0;
  while (moved < KIND_JOB_BATCH) {
    const done = await deps.db.transaction(async (tx) => {
      const order = await lockOne(tx);
      if (order) await step(tx, order, now);
      return Boolean(order);
    });
    if (!done) break;
    moved += 1;
  }
  return moved;
}
