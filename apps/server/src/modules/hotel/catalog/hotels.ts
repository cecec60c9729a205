import { intIn, pick, seeded } from '../../../lib/catalog/prng';
import { BRANDS, type Brand, ROADS } from './brands';
import { roomTypesOf } from './rooms';
import { nameOf, spotOf } from './spots';
import { facilitiesOf, introOf, policiesOf, scoresOf, starsOf } from './traits';
import type { Hotel, HotelCity } from './types';

const BRAND_WEIGHT = BRANDS.reduce((s, x) => s + x.weight, 0);

/** Hotels of a city by its rank: 150 for the largest, falling to 20 for the 80th. */
export function hotelCountOf(rank: number): number {
  return Math.round(20 + 130 * ((80 - rank) / 79) ** 1.5);
}

function pickBrand(r: number): Brand {
  let x = r * BRAND_WEIGHT;
  for (const brand of BRANDS) {
    x -= brand.weight;
    if (x < 0) return brand;
  }
  return BRANDS[0] as Brand;
}
/**
 * Makes the hotel's room types on first use (a search or detail in its city), so warming the
 * catalog at start stays fast and light; they are the same whenever made (their own seed). An
 * own enumerable accessor, replaced by the value: spreads and JSON see the room types.
 */
function withLazyRooms(hotel: Hotel, make: () => Hotel['roomTypes']): void {
  Object.defineProperty(hotel, 'roomTypes', {
    configurable: true,
    enumerable: true,
    get() {
      const value = make();
      Object.defineProperty(hotel, 'roomTypes', { value, enumerable: true });
      return value;
    },
  });
}

/**
 * 自动确认 or 人工确认: every fourth hotel of a city (numbers 4, 8, 12, …) waits for a person (the
 * staff queue), the others are confirmed by the sandbox's job. By number, so tests can pick one.
 */
export const isAutoConfirm = (n: number): boolean => n % 4 !== 0;

/** One generated hotel of `city` (number `n` from 1). */
export function makeHotel(city: HotelCity, n: number, usedNames: Set<string>): Hotel {
  const id = `H${city.code}-${String(n).padStart(4, '0')}`;
  const rand = seeded(id);
  const brand = rand() < 0.6 ? pickBrand(rand()) : null;
  const stars = starsOf(brand, rand());
  const spot = spotOf(city, rand);
  const road = pick(rand(), ROADS);
  const { name, pinyin, initials } = nameOf(city, spot, brand, stars, rand, road, usedNames);
  usedNames.add(name);
  const openYear = intIn(rand(), stars === 5 ? 1995 : 2005, 2025);
  const renovationYear =
    openYear < 2018 && rand() < 0.6 ? intIn(rand(), Math.max(openYear + 3, 2015), 2025) : null;
  const nearAirport = spot.landmark?.kind === 'AIRPORT';
  const { score, subScores } = scoresOf(stars, rand);
  const popularity =
    Math.round((100 - city.rank / 2) * (0.3 + rand()) * (1 + (score - 4) / 2) * 10) / 10;
  const hotel: Hotel = {
    id,
    name,
    brand: brand?.name ?? null,
    stars,
    cityCode: city.code,
    districtCode: spot.district.code,
    districtName: spot.district.name,
    address: `${city.name}${spot.district.name}${road}路${intIn(rand(), 1, 999)}号`,
    phone: `400-${intIn(rand(), 100, 999)}-${intIn(rand(), 1000, 9999)}`,
    ...spot.point,
    openYear,
    renovationYear,
    intro: introOf(city, spot, stars, openYear, renovationYear),
    facilities: facilitiesOf(stars, nearAirport, rand),
    score,
    subScores,
    reviewCount: Math.round(40 + rand() * rand() * (stars >= 4 ? 9000 : 5000)),
    policies: policiesOf(stars, rand),
    autoConfirm: isAutoConfirm(n),
    popularity,
    pinyin,
    initials,
    roomTypes: [],
  };
  const level = brand?.level ?? 0.9 + rand() * 0.3;
  const scenic = spot.landmark?.kind === 'SIGHT';
  withLazyRooms(hotel, () => roomTypesOf(hotel, city.rank, level, scenic));
  return hotel;
}
