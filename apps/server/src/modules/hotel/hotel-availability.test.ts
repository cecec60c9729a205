import { describe, expect, it } from 'vitest';
import { getHotelCatalog } from './catalog';
import { offerOf, planPrice, roomsLeftOf } from './hotel-availability';

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
});
