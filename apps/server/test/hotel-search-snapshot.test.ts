import { describe, expect, it } from 'vitest';
import { addDays, hotelSearchBody, type HotelSearchResult } from '@lvxing/shared';
import { getHotelCatalog, stayNights } from '../src/modules/hotel/catalog';
import { holdRoomNights } from '../src/modules/hotel/hotel-inventory.repository';
import { searchHotels } from '../src/modules/hotel/hotel-search.service';
import { buildTestApp, call, dayFromNow, freshDatabase } from './helper';

// With the search cache on, a search reads rooms held and review sums from a per-city snapshot
// and shares what hotels have open between searches of the same ask. Whatever it shares, each
// answer must be the one a search reading the database directly gives.

const database = await freshDatabase();
const app = await buildTestApp({ database, config: { searchCacheMs: 60_000 } });
const SH = '310100';
const hotels = getHotelCatalog().hotelsByCity.get(SH)!;
const start = dayFromNow(10);

/** Every room of the first room type of a few hotels, and some of others, held over 3 nights. */
async function holdSome() {
  const nights = stayNights(start, addDays(start, 3));
  for (const [i, hotel] of hotels.slice(0, 12).entries()) {
    const rt = hotel.roomTypes[0]!;
    const rooms = i % 2 === 0 ? rt.allotment : Math.max(1, rt.allotment - 2);
    await database.db.transaction((tx) => holdRoomNights(tx, rt.id, nights, rt.allotment, rooms));
  }
}

const district = hotels[0]!.districtCode;
const VARIANTS: object[] = [
  {},
  { sort: 'PRICE_ASC' },
  { sort: 'PRICE_DESC', rooms: 2, adults: 3 },
  { sort: 'SCORE', filters: { stars: [4, 5] } },
  { sort: 'DISTANCE', filters: { freeCancel: true, breakfast: true } },
  { filters: { priceMaxFen: 40_000 }, sort: 'PRICE_ASC' },
  { filters: { payAtHotel: true, minScore: 4.5 } },
  { filters: { facilities: ['PARKING'] }, page: 2 },
  { place: { type: 'DISTRICT', id: district } },
  { rooms: 3, adults: 3, filters: { instantConfirm: true } },
];

describe('hotel search from the snapshot', () => {
  it('answers as a direct read would, for stays over held nights and free ones', async () => {
    await holdSome();
    const deps = { db: database.db, now: () => new Date() };
    let compared = 0;
    for (const offset of [0, 1, 2, 5]) {
      for (const nights of [1, 3]) {
        for (const variant of VARIANTS) {
          const checkIn = addDays(start, offset);
          const body = { cityCode: SH, checkIn, checkOut: addDays(checkIn, nights), ...variant };
          const served = await call<HotelSearchResult>(app, '/api/hotel/search', body);
          expect(served.code).toBe(200);
          const direct = await searchHotels(deps, hotelSearchBody.parse(body));
          expect(served.data).toEqual(direct);
          compared += 1;
        }
      }
    }
    expect(compared).toBe(80);
  });
});
