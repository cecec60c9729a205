import { ErrorCode } from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { randomDigits } from '../../lib/crypto';
import type { OrderDeps } from '../orders/order.deps';
import { hotelConfirmedText, hotelNoRoomText, notifyMember } from '../orders/order-notices';
import { refundInFull } from '../orders/order-refund.service';
import { transition } from '../orders/order-states';
import { lockOrder } from '../orders/order.service';
import { snapshotOf, type OrderRow } from '../orders/product';
import { setConfirmed } from './hotel-bookings.repository';
import type { HotelOrderDetail } from './hotel-order-snapshot';
import { hotelProduct } from './hotel.product';

/** Digits of a hotel confirmation number (the sandbox hotel's own; real ones are 6–12). */
const CONFIRMATION_DIGITS = 10;

/**
 * The hotel confirms a locked 待确认 order: 已确认 with its confirmation number on the timeline
 * and the member's HOTEL_CONFIRMED notice queued. The sandbox's job draws a random number
 * (CSPRNG); the staff console passes the hotel's own. @returns the confirmation number.
 * @throws AppError 15002 not 待确认
 */
export async function confirmStay(
  tx: Tx,
  order: OrderRow,
  now: Date,
  no: string = randomDigits(CONFIRMATION_DIGITS),
): Promise<string> {
  await transition(tx, hotelProduct, order, 'CONFIRMED', `酒店已确认，确认号 ${no}`, now);
  await setConfirmed(tx, order.id, no, now);
  await notifyMember(tx, order, 'HOTEL_CONFIRMED', hotelConfirmedText(order, no), now);
  return no;
}

/** Why the hotel gave a stay back, with the timeline text of the full refund. */
export const FULL_REFUNDS = {
  noRoom: { reason: '确认无房', text: '酒店确认无房，订单已取消并全额退款' },
  late: {
    reason: '酒店未在30分钟内确认',
    text: '酒店未在30分钟内确认，订单已自动取消并全额退款',
  },
} as const;

/**
 * 确认无房: the hotel cannot give a 待确认 stay its rooms; everything paid is refunded (or the
 * order is cancelled when nothing was), the rooms released. The sandbox's dev call.
 * @throws AppError 15001 unknown order; 15002 not 待确认
 */
export async function rejectStay(deps: OrderDeps, orderNo: string) {
  return deps.db.transaction(async (tx) =>
    rejectLockedStay(deps, tx, await hotelOrder(tx, orderNo)),
  );
}

/**
 * 确认无房 of a hotel order locked in the caller's transaction (the dev call's and the staff
 * console's, which adds its audit row to the same transaction): the member's HOTEL_NO_ROOM
 * notice, then the full refund. @throws AppError 15002 not 待确认
 */
export async function rejectLockedStay(deps: OrderDeps, tx: Tx, order: OrderRow) {
  if (order.state !== 'CONFIRMING') {
    throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, '只有待确认的订单可以确认无房');
  }
  const now = deps.now();
  await notifyMember(tx, order, 'HOTEL_NO_ROOM', hotelNoRoomText(order), now);
  return refundInFull(deps, tx, order, FULL_REFUNDS.noRoom, now);
}

/**
 * 未入住: the hotel reports that the guest did not come (from 已确认, or 已入住 when the check-in
 * job moved it by the date). Nothing is refunded: a guarantee or prepayment is kept by the
 * hotel, as the policy says. @throws AppError 15001 unknown order; 15002 from another state
 */
export async function markNoShow(deps: OrderDeps, orderNo: string): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const order = await hotelOrder(tx, orderNo);
    const d = snapshotOf<HotelOrderDetail>(order).detail;
    const kept = d.payNowFen > 0 ? `，已付 ¥${(d.payNowFen / 100).toFixed(2)} 不予退还` : '';
    await transition(tx, hotelProduct, order, 'NO_SHOW', `酒店确认客人未入住${kept}`, deps.now());
    return order.state;
  });
}

/** A hotel order by number, locked. @throws AppError 15001 when none (or not a stay) */
export async function hotelOrder(tx: Tx, orderNo: string): Promise<OrderRow> {
  const order = await lockOrder(tx, orderNo);
  if (order?.kind !== 'HOTEL') throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  return order;
}
