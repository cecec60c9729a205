import type { hotelSearchBody } from '@lvxing/shared';
import {
  ErrorCode,
  type HotelFilters,
  type HotelSearchResult,
  type HotelSort,
} from '@lvxing/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import {
  getHotelCatalog,
  stayFactors,
  stayNights,
  type Hotel,
  type HotelCity,
  type LatLng,
} from './catalog';
import { guestsPerRoom } from './hotel-availability';
import { KEEP_ALL, resolvePlace } from './hotel-places';
import { openRowsOf, RowMeasures, type OpenRows } from './hotel-search-rows';
import { createSearchSnapshot, type SearchSnapshot } from './hotel-search-snapshot';
import { cityView, hotelCard, type SearchRow } from './hotel-search-view';
import { checkStayWindow } from './hotel-stay-window';

/** What the search calls need. */
export interface HotelSearchDeps {
  db: Db;
  now: Clock;
  /** The search's reads, kept per city for a few seconds (default: read at every search). */
  snapshot?: SearchSnapshot;
}

const DIRECT = createSearchSnapshot(0, () => []);

type Body = z.output<typeof hotelSearchBody>;
type Row = SearchRow;

/** Hotel-level filters that need no price (钻级, brand, district, facilities, keyword, score). */
function keep(r: Row, f: HotelFilters): boolean {
  const h = r.hotel;
  const words = f.keyword?.trim();
  return (
    (!f.stars?.length || f.stars.includes(h.stars)) &&
    (!f.brands?.length || (h.brand !== null && f.brands.includes(h.brand))) &&
    (!f.districts?.length || f.districts.includes(h.districtName)) &&
    (f.facilities ?? []).every((x) => h.facilities.includes(x)) &&
    (!words || h.name.includes(words) || h.address.includes(words)) &&
    (f.minScore === undefined || r.scores.score >= f.minScore)
  );
}

/** The price band filter on a priced row. */
const inBand = (fen: number, f: HotelFilters) =>
  (f.priceMinFen === undefined || fen >= f.priceMinFen) &&
  (f.priceMaxFen === undefined || fen <= f.priceMaxFen);

type Order = (a: Row, b: Row, m: RowMeasures) => number;
const lowest = (r: Row, m: RowMeasures) => m.price(r).lowestNightlyFen;
const SORTS: Record<HotelSort, Order> = {
  POPULAR: (a, b) => b.hotel.popularity - a.hotel.popularity,
  PRICE_ASC: (a, b, m) => lowest(a, m) - lowest(b, m),
  PRICE_DESC: (a, b, m) => lowest(b, m) - lowest(a, m),
  SCORE: (a, b) => b.scores.score - a.scores.score || b.scores.reviewCount - a.scores.reviewCount,
  DISTANCE: (a, b, m) => m.km(a) - m.km(b),
};

const popular = new WeakMap<Hotel[], Hotel[]>();
/** A city's hotels in the default order (欢迎度), so that this sort finds them in order. */
function byPopularity(hotels: Hotel[]): Hotel[] {
  let sorted = popular.get(hotels);
  if (!sorted) {
    sorted = [...hotels].sort((a, b) => b.popularity - a.popularity || (a.id < b.id ? -1 : 1));
    popular.set(hotels, sorted);
  }
  return sorted;
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
 * The hotels with rooms for the stay, with what they have open and their scores: rooms held and
 * review sums come from the snapshot (a query each when it has not got them).
 */
async function openRows(
  deps: HotelSearchDeps,
  city: HotelCity,
  keepPlace: (h: Hotel) => boolean,
  body: Body,
): Promise<OpenRows> {
  const cityHotels = byPopularity(getHotelCatalog().hotelsByCity.get(city.code) ?? []);
  const hotels = keepPlace === KEEP_ALL ? cityHotels : cityHotels.filter(keepPlace);
  const nights = stayNights(body.checkIn, body.checkOut);
  const perRoom = guestsPerRoom(body.adults, body.childAges.length, body.rooms);
  const ask = { nights, rooms: body.rooms, guestsPerRoom: perRoom };
  const snapshot = deps.snapshot ?? DIRECT;
  const [stay, sums] = await Promise.all([
    snapshot.held(deps.db, city, hotels, nights),
    snapshot.reviewSums(deps.db, city, hotels),
  ]);
  return openRowsOf({ city, hotels, cityHotels, ask, filters: body.filters }, stay, sums);
}

/**
 * The rows listed, in order: filtered, then sorted (priced first when the band needs it, priced
 * or measured while sorting when the sort does).
 */
function listed(rows: readonly Row[], body: Body, m: RowMeasures): readonly Row[] {
  const f = body.filters;
  const byPrice = f.priceMinFen !== undefined || f.priceMaxFen !== undefined;
  const hotelFilters = Object.keys(f).some((k) => !PLAN_FILTERS.has(k));
  if (!hotelFilters && body.sort === 'POPULAR') return rows; // already in that order
  const kept = rows.filter(
    (r) => keep(r, f) && (!byPrice || inBand(m.price(r).lowestNightlyFen, f)),
  );
  const order = SORTS[body.sort];
  return kept.sort((a, b) => order(a, b, m) || (a.hotel.id < b.hotel.id ? -1 : 1));
}

/** The filters a hotel's open rows already answer (rate plan filters). */
const PLAN_FILTERS = new Set(['breakfast', 'freeCancel', 'payAtHotel', 'instantConfirm']);

/**
 * Hotels of a city with rooms for the whole stay (every night, the guests fitting), filtered,
 * sorted and paged in memory; facets count the hotels open before the hotel-level filters.
 * Prices are worked out for the hotels the answer needs (the page, or all when sorted or
 * filtered by price).
 * @throws AppError 20001 unknown city or place; 20005 check-in outside the window
 */
export async function searchHotels(deps: HotelSearchDeps, body: Body): Promise<HotelSearchResult> {
  const city = getHotelCatalog().cityByCode.get(body.cityCode);
  if (!city) throw new AppError(ErrorCode.HOTEL_PLACE_NOT_FOUND, `未找到目的地：${body.cityCode}`);
  checkStayWindow(body.checkIn, deps.now());
  const { keep: inPlace, origin, to } = originOf(city, body);
  const nights = stayNights(body.checkIn, body.checkOut);
  const { rows, facets } = await openRows(deps, city, inPlace, body);
  const m = new RowMeasures(stayFactors(city.code, nights), origin);
  const list = listed(rows, body, m);
  const from = (body.page - 1) * body.pageSize;
  const page = list.slice(from, from + body.pageSize);
  return {
    city: cityView(city),
    checkIn: body.checkIn,
    checkOut: body.checkOut,
    nights: nights.length,
    total: list.length,
    page: body.page,
    pageSize: body.pageSize,
    items: page.map((r) => hotelCard(r, m.price(r), m.km(r), to)),
    facets,
  };
}
