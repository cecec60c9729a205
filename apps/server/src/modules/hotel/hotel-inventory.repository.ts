import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { textArrayParam } from '../../db/text-array-param';
import { hotelRoomNights } from '../../db/schema';

type Conn = Db | Tx;

/** Key of {@link heldRoomNights}' map: `${roomTypeId}|${night}`. */
export const roomNightKey = (roomTypeId: string, night: string) => `${roomTypeId}|${night}`;

/**
 * Rooms held or sold of each room type on each night (only nights that have a row: the others
 * have sold nothing), keyed `${roomTypeId}|${night}`; one query for a city's hotels. The ids and
 * nights go as two array parameters: a search asks for hundreds of room types, and a placeholder
 * each cost more to build than the query took (the ids' literal is made once per array).
 */
export async function heldRoomNights(
  db: Conn,
  roomTypeIds: string[],
  nights: string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  if (roomTypeIds.length === 0 || nights.length === 0) return out;
  const rows = await db
    .select({
      id: hotelRoomNights.roomTypeId,
      night: hotelRoomNights.night,
      held: hotelRoomNights.held,
    })
    .from(hotelRoomNights)
    .where(
      sql`${hotelRoomNights.roomTypeId} = any(${textArrayParam(roomTypeIds)})
        and ${hotelRoomNights.night} = any(${sql.param(nights)}::date[])`,
    );
  for (const r of rows) out.set(roomNightKey(r.id, r.night), r.held);
  return out;
}

/** The room type's rows of `nights`, locked FOR UPDATE in night order. */
function lockNights(tx: Tx, roomTypeId: string, nights: string[]) {
  return tx
    .select()
    .from(hotelRoomNights)
    .where(and(eq(hotelRoomNights.roomTypeId, roomTypeId), inArray(hotelRoomNights.night, nights)))
    .orderBy(asc(hotelRoomNights.night))
    .for('update');
}

/** Adds `delta` rooms to the held count of the room type's `nights`. */
async function addHeld(tx: Tx, roomTypeId: string, nights: string[], delta: number) {
  await tx
    .update(hotelRoomNights)
    .set({ held: sql`${hotelRoomNights.held} + ${delta}`, updatedAt: sql`now()` })
    .where(and(eq(hotelRoomNights.roomTypeId, roomTypeId), inArray(hotelRoomNights.night, nights)));
}

/**
 * Holds `rooms` rooms of a room type on every night of a stay, or none. Each night's row is
 * created with the room type's `allotment` on its first hold (ON CONFLICT DO NOTHING), then all
 * are locked FOR UPDATE in night order, so concurrent bookings of overlapping stays take the
 * same locks in the same order (no deadlock) and each sees what the one before held (no
 * oversell; the table's check refuses `held` past `allotment` as a last guard).
 * @returns ok, or `{ left }`: the fewest rooms free on a night of the stay.
 */
export async function holdRoomNights(
  tx: Tx,
  roomTypeId: string,
  nights: string[],
  allotment: number,
  rooms: number,
): Promise<{ ok: true } | { left: number }> {
  const sorted = [...nights].sort();
  await tx
    .insert(hotelRoomNights)
    .values(sorted.map((night) => ({ roomTypeId, night, allotment })))
    .onConflictDoNothing();
  const rows = await lockNights(tx, roomTypeId, sorted);
  if (rows.length !== sorted.length) throw new Error('hotel room nights missing after insert');
  const left = Math.min(...rows.map((r) => r.allotment - r.held));
  if (left < rooms) return { left: Math.max(0, left) };
  await addHeld(tx, roomTypeId, sorted, rooms);
  return { ok: true };
}

/**
 * Gives back `rooms` rooms of a room type on the nights of a stay (an order cancelled, closed
 * or refunded), the rows locked in night order as a hold locks them.
 */
export async function releaseRoomNights(
  tx: Tx,
  roomTypeId: string,
  nights: string[],
  rooms: number,
): Promise<void> {
  const sorted = [...nights].sort();
  const rows = await lockNights(tx, roomTypeId, sorted);
  if (rows.length === 0) return;
  await addHeld(tx, roomTypeId, sorted, -rooms);
}
