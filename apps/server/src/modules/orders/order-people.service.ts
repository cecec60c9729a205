import type { ProductKind } from '@lvxing/shared';
import type { Tx } from '../../db/client';
import type { PiiCipher } from '../../lib/pii-cipher';
import { countLiveTickets, lockDocuments, overlappingBookings } from './order-people.repository';

/** A live booking of one of the people that overlaps the period asked about. */
export interface BookingClash {
  /** The person's ID number, as the caller gave it. */
  idNo: string;
  /** The clashing order's title (e.g. `G1 北京南→上海虹桥`). */
  title: string;
}

/**
 * For a kind whose rule is "one person, one journey at a time" (12306: a document cannot hold two
 * tickets whose journeys overlap): inside the booking's transaction, serialises bookings of these
 * ID numbers until it ends (no two concurrent orders can both pass), then returns the live
 * bookings of `kind` that overlap `[from, to)`. Numbers are compared by their keyed hash: the
 * order tables keep no plain number.
 * @param tx the booking's transaction; the locks last until it ends
 * @returns the clashes, empty when none
 */
export async function lockAndFindClashes(
  deps: { pii: PiiCipher },
  tx: Tx,
  kind: ProductKind,
  idNos: readonly string[],
  from: Date,
  to: Date,
): Promise<BookingClash[]> {
  const byHash = new Map(idNos.map((n) => [deps.pii.hash(n), n]));
  await lockDocuments(tx, [...byHash.keys()]);
  const rows = await overlappingBookings(tx, kind, [...byHash.keys()], from, to);
  return rows.map((r) => ({ idNo: byHash.get(r.idNoHash ?? '') ?? '', title: r.title }));
}

/**
 * {@link lockAndFindClashes} for a change of `order` to a journey `[from, to)`: its people's
 * documents locked by their keyed hashes (no number decrypted), the live bookings of the order's
 * kind that overlap the new journey, the order itself left out (its old journey is given up).
 * @returns the clashes by person name, empty when none
 */
export async function lockAndFindChangeClashes(
  tx: Tx,
  order: { id: string; kind: string },
  people: readonly { name: string; idNoHash: string | null }[],
  from: Date,
  to: Date,
): Promise<{ name: string; title: string }[]> {
  const byHash = new Map(people.flatMap((p) => (p.idNoHash ? [[p.idNoHash, p.name]] : [])));
  await lockDocuments(tx, [...byHash.keys()]);
  const rows = await overlappingBookings(
    tx,
    order.kind as ProductKind,
    [...byHash.keys()],
    from,
    to,
  );
  return rows
    .filter((r) => r.orderId !== order.id)
    .map((r) => ({ name: byHash.get(r.idNoHash ?? '') ?? '', title: r.title }));
}

/**
 * How many tickets of `ticketType` (the kind's own code: trains' 12306 `3` 学生票) the person
 * with ID number `idNo` holds on live orders of `kind` (not 已取消, 已关闭 or 已退票) whose travel
 * date lies from `fromDate` to `toDate` (`YYYY-MM-DD`, both included), compared by the number's
 * keyed hash. Call it inside the booking's transaction after {@link lockAndFindClashes} has
 * locked the same numbers, so concurrent bookings of the person count one after the other.
 * @returns the number of tickets (0 when none)
 */
export async function countTickets(
  deps: { pii: PiiCipher },
  tx: Tx,
  kind: ProductKind,
  idNo: string,
  ticketType: string,
  fromDate: string,
  toDate: string,
): Promise<number> {
  return countLiveTickets(tx, kind, deps.pii.hash(idNo), ticketType, fromDate, toDate);
}
