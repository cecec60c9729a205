// What a search reads from the database besides the catalog (rooms held per night, members'
// review sums), kept per city for as long as a search answer stays fresh. Searches of one city
// over different stays, filters and sorts then share the reads: the answer cache alone cannot,
// as no two of them ask the same thing.
import type { Db } from '../../db/client';
import { ResponseCache } from '../../lib/response-cache';
import type { Hotel, HotelCity } from './catalog';
import { heldRoomNights } from './hotel-inventory.repository';
import { reviewSumsOf, type ReviewSums } from './hotel-reviews.repository';

/** Rooms held on the nights of a stay. */
export interface StayHeld {
  /** Rooms held, keyed `${roomTypeId}|${night}` (only room nights with a row). */
  held: Map<string, number>;
  /** Ids of the hotels with any room held on those nights: the others have every room free. */
  touched: Set<string>;
}

/** The reads of a search; cached per city, or straight from the database when off. */
export interface SearchSnapshot {
  /** Rooms held of `hotels`' room types (all or part of `city`'s) on each of `nights`. */
  held(db: Db, city: HotelCity, hotels: Hotel[], nights: string[]): Promise<StayHeld>;
  /** Members' review sums of `hotels` (all or part of `city`'s), by hotel id. */
  reviewSums(db: Db, city: HotelCity, hotels: Hotel[]): Promise<Map<string, ReviewSums>>;
  /** Drops what is kept and stops its refreshes (the app closing). */
  clear(): void;
}

const hotelIdOf = (roomTypeId: string) => roomTypeId.slice(0, roomTypeId.lastIndexOf('-R'));

/** The held rooms of a query's map as a stay's {@link StayHeld}. */
function stayHeld(held: Map<string, number>): StayHeld {
  const touched = new Set<string>();
  for (const key of held.keys()) touched.add(hotelIdOf(key.slice(0, key.indexOf('|'))));
  return { held, touched };
}

const idLists = new WeakMap<Hotel[], { hotels: string[]; roomTypes: string[] }>();
/**
 * The hotel and room type ids of a list of hotels, made once per list (a city's list never
 * changes), so that the queries' array parameters are written once too.
 */
function idsOf(hotels: Hotel[]): { hotels: string[]; roomTypes: string[] } {
  let ids = idLists.get(hotels);
  if (!ids) {
    ids = {
      hotels: hotels.map((h) => h.id),
      roomTypes: hotels.flatMap((h) => h.roomTypes.map((r) => r.id)),
    };
    idLists.set(hotels, ids);
  }
  return ids;
}

/** Reads straight from the database (`SEARCH_CACHE_MS=0`: tests see every write at once). */
const direct: SearchSnapshot = {
  held: async (db, _city, hotels, nights) =>
    stayHeld(await heldRoomNights(db, idsOf(hotels).roomTypes, nights)),
  reviewSums: (db, _city, hotels) => reviewSumsOf(db, idsOf(hotels).hotels),
  clear: () => undefined,
};

const DAY_MS = 86_400_000;
const CHUNK_DAYS = 7;
const chunkOf = (night: string) =>
  Math.floor(Date.parse(`${night}T00:00:00Z`) / DAY_MS / CHUNK_DAYS);
/** The nights (`YYYY-MM-DD`) of chunk `n`: 7 days from day 7n after 1970-01-01. */
const chunkNights = (n: number) =>
  Array.from({ length: CHUNK_DAYS }, (_, i) =>
    new Date((n * CHUNK_DAYS + i) * DAY_MS).toISOString().slice(0, 10),
  );

/**
 * A snapshot kept per city and week of nights (held rooms) and per city (review sums), fresh for
 * `freshMs` and then served for up to twice that while it is read again in the background, as
 * the answer cache does ({@link ResponseCache}); the direct reads when `freshMs` is 0. A
 * booking checks the live allotment whatever this shows.
 */
export function createSearchSnapshot(
  freshMs: number,
  hotelsOf: (cityCode: string) => Hotel[],
): SearchSnapshot {
  if (freshMs <= 0) return direct;
  const options = { freshMs, staleMs: 2 * freshMs, jitter: 0.4, refreshAhead: true };
  const weeks = new ResponseCache<Map<string, number>>({ ...options, maxEntries: 5000 });
  const sums = new ResponseCache<Map<string, ReviewSums>>({ ...options, maxEntries: 200 });
  return {
    async held(db, city, _hotels, nights) {
      const ids = idsOf(hotelsOf(city.code)).roomTypes;
      const chunks = [...new Set(nights.map(chunkOf))];
      const loaded = await Promise.all(
        chunks.map((n) =>
          weeks.get(`${city.code}|${n}`, () => heldRoomNights(db, ids, chunkNights(n))),
        ),
      );
      // the whole city's rooms are read: other hotels' keys in the answer are never looked up
      const held = new Map<string, number>();
      for (const week of loaded)
        for (const [key, count] of week)
          if (nights.includes(key.slice(key.indexOf('|') + 1))) held.set(key, count);
      return stayHeld(held);
    },
    reviewSums: (db, city) =>
      sums.get(city.code, () => reviewSumsOf(db, idsOf(hotelsOf(city.code)).hotels)),
    clear() {
      weeks.clear();
      sums.clear();
    },
  };
}
