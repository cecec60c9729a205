import { snapshotOf, type OrderRow } from '../orders/product';
import type { Tx } from '../../db/client';
import { eachDueOrder } from '../orders/kind-jobs';
import { driverAssignedText, notifyMember } from '../orders/order-notices';
import { transition } from '../orders/order-states';
import type { TransferDeps } from './transfer.deps';
import { lockDueTransfer, setDriver, type DueTransfers } from './transfer-bookings.repository';
import { sandboxDriver } from './transfer-driver';
import type { TransferOrderDetail } from './transfer-order-snapshot';
import { transferProduct } from './transfer.product';

/** The transfer orders `due`, taken one at a time FOR UPDATE SKIP LOCKED, each moved by `step`. */
const eachDue = (
  deps: TransferDeps,
  due: DueTransfers,
  step: (tx: Tx, order: OrderRow, now: Date) => Promise<unknown>,
) => eachDueOrder(deps, (tx) => lockDueTransfer(tx, due), step);

/**
 * The sandbox dispatch: a paid transfer gets its driver card `dispatchDelayMs` after payment
 * (once: `setDriver` keeps a card set), 待接单 → 已派车, with the member's SMS (司机已派).
 */
export function dispatchDueTransfers(deps: TransferDeps): Promise<number> {
  const paidBy = new Date(deps.now().getTime() - deps.dispatchDelayMs);
  return eachDue(deps, { what: 'dispatch', paidBy }, async (tx, order, now) => {
    const t = snapshotOf<TransferOrderDetail>(order).detail;
    const d = sandboxDriver(order.id, t.classCode, t.trip.hub.cityCode);
    if (!(await setDriver(tx, order.id, d, now))) return;
    const card = `${d.name} ${d.colour}${d.car} ${d.plate}`;
    await transition(tx, transferProduct, order, 'CONFIRMED', `司机已接单：${card}`, now);
    const notice = driverAssignedText(order, {
      card,
      phone: d.phone,
      at: new Date(t.trip.serviceAt),
      where: t.trip.hub.name,
    });
    await notifyMember(tx, order, 'TRANSFER_DRIVER', notice, now);
  });
}

/** 已派车 → 服务中 at the service time. */
export function startDueTransfers(deps: TransferDeps): Promise<number> {
  return eachDue(deps, { what: 'start', now: deps.now() }, (tx, order, now) =>
    transition(tx, transferProduct, order, 'TRAVELLING', '司机已到达，服务中', now),
  );
}

/** 服务中 → 已完成 once the ride is over (service time, free waiting and the drive). */
export function endDueTransfers(deps: TransferDeps): Promise<number> {
  return eachDue(deps, { what: 'end', now: deps.now() }, (tx, order, now) =>
    transition(tx, transferProduct, order, 'COMPLETED', '服务已完成，感谢您的使用', now),
  );
}

/** The transfer's periodic jobs, in the order the order-job timer runs them. */
export const TRANSFER_JOBS = [dispatchDueTransfers, startDueTransfers, endDueTransfers] as const;
