import { describe, expect, it } from 'vitest';
import { getHotelCatalog } from './catalog';
import { stayNights } from './catalog';
import { offerOf, planPrice, roomsLeftOf } from './hotel-availability';
import { openWhenFree } from './hotel-search-rows';

const hotel = getHotelCatalog().hotels[42]!;
const nights = ['2027-03-10', '2027-03-11', '2027-03-12'];
const ask = { nights, rooms: 1, guestsPerRoom: 2 };

describe('hotel availability', () => {
  it('lists a hotel only when some room type has rooms on every night', () => {
    expect(offerOf(hotel, ask, new Map())).not.toBeNull();
    // every room type sold out on the middle night only
    const held = new Map(hotel.roomTypes.map((rt) => [`${rt.id}|${nights[1]}`, rt.allotment]));
    expect(offerOf(hotel, ask, held)).toBeNull();
    // one room left of the first type on that night: listed with 1 room, not with 2
    const first = hotel.roomTypes[0]!;
    held.set(`${first.id}|${nights[1]}`, first.allotment - 1);
    expect(roomsLeftOf(first, nights, held)).toBe(1);
    expect(offerOf(hotel, ask, held)?.roomsLeft).toBe(1);
    expect(offerOf(hotel, { ...ask, rooms: 2 }, held)).toBeNull();
  });

  it('needs the guests to fit a room', () => {
    expect(offerOf(hotel, { ...ask, guestsPerRoom: 5 }, new Map())).toBeNull();
  });

  it('gives the lowest average nightly price of the plans meeting the filters', () => {
    const all = hotel.roomTypes.flatMap((rt) => rt.plans.map((p) => planPrice(rt, p, nights).avg));
    expect(offerOf(hotel, ask, new Map())?.lowestNightlyFen).toBe(Math.min(...all));
    const free = hotel.roomTypes.flatMap((rt) =>
      rt.plans
        .filter((p) => p.cancel.type === 'FREE_UNTIL')
        .map((p) => planPrice(rt, p, nights).avg),
    );
    expect(offerOf(hotel, ask, new Map(), { freeCancel: true })?.lowestNightlyFen).toBe(
      Math.min(...free),
    );
  });

  it('prices no cheaper than every plan of every room type would, over many hotels and stays', () => {
    // the lowest price skips the plans and room types that cannot be cheaper: it must still give
    // what pricing them all gives (holidays, weekends, seasons and 1–30 nights)
    const { hotels } = getHotelCatalog();
    for (let i = 0; i < 400; i += 1) {
      const h = hotels[(i * 97) % hotels.length]!;
      const day = 1 + ((i * 7) % 28);
      const checkIn = `2027-${String(1 + (i % 12)).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      const stay = stayNights(checkIn, offsetDays(checkIn, 1 + ((i * 13) % 30)));
      const cases = [{}, { breakfast: true }, { freeCancel: true }, { payAtHotel: true }];
      const f = cases[i % cases.length]!;
      const fits = h.roomTypes.flatMap((rt) =>
        rt.plans
          .filter((p) => !('breakfast' in f) || p.breakfast > 0)
          .filter((p) => !('freeCancel' in f) || p.cancel.type === 'FREE_UNTIL')
          .filter((p) => !('payAtHotel' in f) || p.paymentMode === 'PAY_AT_HOTEL')
          .map((p) => planPrice(rt, p, stay).avg),
      );
      const offer = offerOf(h, { nights: stay, rooms: 1, guestsPerRoom: 1 }, new Map(), f);
      expect(offer?.lowestNightlyFen ?? null).toBe(fits.length ? Math.min(...fits) : null);
    }
  });

  it('shares what a hotel has open with nothing held between stays of the same ask', () => {
    const open = openWhenFree({ nights, rooms: 1, guestsPerRoom: 2 })(hotel);
    const later = openWhenFree({ nights: ['2027-05-01'], rooms: 1, guestsPerRoom: 2 })(hotel);
    expect(later).toBe(open);
    expect(openWhenFree({ nights, rooms: 1, guestsPerRoom: 5 })(hotel)).toBeNull();
  });
});

function offsetDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
