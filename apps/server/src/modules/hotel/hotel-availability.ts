// What a hotel can sell for a stay: pure functions over the catalog and the rooms held (no I/O),
// shared by the search and the hotel page.
import type { HotelFilters } from '@lvxing/shared';
import {
  priceFen,
  roomNightFactors,
  stayFactors,
  type Hotel,
  type StayFactors,
  type RatePlan,
  type RoomType,
} from './catalog';

/** The stay as asked: its nights, rooms and guests per room. */
export interface StayAsk {
  nights: string[];
  rooms: number;
  /** ceil((adults + children) / rooms): every room must take this many. */
  guestsPerRoom: number;
}

export const guestsPerRoom = (adults: number, children: number, rooms: number) =>
  Math.ceil((adults + children) / rooms);

/** Rooms of `roomType` free on every night (the fewest over the nights). */
export function roomsLeftOf(
  roomType: RoomType,
  nights: string[],
  held: Map<string, number>,
): number {
  if (held.size === 0) return roomType.allotment; // nothing held on any night asked
  let left = roomType.allotment;
  for (const night of nights)
    left = Math.min(left, roomType.allotment - (held.get(`${roomType.id}|${night}`) ?? 0));
  return Math.max(0, left);
}

/** Whether the room type can take the stay: enough rooms on every night and the guests fit. */
export function roomTypeFits(roomType: RoomType, ask: StayAsk, held: Map<string, number>): boolean {
  return (
    ask.guestsPerRoom <= roomType.maxOccupancy &&
    roomsLeftOf(roomType, ask.nights, held) >= ask.rooms
  );
}

/** Each night's price of one room (fen), their sum and average (rounded). */
export function planPrice(
  roomType: RoomType,
  plan: RatePlan,
  nights: string[],
  factors = roomNightFactors(roomType, nights),
) {
  const nightly = nights.map((date, i) => ({
    date,
    priceFen: priceFen(roomType.basePriceFen, plan.factor, factors[i] ?? 1),
  }));
  const sum = nightly.reduce((s, n) => s + n.priceFen, 0);
  return { nightly, sum, avg: Math.round(sum / Math.max(1, nights.length)) };
}

export type PlanFilters = Pick<
  HotelFilters,
  'breakfast' | 'freeCancel' | 'payAtHotel' | 'instantConfirm'
>;

/** Whether a plan meets the plan-level filters (含早, 免费取消, 到店付, 立即确认). */
export function planMatches(plan: RatePlan, f: PlanFilters): boolean {
  return (
    (!f.breakfast || plan.breakfast >= 1) &&
    (!f.freeCancel || plan.cancel.type === 'FREE_UNTIL') &&
    (!f.payAtHotel || plan.paymentMode === 'PAY_AT_HOTEL') &&
    (!f.instantConfirm || plan.confirm === 'INSTANT')
  );
}

/** The best a hotel offers for a stay: the cheapest available plan, rooms left and the tags. */
export interface HotelOffer {
  lowestNightlyFen: number;
  /** Rooms left of the cheapest room type when ≤ 5, else null. */
  roomsLeft: number | null;
  tags: string[];
}

/** A room type with rooms for the stay, its rooms left and its plans meeting the filters. */
interface OpenRoomType {
  roomType: RoomType;
  left: number;
  plans: RatePlan[];
  /**
   * The plan with the lowest factor: every night's price rises with the plan's factor, so no
   * other plan of the room type is cheaper for any stay.
   */
  cheapest: RatePlan;
}

/** What a hotel has open for a stay, before any price: searches price only what they show. */
export interface HotelOpen {
  roomTypes: OpenRoomType[];
  tags: string[];
}

/**
 * The hotel's room types with rooms on every night for the guests and a plan meeting `f`, or
 * null when there is none (the hotel is then not listed).
 */
export function openOf(
  hotel: Hotel,
  ask: StayAsk,
  held: Map<string, number>,
  f: PlanFilters = {},
): HotelOpen | null {
  const roomTypes: OpenRoomType[] = [];
  for (const roomType of hotel.roomTypes) {
    if (ask.guestsPerRoom > roomType.maxOccupancy) continue;
    const left = roomsLeftOf(roomType, ask.nights, held);
    if (left < ask.rooms) continue;
    const plans = roomType.plans.filter((plan) => planMatches(plan, f));
    const cheapest = plans.reduce<RatePlan | undefined>(
      (low, p) => (low && low.factor <= p.factor ? low : p),
      undefined,
    );
    if (cheapest) roomTypes.push({ roomType, left, plans, cheapest });
  }
  if (roomTypes.length === 0) return null;
  return { roomTypes, tags: tagsOf(roomTypes.flatMap((r) => r.plans)) };
}

/**
 * The cheapest average nightly price (fen) among the open plans, and its room type's rooms
 * left; `factorsOf` prices a room type's nights. A room type whose average night, at the least
 * wobble and rounded down, already costs the best found so far is not priced.
 */
export function lowestOf(open: HotelOpen, factorsOf: StayFactors): Omit<HotelOffer, 'tags'> {
  let best = { avg: Infinity, left: 0 };
  for (const { roomType, left, cheapest } of open.roomTypes) {
    const floorFen = roomType.basePriceFen * cheapest.factor * factorsOf.leastMean - 100;
    if (floorFen >= best.avg) continue;
    const avg = factorsOf.avgFen(roomType, cheapest.factor);
    if (avg < best.avg) best = { avg, left };
  }
  return { lowestNightlyFen: best.avg, roomsLeft: best.left <= 5 ? best.left : null };
}

/**
 * The hotel's offer for the stay among plans meeting `f`, or null when no room type has rooms on
 * every night for the guests (the hotel is then not listed).
 */
export function offerOf(
  hotel: Hotel,
  ask: StayAsk,
  held: Map<string, number>,
  f: PlanFilters = {},
): HotelOffer | null {
  const open = openOf(hotel, ask, held, f);
  const factorsOf = stayFactors(hotel.cityCode, ask.nights);
  return open && { ...lowestOf(open, factorsOf), tags: open.tags };
}

/** Card tags from the available plans. */
function tagsOf(plans: RatePlan[]): string[] {
  const tags: string[] = [];
  if (plans.some((p) => p.cancel.type === 'FREE_UNTIL')) tags.push('免费取消');
  if (plans.some((p) => p.breakfast > 0)) tags.push('含早');
  if (plans.some((p) => p.confirm === 'INSTANT')) tags.push('立即确认');
  if (plans.some((p) => p.paymentMode === 'PAY_AT_HOTEL')) tags.push('到店付');
  return tags;
}
