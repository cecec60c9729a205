// The other end of a transfer: a place of the hub's city with coordinates, from the hotel
// catalog (its hand-entered landmarks and its hotels), never its tables.
import { ErrorCode, type TransferPlace, type TransferPlaceSuggestResult } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from '../orders/order.deps';
import { searchOrders } from '../orders/order.service';
import { getHotelCatalog, type Hotel, type HotelCity, type Landmark } from '../hotel/catalog';
import { transferCityByCode } from './transfer-hubs';

/** Most places one suggest answers. */
const SUGGEST_LIMIT = 20;

const landmarkPlace = (city: HotelCity, l: Landmark): TransferPlace => ({
  id: l.id,
  kind: 'LANDMARK',
  name: l.name,
  address: `${city.name}${l.name}`,
  lat: l.lat,
  lng: l.lng,
});

const hotelPlace = (h: Hotel): TransferPlace => ({
  id: h.id,
  kind: 'HOTEL',
  name: h.name,
  address: h.address,
  lat: h.lat,
  lng: h.lng,
});

const matches = (p: { name: string; pinyin: string; initials: string }, k: string) =>
  p.name.includes(k) ||
  p.pinyin.startsWith(k.toLowerCase()) ||
  p.initials.startsWith(k.toLowerCase());

/**
 * Places of a city for a keyword (POST /api/car/transfer/place/suggest): its landmarks (airports,
 * stations, sights, business districts) then its hotels, by name, full pinyin or initials; the
 * landmarks and the most popular hotels for an empty keyword. @throws AppError 28003 unknown city
 */
export function suggestPlaces(cityCode: string, keyword: string): TransferPlaceSuggestResult {
  const city = transferCityByCode(cityCode);
  const k = keyword.trim();
  const marks = city.landmarks
    .filter((l) => !k || matches(l, k))
    .map((l) => landmarkPlace(city, l));
  const hotels = (getHotelCatalog().hotelsByCity.get(city.code) ?? [])
    .filter((h) => !k || matches(h, k))
    .sort((a, b) => b.popularity - a.popularity)
    .map(hotelPlace);
  return { items: [...marks, ...hotels].slice(0, SUGGEST_LIMIT) };
}

/** States of a stay that is not going to happen: no place to offer. */
const ENDED = ['CANCELLED', 'CLOSED', 'REFUNDING', 'REFUNDED', 'NO_SHOW', 'CHECKED_OUT'];

/**
 * The hotels of the member's own stays in the city (through the order core's member order list,
 * the newest 50 hotel orders), not ended, first as 我预订的酒店, each once.
 */
export async function memberHotelPlaces(
  deps: OrderDeps,
  memberId: string,
  cityCode: string,
): Promise<TransferPlace[]> {
  const page = await searchOrders(deps, memberId, {
    tab: 'ALL',
    kind: 'HOTEL',
    page: 1,
    pageSize: 50,
  });
  const ids = new Set(
    page.items
      .filter((o) => !ENDED.includes(o.state) && o.product?.kind === 'HOTEL')
      .map((o) => o.product!.hotelId),
  );
  const hotels = getHotelCatalog().hotelById;
  return [...ids]
    .map((id) => hotels.get(id))
    .filter((h): h is Hotel => h?.cityCode === cityCode)
    .map((h) => ({ ...hotelPlace(h), kind: 'MY_HOTEL' as const }));
}

/**
 * Places for a keyword with the member's own hotels of the city first (a member's call).
 * @throws AppError 28003 unknown city
 */
export async function suggestPlacesFor(
  deps: OrderDeps,
  memberId: string | undefined,
  cityCode: string,
  keyword: string,
): Promise<TransferPlaceSuggestResult> {
  const all = suggestPlaces(cityCode, keyword);
  if (!memberId) return all;
  const k = keyword.trim();
  const mine = (await memberHotelPlaces(deps, memberId, cityCode)).filter(
    (p) => !k || p.name.includes(k),
  );
  const rest = all.items.filter((p) => !mine.some((m) => m.id === p.id));
  return { items: [...mine, ...rest].slice(0, SUGGEST_LIMIT) };
}

/**
 * A place by id in the city `cityCode` (a landmark `L…` or a hotel `H…`).
 * @throws AppError 28003 unknown, or in another city
 */
export function placeIn(cityCode: string, placeId: string): TransferPlace {
  const city = transferCityByCode(cityCode);
  const mark = city.landmarks.find((l) => l.id === placeId);
  if (mark) return landmarkPlace(city, mark);
  const hotel = getHotelCatalog().hotelById.get(placeId);
  if (hotel && hotel.cityCode === city.code) return hotelPlace(hotel);
  throw new AppError(
    ErrorCode.TRANSFER_CITY_CLOSED,
    `目的地不在${city.name}，请选择${city.name}的酒店或地点`,
  );
}
