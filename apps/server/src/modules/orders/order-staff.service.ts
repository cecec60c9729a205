import type { OrderDetail } from '@lvxing/shared';
import type { OrderDeps } from './order.deps';
import { findOrdersByNoOrMobile, passengersOf } from './order.repository';
import { detailOf } from './order.service';

/** At most this many orders answer a look-up by mobile (newest first). */
export const LOOKUP_LIMIT = 20;

/**
 * The staff's order look-up (客服, 运营, 管理员): the orders with this number, or whose contact
 * mobile (11 digits) is this one, newest first (at most {@link LOOKUP_LIMIT}), each as the
 * member's detail view (state label, kind, title, totals, the whole timeline; the mobile and
 * ID numbers masked). Whoever's order it is: the caller's role was checked by `requireStaff`.
 * The caller audits the look-up. @returns [] when none.
 */
export async function lookupOrders(
  deps: OrderDeps,
  q: { orderNo?: string; mobile?: string },
): Promise<OrderDetail[]> {
  const rows = await findOrdersByNoOrMobile(deps.db, q, LOOKUP_LIMIT);
  return Promise.all(rows.map((r) => detailOf(deps, r)));
}

/** The people's names of each order (booking order), by order id: the staff queue's guests. */
export async function peopleNamesOf(
  deps: Pick<OrderDeps, 'db'>,
  orderIds: string[],
): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>(orderIds.map((id) => [id, []]));
  for (const p of await passengersOf(deps.db, orderIds)) names.get(p.orderId)?.push(p.name);
  return names;
}
