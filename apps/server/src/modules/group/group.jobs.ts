import { closeUnpaid, lockOrder } from '../orders/order.service';
import { transition } from '../orders/order-states';
import { handlerOf } from '../orders/product';
import type { OrderDeps } from '../orders/order.deps';
import { balanceLeftFen } from './group-order.service';
import {
  expiredCandidates,
  groupsWithOrderIn,
  lockGroupByNo,
  quotesOf,
  updateGroup,
} from './group.repository';
import { currentOf } from './group.views';

const BATCH = 50;

/**
 * Closes requests whose current quote expired before the member accepted it (已报价) or paid
 * its deposit (已确认: the unpaid order is closed too): 已关闭, 报价已过期. The order is locked
 * before the request, as a payment's notify does, so a deposit paid meanwhile wins.
 * @returns how many requests were closed.
 */
export async function expireQuotes(deps: OrderDeps): Promise<number> {
  const now = deps.now();
  let closed = 0;
  for (const c of await expiredCandidates(deps.db, ['QUOTED', 'CONFIRMED'], now, BATCH)) {
    const done = await deps.db.transaction(async (tx) => {
      const order = c.orderNo ? await lockOrder(tx, c.orderNo) : undefined;
      const r = await lockGroupByNo(tx, c.requestNo);
      const q = r && currentOf(await quotesOf(tx, [r.id]));
      if (!r || !q || q.validUntil > now || !['QUOTED', 'CONFIRMED'].includes(r.state))
        return false;
      if (order?.state === 'PENDING_PAYMENT') await closeUnpaid(deps, tx, order, 'CLOSED', now);
      else if (order && order.state !== 'CLOSED' && order.state !== 'CANCELLED') return false;
      await updateGroup(tx, r.id, { state: 'CLOSED', closedReason: '报价已过期' }, now);
      return true;
    });
    if (done) closed += 1;
  }
  return closed;
}

/**
 * Completes group orders whose 尾款 has been paid (待付尾款 with nothing left to pay): the order
 * 已完成 and its request 已出票/已完成, in one transaction (order locked first).
 * @returns how many were completed.
 */
export async function completePaidBalances(deps: OrderDeps): Promise<number> {
  let done = 0;
  for (const c of await groupsWithOrderIn(deps.db, 'DEPOSIT_PAID', BATCH)) {
    const moved = await deps.db.transaction(async (tx) => {
      const order = await lockOrder(tx, c.orderNo!);
      if (order?.state !== 'BALANCE_DUE' || (await balanceLeftFen(tx, order)) > 0) return false;
      const r = await lockGroupByNo(tx, c.requestNo);
      if (r?.state !== 'DEPOSIT_PAID') return false;
      const now = deps.now();
      await transition(
        tx,
        handlerOf(deps.products, order),
        order,
        'COMPLETED',
        '尾款已付清，团队出票完成',
        now,
      );
      await updateGroup(tx, r.id, { state: 'COMPLETED' }, now);
      return true;
    });
    if (moved) done += 1;
  }
  return done;
}
