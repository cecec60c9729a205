import type { hotelSearchBody } from '@lvxing/shared';
import {
  ErrorCode,
  type HotelCard,
  type HotelFilters,
  type HotelSearchResult,
  type HotelSort,
} from '@lvxing/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import {
  distanceKm,
  getHotelCatalog,
  sampleReviews,
  stayNights,
  type Hotel,
  type HotelCity,
  type LatLng,
} from './catalog';
import { guestsPerRoom, offerOf, type HotelOffer } from './hotel-availability';
import { heldRoomNights } from './hotel-inventory.repository';
import { cityBounds, resolvePlace } from './hotel-places';
import { reviewScoresOf, type ReviewScores } from './hotel-reviews.service';
import { checkStayWindow } from './hotel-stay-window';

/** What the search calls need. */
export interface HotelSearchDeps {
  db: Db;
  now: Clock;
}

type Body = z.output<typeof hotelSearchBody>;
interface Row {
  hotel: Hotel;
  offer: HotelOffer;
  scores: ReviewScores;
  km: number;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/** Hotel-level filters (钻级, brand, district, facilities, keyword, price band, score). */
function keep(r: Row, f: HotelFilters): boolean {
  const h = r.hotel;
  const words = f.keyword?.trim();
  return (
    (!f.stars?.length || f.stars.includes(h.stars)) &&
    (!f.brands?.length || (h.brand !== null && f.brands.includes(h.brand))) &&
    (!f.districts?.length || f.districts.includes(h.districtName)) &&
    (f.facilities ?? []).every((x) => h.facilities.includes(x)) &&
    (!words || h.name.includes(words) || h.address.includes(words)) &&
    (f.priceMinFen === undefined || r.offer.lowestNightlyFen >= f.priceMinFen) &&
    (f.priceMaxFen === undefined || r.offer.lowestNightlyFen <= f.priceMaxFen) &&
    (f.minScore === undefined || r.scores.score >= f.minScore)
  );
}

const SORTS: Record<HotelSort, (a: Row, b: Row) => number> = {
  POPULAR: (a, b) => b.hotel.popularity - a.hotel.popularity,
  PRICE_ASC: (a, b) => a.offer.lowestNightlyFen - b.offer.lowestNightlyFen,
  PRICE_DESC: (a, b) => b.offer.lowestNightlyFen - a.offer.lowestNightlyFen,
  SCORE: (a, b) => b.scores.score - a.scores.score || b.scores.reviewCount - a.scores.reviewCount,
  DISTANCE: (a, b) => a.km - b.km,
};

function facetCounts(rows: Row[], key: (h: Hotel) => string | null) {
  const counts = new Map<string, number>();
  for (const r of rows) {
    const k = key(r.hotel);
    if (k) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : 1));
}

function card(r: Row, distanceTo: string): HotelCard {
  const h = r.hotel;
  const quote = sampleReviews(h, 1, 1)[0]?.text ?? null;
  return {
    hotelId: h.id,
    name: h.name,
    brand: h.brand,
    stars: h.stars,
    districtName: h.districtName,
    address: h.address,
    lat: h.lat,
    lng: h.lng,
    score: r.scores.score,
    reviewCount: r.scores.reviewCount,
    reviewQuote: quote && quote.length > 30 ? `${quote.slice(0, 30)}…` : quote,
    distanceKm: round1(r.km),
    distanceTo,
    tags: r.offer.tags,
    lowestNightlyFen: r.offer.lowestNightlyFen,
    roomsLeft: r.offer.roomsLeft,
    openYear: h.openYear,
  };
}

/** The place narrowing the list and the point distances are measured to (landmarkId first). */
function originOf(city: HotelCity, body: Body) {
  const place = resolvePlace(city, body.place);
  if (!body.landmarkId) return { keep: place.keep, origin: place.origin, to: place.originName };
  const landmark = city.landmarks.find((l) => l.id === body.landmarkId);
  if (!landmark) throw new AppError(ErrorCode.HOTEL_PLACE_NOT_FOUND, '未找到该地标');
  return { keep: place.keep, origin: landmark as LatLng, to: landmark.name };
}

/**
 * The hotels with rooms for the stay, with their offers, scores and distances: one query for
 * the rooms held (every room type of the hotels × every night), one for the scores.
 */
async function openRows(deps: HotelSearchDeps, hotels: Hotel[], body: Body, origin: LatLng) {
  const nights = stayNights(body.checkIn, body.checkOut);
  const perRoom = guestsPerRoom(body.adults, body.childAges.length, body.rooms);
  const ask = { nights, rooms: body.rooms, guestsPerRoom: perRoom };
  const roomTypeIds = hotels.flatMap((h) => h.roomTypes.map((r) => r.id));
  const held = await heldRoomNights(deps.db, roomTypeIds, nights);
  const open = hotels.flatMap((hotel) => {
    const offer = offerOf(hotel, ask, held, body.filters);
    return offer ? [{ hotel, offer }] : [];
  });
  const scores = await reviewScoresOf(
    deps.db,
    open.map((o) => o.hotel),
  );
  return open.map((o): Row => ({
    ...o,
    scores: scores.get(o.hotel.id) as ReviewScores,
    km: distanceKm(o.hotel, origin),
  }));
}

function cityView(city: HotelCity): HotelSearchResult['city'] {
  const { code, name, province, lat, lng } = city;
  return { code, name, province, center: { lat, lng }, bounds: cityBounds(city) };
}

/**
 * Hotels of a city with rooms for the whole stay (every night, the guests fitting), filtered,
 * sorted and paged in memory; facets count the hotels open before the hotel-level filters.
 * @throws AppError 20001 unknown city or place; 20005 check-in outside the window
 */
export async function searchHotels(deps: HotelSearchDeps, body: Body): Promise<HotelSearchResult> {
  const catalog = getHotelCatalog();
  const city = catalog.cityByCode.get(body.cityCode);
  if (!city) throw new AppError(ErrorCode.HOTEL_PLACE_NOT_FOUND, `未找到目的地：${body.cityCode}`);
  checkStayWindow(body.checkIn, deps.now());
  const { keep: inPlace, origin, to } = originOf(city, body);
  const hotels = (catalog.hotelsByCity.get(city.code) ?? []).filter(inPlace);
  const rows = await openRows(deps, hotels, body, origin);
  const listed = rows
    .filter((r) => keep(r, body.filters))
    .sort((a, b) => SORTS[body.sort](a, b) || (a.hotel.id < b.hotel.id ? -1 : 1));
  const from = (body.page - 1) * body.pageSize;
  return {
    city: cityView(city),
    checkIn: body.checkIn,
    checkOut: body.checkOut,
    nights: stayNights(body.checkIn, body.checkOut).length,
    total: listed.length,
    page: body.page,
    pageSize: body.pageSize,
    items: listed.slice(from, from + body.pageSize).map((r) => card(r, to)),
    facets: {
      brands: facetCounts(rows, (h) => h.brand),
      districts: facetCounts(rows, (h) => h.districtName),
      landmarks: city.landmarks.map(({ id, name, kind, lat, lng }) => ({
        id,
        name,
        kind,
        lat,
        lng,
      })),
    },
  };
}
