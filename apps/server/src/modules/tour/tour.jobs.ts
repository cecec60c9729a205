import { beijingToday } from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { notifyMember, tourFormedText, tourNotFormedText } from '../orders/order-notices';
import { KIND_JOB_BATCH, eachDueOrder } from '../orders/kind-jobs';
import { refundInFull } from '../orders/order-refund.service';
import { transition } from '../orders/order-states';
import { snapshotOf, type OrderRow } from '../orders/product';
import type { TourDeps } from './tour.deps';
import { lockDueTours, setTourConfirmed, type DueTours } from './tour-bookings.repository';
import { decideNextDue } from './tour-departures.repository';
import type { TourOrderDetail } from './tour-order-snapshot';
import { tourProduct } from './tour.product';

/** The tour orders `due`, taken one at a time (`lockDueTours`) and each moved by `step` in its own transaction. */
const eachDue = (
  deps: TourDeps,
  due: DueTours,
  step: (tx: Tx, order: OrderRow, now: Date) => Promise<unknown>,
) => eachDueOrder(deps, async (tx) => (await lockDueTours(tx, due, 1))[0], step);

/** The sandbox supplier confirms a paid tour `confirmDelayMs` after payment: 已确认. */
export function confirmDueTours(deps: TourDeps): Promise<number> {
  const upTo = new Date(deps.now().getTime() - deps.confirmDelayMs);
  return eachDue(deps, { what: 'confirm', now: upTo }, async (tx, order, now) => {
    await transition(tx, tourProduct, order, 'CONFIRMED', '供应商已确认，出游名额已锁定', now);
    await setTourConfirmed(tx, order.id, now);
  });
}

/**
 * Decides every open departure whose notice day has come (旅游法 art. 63: 7 days before, 30
 * abroad; the day itself for types that form with their booking), each once whatever the number
 * of instances (`decideNextDue`: FOR UPDATE SKIP LOCKED): FORMED with its group minimum held,
 * else NOT_FORMED. @returns departures decided.
 */
export async function decideDueDepartures(deps: TourDeps): Promise<number> {
  let decided = 0;
  while (decided < KIND_JOB_BATCH) {
    const now = deps.now();
    const row = await deps.db.transaction((tx) => decideNextDue(tx, beijingToday(now), now));
    if (!row) break;
    decided += 1;
  }
  return decided;
}

/** 已确认 orders of a formed departure: 已成团, with the member's notice. */
export function formDecidedTours(deps: TourDeps): Promise<number> {
  return eachDue(deps, { what: 'decided', state: 'FORMED' }, async (tx, order, now) => {
    await transition(
      tx,
      tourProduct,
      order,
      'FORMED',
      '已成团，请留意出团通知，按时到集合地点',
      now,
    );
    await notifyMember(tx, order, 'TOUR_FORMED', tourFormedText(order), now);
  });
}

/**
 * Orders of a departure that did not form: 未成团 with the member's notice (旅游法 art. 63: the
 * agency notifies and pays every fee back), then refunded in full, the places released with the
 * refund.
 */
export function cancelNotFormedTours(deps: TourDeps): Promise<number> {
  return eachDue(deps, { what: 'decided', state: 'NOT_FORMED' }, async (tx, order, now) => {
    const min = snapshotOf<TourOrderDetail>(order).detail.minGroupSize;
    const text = `报名人数未达到最低成团人数${min}人，本团取消`;
    await transition(tx, tourProduct, order, 'NOT_FORMED', text, now);
    await notifyMember(tx, order, 'TOUR_NOT_FORMED', tourNotFormedText(order, min), now);
    await refundInFull(
      deps,
      tx,
      order,
      { reason: '未成团', text: '旅行社未成团取消，已全额退款' },
      now,
    );
  });
}

/** 已成团 → 出行中 on the departure day (Beijing). */
export function startDueTours(deps: TourDeps): Promise<number> {
  return eachDue(deps, { what: 'start', day: beijingToday(deps.now()) }, (tx, order, now) =>
    transition(tx, tourProduct, order, 'TRAVELLING', '今日出发，祝您旅途愉快', now),
  );
}

/** 出行中 → 已完成 the day after the last day of the trip. */
export function endDueTours(deps: TourDeps): Promise<number> {
  return eachDue(deps, { what: 'end', day: beijingToday(deps.now()) }, (tx, order, now) =>
    transition(tx, tourProduct, order, 'COMPLETED', '行程已结束，感谢您的出游', now),
  );
}

/** The tour's periodic jobs, in the order the order-job timer runs them. */
export const TOUR_JOBS = [
  confirmDueTours,
  decideDueDepartures,
  formDecidedTours,
  cancelNotFormedTours,
  startDueTours,
  endDueTours,
] as const;
