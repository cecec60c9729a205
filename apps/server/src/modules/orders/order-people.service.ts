import type { ProductKind } from '@lvxing/shared';
import type { Tx } from '../../db/client';
import { lockIdNumbers, overlappingBookings } from './order-people.repository';

/** A live booking of one of the people that overlaps the period asked about. */
export interface BookingClash {
  /** The person's ID number, as the booking stores it. */
  idNo: string;
  /** The clashing order's title (e.g. `G1 北京南→上海虹桥`). */
  title: string;
}

/**
 * For a kind whose rule is "one person, one journey at a time" (12306: a document cannot hold two
 * tickets whose journeys overlap): inside the booking's transaction, serialises bookings of these
 * ID numbers until it ends (no two concurrent orders can both pass), then returns the live
 * bookings of `kind` that overlap `[from, to)`.
 * @param tx the booking's transaction; the locks last until it ends
 * @returns the clashes, empty when none
 */
export async function lockAndFindClashes(
  tx: Tx,
  kind: ProductKind,
  idNos: readonly string[],
  from: Date,
  to: Date,
): Promise<BookingClash[]> {
  await lockIdNumbers(tx, idNos);
  const rows = await overlappingBookings(tx, kind, idNos, from, to);
  return rows.map((r) => ({ idNo: r.idNo ?? '', title: r.title }));
}
