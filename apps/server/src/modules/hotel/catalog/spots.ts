// Where a generated hotel stands and what it is called: next to a landmark or in a district,
// named after its brand and that place (全季酒店(上海虹桥站店)) or with made-up words.
import { pick } from '../../../lib/catalog/prng';
import { type Brand, INDEPENDENT_TYPES, INDEPENDENT_WORDS } from './brands';
import { offsetKm, pinyinOf } from './cities';
import { distanceKm } from '../../../lib/catalog/geo';
import type { District, Hotel, HotelCity, Landmark, LatLng } from './types';

export interface Spot {
  point: LatLng;
  /** The landmark the hotel is next to, if any (its name makes the branch name). */
  landmark: Landmark | null;
  district: District;
}

/** Where a hotel stands: next to a landmark (60 %) or in a district (mostly urban ones). */
export function spotOf(city: HotelCity, rand: () => number): Spot {
  const urban = city.districts.filter((d) => d.name.endsWith('区'));
  const pool = rand() < 0.85 && urban.length ? urban : city.districts;
  if (city.landmarks.length && rand() < 0.6) {
    const landmark = pick(rand(), city.landmarks);
    const point = offsetKm(landmark, 0.2 + rand() * 2.5, rand() * 2 * Math.PI);
    return { point, landmark, district: nearest(city.districts, point) };
  }
  const district = pick(rand(), pool);
  return { point: offsetKm(district, rand() * 3, rand() * 2 * Math.PI), landmark: null, district };
}

function nearest(districts: District[], p: LatLng): District {
  let best = districts[0] as District;
  for (const d of districts) if (distanceKm(d, p) < distanceKm(best, p)) best = d;
  return best;
}

/** 上海虹桥站 → 虹桥站, 浦东新区 → 浦东新: the branch part of a hotel name. */
function placeWord(city: HotelCity, spot: Spot): string {
  if (!spot.landmark) {
    // 浦东新区 → 浦东, 西湖区 → 西湖, 都江堰市 → 都江堰 (a one-character stem stays whole: 城区)
    const stem = spot.district.name.replace(/(新区|区|县|市|旗)$/, '');
    return stem.length >= 2 ? stem : spot.district.name;
  }
  // 上海虹桥国际机场 → 虹桥机场, 国家会展中心(上海) → 国家会展中心, 上海站 stays
  const raw = spot.landmark.name.replace(/\(.*\)$/, '');
  const short =
    raw.startsWith(city.name) && raw.length > city.name.length + 1
      ? raw.slice(city.name.length)
      : raw;
  return short.replace(/国际机场$/, '机场');
}

/** A unique name (the plain branch name, else with its road, else numbered) and its pinyin. */
export function nameOf(
  city: HotelCity,
  spot: Spot,
  brand: Brand | null,
  stars: Hotel['stars'],
  rand: () => number,
  road: string,
  used: Set<string>,
): { name: string; pinyin: string; initials: string } {
  const place = placeWord(city, spot);
  const parts = brand
    ? [brand.fullName, city.name, place]
    : [city.name, place, pick(rand(), INDEPENDENT_WORDS), pick(rand(), INDEPENDENT_TYPES[stars])];
  const plain = brand ? `${brand.fullName}(${city.name}${place}店)` : parts.join('');
  const withRoad = brand
    ? `${brand.fullName}(${city.name}${place}${road}路店)`
    : `${plain}(${road}路店)`;
  let name = [plain, withRoad].find((x) => !used.has(x));
  for (let i = 2; !name; i += 1) {
    const numbered = withRoad.replace(/店\)$/, `${i}店)`);
    if (!used.has(numbered)) name = numbered;
  }
  // pinyin of the parts (memoised), not of each whole name: pinyin-pro is slow on long strings
  const py = [
    ...parts,
    ...(name === plain ? [] : [road, '路']),
    ...(brand || name !== plain ? ['店'] : []),
  ].map(pinyinOf);
  return {
    name,
    pinyin: py.map((p) => p.pinyin).join(''),
    initials: py.map((p) => p.initials).join(''),
  };
}
