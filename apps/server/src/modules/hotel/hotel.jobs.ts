import { HOTEL_CONFIRM_SLA_MINUTES, beijingToday } from '@lvxing/shared';
import { requestStoredInvoice } from '../invoice/invoice.service';
import { eachDueOrder } from '../orders/kind-jobs';
import { refundInFull } from '../orders/order-refund.service';
import { transition } from '../orders/order-states';
import { snapshotOf, type OrderRow } from '../orders/product';
import type { Tx } from '../../db/client';
import type { HotelDeps } from './hotel.deps';
import { lockDueStays, type DueStays } from './hotel-bookings.repository';
import { FULL_REFUNDS, confirmStay } from './hotel-order-life.service';
import type { HotelOrderDetail } from './hotel-order-snapshot';
import { hotelProduct } from './hotel.product';

const HOUR = 3_600_000;

/** The stays `due`, taken one at a time (`lockDueStays`) and each moved by `step` in its own transaction. */
const eachDue = (
  deps: HotelDeps,
  due: DueStays,
  step: (tx: Tx, order: OrderRow, now: Date) => Promise<unknown>,
) => eachDueOrder(deps, async (tx) => (await lockDueStays(tx, due, 1))[0], step);

/**
 * The sandbox hotels' confirmation: a 待确认 stay at a 自动确认 hotel is confirmed (已确认, with a
 * confirmation number) `confirmDelayMs` after it was paid or placed.
 */
export function confirmDueStays(deps: HotelDeps): Promise<number> {
  const slaMs = HOTEL_CONFIRM_SLA_MINUTES * 60_000;
  const confirmByUpTo = new Date(deps.now().getTime() + slaMs - deps.confirmDelayMs);
  return eachDue(deps, { what: 'confirm', confirmByUpTo }, confirmStay);
}

/**
 * The confirmation SLA: a stay still 待确认 30 minutes after it was paid or placed is cancelled
 * and refunded in full by itself (nothing paid: cancelled), its rooms released.
 */
export function expireUnconfirmedStays(deps: HotelDeps): Promise<number> {
  return eachDue(deps, { what: 'expire', now: deps.now() }, (tx, order, now) =>
    refundInFull(deps, tx, order, FULL_REFUNDS.late, now),
  );
}

/**
 * 已确认 → 已入住 from 14:00 Beijing on the check-in day (the hotels' check-in time; the staff
 * console adds the hotel's own changes later): the Beijing date 14 hours ago is the latest
 * check-in day already due.
 */
export function checkInDueStays(deps: HotelDeps): Promise<number> {
  const day = beijingToday(new Date(deps.now().getTime() - 14 * HOUR));
  return eachDue(deps, { what: 'checkIn', day }, (tx, order, now) =>
    transition(tx, hotelProduct, order, 'CHECKED_IN', '已到入住时间，订单已入住', now),
  );
}

/**
 * 已入住 → 已离店 from 12:00 Beijing on the check-out day (the rooms were used: nothing released).
 * The invoice asked with the booking is then asked of the invoice module (issued by its job;
 * nothing when the stay was paid at the hotel, whose front desk issues it).
 */
export function checkOutDueStays(deps: HotelDeps): Promise<number> {
  const day = beijingToday(new Date(deps.now().getTime() - 12 * HOUR));
  return eachDue(deps, { what: 'checkOut', day }, async (tx, order, now) => {
    await transition(tx, hotelProduct, order, 'CHECKED_OUT', '已离店，欢迎点评本次入住', now);
    const asked = snapshotOf<HotelOrderDetail>(order).detail.invoice;
    if (!asked) return;
    const titleType = asked.taxNo ? 'COMPANY' : 'PERSONAL';
    await requestStoredInvoice(tx, order, { ...asked, titleType, email: '' }, now);
  });
}

/** The hotel's periodic jobs, in the order the order-job timer runs them. */
export const HOTEL_JOBS = [
  confirmDueStays,
  expireUnconfirmedStays,
  checkInDueStays,
  checkOutDueStays,
] as const;
