import {
  addDays,
  beijingToday,
  ErrorCode,
  maskMobile,
  STAY_CHECK_STATES,
  type StaffHotelActResult,
  type StayCheckItem,
  type StayCheckQueueBody,
  type StayCheckQueueResult,
  type StayCheckState,
  type StayCorrectionAction,
  type StayCorrectionBody,
} from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from '../orders/order.deps';
import { peopleNamesOf } from '../orders/order-staff.service';
import { transition } from '../orders/order-states';
import { snapshotOf, type OrderRow } from '../orders/product';
import type { AuditEntry } from '../staff/audit.repository';
import type { Actor } from '../staff/staff-orders.service';
import { listStaysToCheck } from './hotel-corrections.repository';
import { hotelOrder } from './hotel-order-life.service';
import type { HotelOrderDetail } from './hotel-order-snapshot';
import { stateOf } from './hotel-staff.service';
import { hotelProduct } from './hotel.product';

const DAY_MS = 86_400_000;
const detailOf = (order: OrderRow) => snapshotOf<HotelOrderDetail>(order).detail;

function checkItem(order: OrderRow, guests: string[]): StayCheckItem {
  const d = detailOf(order);
  const state = order.state as StayCheckState;
  return {
    orderNo: order.orderNo,
    hotelName: d.hotelName,
    roomTypeName: d.roomTypeName,
    checkIn: d.checkIn,
    checkOut: d.checkOut,
    rooms: d.rooms,
    guestNames: guests,
    contactName: order.contactName,
    contactMobileMasked: maskMobile(order.contactMobile),
    state,
    stateLabel: stateOf(order).stateLabel,
    paidFen: d.payNowFen,
    changedAt: order.updatedAt.toISOString(),
  };
}

/**
 * The stays the staff check against the hotel's report (运营, 管理员), the latest change first:
 * 未入住 marked in the last `withinDays` days, and 已入住 whose check-in day (the job moved them
 * by the date, not by the hotel's word) is within the last `withinDays` days (Beijing dates).
 */
export async function stayCheckQueue(
  deps: Pick<OrderDeps, 'db' | 'now'>,
  body: StayCheckQueueBody & { page: number; pageSize: number; withinDays: number },
): Promise<StayCheckQueueResult> {
  const now = deps.now();
  const filter = {
    states: body.checkState ? [body.checkState] : STAY_CHECK_STATES,
    noShowSince: new Date(now.getTime() - body.withinDays * DAY_MS),
    checkInFrom: addDays(beijingToday(now), -body.withinDays),
  };
  const paging = { page: body.page, pageSize: body.pageSize };
  const { rows, total } = await listStaysToCheck(deps.db, filter, paging);
  const names = await peopleNamesOf(
    deps,
    rows.map((o) => o.id),
  );
  return { ...paging, total, items: rows.map((o) => checkItem(o, names.get(o.id) ?? [])) };
}

/** One correction: the state it starts from, the move, the member's timeline text. */
interface Correction {
  action: StayCorrectionAction;
  from: StayCheckState;
  to: StayCheckState;
  refusal: string;
  text: (order: OrderRow) => string;
}

/**
 * 未入住 → 已入住. A no-show refunds nothing and releases nothing (the hotel kept what was paid,
 * `markNoShow`), so there is no money or room effect to undo: the stay is used and paid as
 * booked, and the check-out job moves it to 已离店 (asking the invoice, opening the review).
 */
const STAYED: Correction = {
  action: 'HOTEL_MARK_STAYED',
  from: 'NO_SHOW',
  to: 'CHECKED_IN',
  refusal: '只有未入住的订单可以更正为已入住',
  text: () => '经酒店核实客人已入住，订单更正为已入住',
};

/**
 * 已入住 → 未入住 by the rate plan's no-show rule (hotel.product.ts, `markNoShow`): nothing is
 * refunded, what was paid online (a guarantee or prepayment) is kept by the hotel.
 */
const NO_SHOW: Correction = {
  action: 'HOTEL_MARK_NO_SHOW',
  from: 'CHECKED_IN',
  to: 'NO_SHOW',
  refusal: '只有已入住的订单可以更正为未入住',
  text: (order) => {
    const paid = detailOf(order).payNowFen;
    const kept = paid > 0 ? `，已付 ¥${(paid / 100).toFixed(2)} 按未入住规则不予退还` : '';
    return `经酒店核实客人未入住，订单更正为未入住${kept}`;
  },
};

/**
 * Appends an audit row in the caller's transaction: the staff module's `appendAudit`, handed in
 * where the routes are registered (a module reads another's tables only through its services).
 */
export type AppendAudit = (tx: Tx, entry: AuditEntry) => Promise<void>;

/** What a correction needs: the order core's database and clock, and the audit log. */
export type CorrectionDeps = Pick<OrderDeps, 'db' | 'now'> & { appendAudit: AppendAudit };

async function correct(
  deps: CorrectionDeps,
  actor: Actor,
  body: StayCorrectionBody,
  c: Correction,
): Promise<StaffHotelActResult> {
  return deps.db.transaction(async (tx: Tx) => {
    const now = deps.now();
    const order = await hotelOrder(tx, body.orderNo);
    if (order.state !== c.from) throw new AppError(ErrorCode.ORDER_STATE_CONFLICT, c.refusal);
    const before = stateOf(order);
    await transition(tx, hotelProduct, order, c.to, c.text(order), now);
    const after = stateOf(order);
    await deps.appendAudit(tx, {
      at: now,
      ...actor,
      action: c.action,
      objectType: 'ORDER',
      objectId: order.orderNo,
      before,
      after: { ...after, reason: body.correctionReason },
    });
    return after;
  });
}

/**
 * 运营/管理员: the guest did stay (未入住 → 已入住), with the reason in the audit row
 * (HOTEL_MARK_STAYED), in one transaction. @throws AppError 15001 unknown; 15002 not 未入住
 */
export const markStayed = (deps: CorrectionDeps, actor: Actor, body: StayCorrectionBody) =>
  correct(deps, actor, body, STAYED);

/**
 * 运营/管理员: the hotel reports a no-show of a stay the date moved to 已入住 (→ 未入住, the
 * guarantee kept), audited as HOTEL_MARK_NO_SHOW with the reason, in one transaction.
 * @throws AppError 15001 unknown order; 15002 not 已入住
 */
export const markStayNoShow = (deps: CorrectionDeps, actor: Actor, body: StayCorrectionBody) =>
  correct(deps, actor, body, NO_SHOW);
