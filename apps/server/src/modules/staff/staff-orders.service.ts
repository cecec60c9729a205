import type {
  OrderDetail,
  StaffHotelActResult,
  StaffHotelConfirmBody,
  StaffOrderLookupBody,
} from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { staffConfirmStay, staffRejectStay } from '../hotel/hotel-staff.service';
import type { OrderDeps } from '../orders/order.deps';
import { lookupOrders } from '../orders/order-staff.service';
import { appendAudit } from './audit.repository';

/** The acting staff member and the request's address. */
export interface Actor {
  staffId: string;
  ip: string;
}

/** An act on an order with its states before and after (the audit row's). */
interface Acted {
  before: unknown;
  after: StaffHotelActResult;
}

/**
 * Runs `act` on order `orderNo` and appends its audit row (object ORDER, before and after) in
 * one transaction: the act commits with its row or not at all.
 */
function auditedAct(
  deps: OrderDeps,
  actor: Actor,
  action: string,
  orderNo: string,
  act: (tx: Tx, now: Date) => Promise<Acted>,
  extra: Record<string, unknown> = {},
): Promise<StaffHotelActResult> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const { before, after } = await act(tx, now);
    const entry = { at: now, ...actor, action, objectType: 'ORDER', objectId: orderNo };
    await appendAudit(tx, { ...entry, before, after: { ...after, ...extra } });
    return after;
  });
}

/**
 * 运营/管理员 confirm a waiting stay with the hotel's confirmation number (→ 已确认, the member's
 * HOTEL_CONFIRMED notice), audited as HOTEL_CONFIRM. @throws AppError 15001; 15002 not 待确认
 */
export function confirmHotelOrder(deps: OrderDeps, actor: Actor, body: StaffHotelConfirmBody) {
  const { orderNo, confirmationNo } = body;
  return auditedAct(
    deps,
    actor,
    'HOTEL_CONFIRM',
    orderNo,
    (tx, now) => staffConfirmStay(tx, orderNo, confirmationNo, now),
    { confirmationNo },
  );
}

/**
 * 运营/管理员 record 确认无房 (full refund, or cancelled when nothing was paid; the member's
 * HOTEL_NO_ROOM notice), audited as HOTEL_NO_ROOM. @throws AppError 15001; 15002 not 待确认
 */
export function rejectHotelOrder(deps: OrderDeps, actor: Actor, orderNo: string) {
  return auditedAct(deps, actor, 'HOTEL_NO_ROOM', orderNo, (tx) =>
    staffRejectStay(deps, tx, orderNo),
  );
}

/**
 * The staff's order look-up (any role), audited as ORDER_LOOKUP: the query in `before` (a
 * mobile is masked for readers other than ADMIN) and the order numbers found in `after` (`orderNos`).
 */
export async function lookupOrdersAudited(
  deps: OrderDeps,
  actor: Actor,
  body: StaffOrderLookupBody,
): Promise<OrderDetail[]> {
  const items = await lookupOrders(deps, body);
  const query = body.orderNo ? { orderNo: body.orderNo } : { mobile: body.mobile };
  await deps.db.transaction(async (tx) => {
    await appendAudit(tx, {
      at: deps.now(),
      ...actor,
      action: 'ORDER_LOOKUP',
      objectType: 'ORDER',
      objectId: body.orderNo ?? null,
      before: query,
      after: { orderNos: items.map((o) => o.orderNo) },
    });
  });
  return items;
}
