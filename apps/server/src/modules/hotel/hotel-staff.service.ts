import {
  ErrorCode,
  HOTEL_CONFIRM_SLA_MINUTES,
  maskMobile,
  type StaffHotelActResult,
  type StaffHotelQueueBody,
  type StaffHotelQueueItem,
  type StaffHotelQueueResult,
} from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from '../orders/order.deps';
import { peopleNamesOf } from '../orders/order-staff.service';
import { stateLabel } from '../orders/order-states';
import { snapshotOf, type OrderRow } from '../orders/product';
import { getHotelCatalog } from './catalog';
import { confirmStay, hotelOrder, rejectLockedStay } from './hotel-order-life.service';
import type { HotelOrderDetail } from './hotel-order-snapshot';
import { listWaitingStays, type QueueFilter, type QueueRow } from './hotel-queue.repository';
import { hotelProduct } from './hotel.product';

const SLA_MS = HOTEL_CONFIRM_SLA_MINUTES * 60_000;

/**
 * The hotels the city and name filters leave (catalog, in memory), undefined when neither is
 * given: a hotel of `cityCode` whose name contains `hotelName`.
 */
function hotelIdsOf(body: Pick<StaffHotelQueueBody, 'cityCode' | 'hotelName'>) {
  if (!body.cityCode && !body.hotelName) return undefined;
  const catalog = getHotelCatalog();
  const hotels = body.cityCode ? (catalog.hotelsByCity.get(body.cityCode) ?? []) : catalog.hotels;
  const name = body.hotelName;
  return hotels.filter((h) => !name || h.name.includes(name)).map((h) => h.id);
}

/** One queue row as the console shows it (mobile masked, minutes whole, times ISO 8601). */
function queueItem(row: QueueRow, guests: string[], now: Date): StaffHotelQueueItem {
  const { order, confirmBy } = row;
  const d = snapshotOf<HotelOrderDetail>(order).detail;
  const submitted = new Date(confirmBy.getTime() - SLA_MS);
  return {
    orderNo: order.orderNo,
    hotelId: d.hotelId,
    hotelName: d.hotelName,
    cityCode: getHotelCatalog().hotelById.get(d.hotelId)?.cityCode ?? '',
    roomTypeName: d.roomTypeName,
    checkIn: d.checkIn,
    checkOut: d.checkOut,
    rooms: d.rooms,
    guestNames: guests,
    contactName: order.contactName,
    contactMobileMasked: maskMobile(order.contactMobile),
    submittedAt: submitted.toISOString(),
    waitingMinutes: Math.max(0, Math.floor((now.getTime() - submitted.getTime()) / 60_000)),
    deadline: confirmBy.toISOString(),
    overdue: now > confirmBy,
  };
}

/**
 * The staff queue (运营, 管理员): 待确认 stays at 人工确认 hotels, the nearest deadline first, by
 * city, part of the hotel's name and overdue only; with `total` and `overdue` counts. The
 * deadline is the one the hotel kind keeps (`confirm_by`: paid or placed + 30 minutes, after
 * which `expireUnconfirmedStays` refunds the stay in full).
 */
export async function hotelQueue(
  deps: Pick<OrderDeps, 'db' | 'now'>,
  body: StaffHotelQueueBody & { page: number; pageSize: number },
): Promise<StaffHotelQueueResult> {
  const now = deps.now();
  const filter: QueueFilter = {
    hotelIds: hotelIdsOf(body),
    overdueBefore: body.overdueOnly ? now : undefined,
  };
  const paging = { page: body.page, pageSize: body.pageSize };
  const { rows, total, overdue } = await listWaitingStays(deps.db, filter, now, paging);
  const names = await peopleNamesOf(
    deps,
    rows.map((r) => r.order.id),
  );
  const items = rows.map((r) => queueItem(r, names.get(r.order.id) ?? [], now));
  return { ...paging, total, overdue, items };
}

/** An order's number, state and its label, for the answer and the audit row. */
export function stateOf(order: OrderRow): StaffHotelActResult {
  return {
    orderNo: order.orderNo,
    state: order.state,
    stateLabel: stateLabel(hotelProduct, order.state),
  };
}

/** A locked hotel order still 待确认. @throws AppError 15001 unknown; 15002 not waiting */
async function waitingStay(tx: Tx, orderNo: string, act: string): Promise<OrderRow> {
  const order = await hotelOrder(tx, orderNo);
  if (order.state !== 'CONFIRMING') {
    throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, `只有待确认的订单可以${act}`);
  }
  return order;
}

/**
 * The staff confirm a waiting stay with the hotel's confirmation number, in the caller's
 * transaction (which adds the audit row): the sandbox's own path (`confirmStay`: 已确认, the
 * number on the timeline, the HOTEL_CONFIRMED notice). @returns the states before and after.
 * @throws AppError 15001 unknown order; 15002 not 待确认
 */
export async function staffConfirmStay(tx: Tx, orderNo: string, confirmationNo: string, now: Date) {
  const order = await waitingStay(tx, orderNo, '确认');
  const before = stateOf(order);
  await confirmStay(tx, order, now, confirmationNo);
  return { before, after: stateOf(order) };
}

/**
 * 确认无房 by the staff, in the caller's transaction: the dev call's path (`rejectLockedStay`:
 * HOTEL_NO_ROOM notice, full refund). @returns the states before and after.
 * @throws AppError 15001 unknown order; 15002 not 待确认
 */
export async function staffRejectStay(deps: OrderDeps, tx: Tx, orderNo: string) {
  const order = await waitingStay(tx, orderNo, '确认无房');
  const before = stateOf(order);
  const { state } = await rejectLockedStay(deps, tx, order);
  return { before, after: stateOf({ ...order, state }) };
}
