// A city's map box and the places a search may name (district, landmark, hotel), resolved in
// the generated catalog.
import { ErrorCode, type HotelPlaceType } from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { distanceKm, getHotelCatalog, type Hotel, type HotelCity, type LatLng } from './catalog';

const boundsMemo = new Map<string, { south: number; west: number; north: number; east: number }>();

/** The box around a city's hotels and landmarks (with a small margin), for the map. */
export function cityBounds(city: HotelCity) {
  let b = boundsMemo.get(city.code);
  if (!b) {
    const points: LatLng[] = [city, ...(getHotelCatalog().hotelsByCity.get(city.code) ?? [])];
    const lats = points.map((p) => p.lat);
    const lngs = points.map((p) => p.lng);
    const r = (v: number) => Math.round(v * 1e4) / 1e4;
    b = {
      south: r(Math.min(...lats) - 0.01),
      west: r(Math.min(...lngs) - 0.01),
      north: r(Math.max(...lats) + 0.01),
      east: r(Math.max(...lngs) + 0.01),
    };
    boundsMemo.set(city.code, b);
  }
  return b;
}

/** A resolved place: which hotels it keeps and the point distances are measured to. */
export interface ResolvedPlace {
  origin: LatLng;
  originName: string;
  keep: (h: Hotel) => boolean;
}

/** Within this distance of a landmark a hotel counts as near it (km). */
export const NEAR_LANDMARK_KM = 5;

/** The `keep` of the whole city (a search can then use the city's own list). */
export const KEEP_ALL = (_hotel: Hotel) => true;

/**
 * The place a search names in `city`, or the city centre.
 * @throws AppError 20001 for an id not in the city
 */
export function resolvePlace(
  city: HotelCity,
  place: { type: HotelPlaceType; id: string } | undefined,
): ResolvedPlace {
  const centre: ResolvedPlace = { origin: city, originName: '市中心', keep: KEEP_ALL };
  if (!place || (place.type === 'CITY' && place.id === city.code)) return centre;
  if (place.type === 'DISTRICT') {
    const d = city.districts.find((x) => x.code === place.id);
    if (d) return { origin: d, originName: d.name, keep: (h) => h.districtCode === d.code };
  } else if (place.type === 'LANDMARK') {
    const l = city.landmarks.find((x) => x.id === place.id);
    if (l)
      return { origin: l, originName: l.name, keep: (h) => distanceKm(h, l) <= NEAR_LANDMARK_KM };
  } else if (place.type === 'HOTEL') {
    const h = getHotelCatalog().hotelById.get(place.id);
    if (h && h.cityCode === city.code)
      return { origin: h, originName: h.name, keep: (x) => x.id === h.id };
  }
  throw new AppError(ErrorCode.HOTEL_PLACE_NOT_FOUND, '未找到该目的地，请重新选择');
}
