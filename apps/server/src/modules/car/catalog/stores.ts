// Rental stores of the 60 largest hotel cities: one at each airport (OpenFlights names, as the
// flight and hotel catalogs have them), one at each main railway station the 12306 list knows
// (the hotel catalog's hand-entered stations), and 1–2 in town near a business district or sight.
import { intIn, seeded } from '../../../lib/catalog/prng';
import { getHotelCatalog, type HotelCity, type Landmark } from '../../hotel/catalog';
import { loadStations } from '../../train/catalog/stations';
import type { CarCity, CarStoreRecord } from './types';

/** Cities with stores: the hotel catalog's largest by rank. */
export const CAR_CITY_COUNT = 60;
const MAX_STATIONS = 3;
const HOURS = [
  [7 * 60, 23 * 60],
  [8 * 60, 22 * 60],
  [7 * 60 + 30, 22 * 60 + 30],
] as const;

/** Whether a hotel landmark station is a 12306 passenger station (上海虹桥站 → 上海虹桥). */
function isRailStation(name: string, railNames: ReadonlySet<string>): boolean {
  return railNames.has(name) || railNames.has(name.replace(/站$/, ''));
}

type Site = Pick<Landmark, 'name' | 'lat' | 'lng' | 'pinyin' | 'initials'>;

function storeOf(city: HotelCity, n: number, mark: Site, kind: CarStoreRecord['kind']) {
  const rand = seeded(`car-store:${city.code}:${mark.name}`);
  const allDay = kind === 'AIRPORT' ? city.rank <= 20 || rand() < 0.4 : rand() < 0.15;
  const [opensAt, closesAt] = allDay ? [0, 1440] : HOURS[intIn(rand(), 0, HOURS.length - 1)]!;
  const inStation = kind !== 'CITY' && rand() < 0.65;
  const suffix = kind === 'CITY' ? '门店' : '店';
  const where =
    kind === 'AIRPORT'
      ? inStation
        ? '到达层租车服务区'
        : '停车楼旁租车服务点（免费摆渡）'
      : kind === 'STATION'
        ? inStation
          ? '出站层租车服务区'
          : '地下停车场租车服务点'
        : '附近租车服务点';
  const away = kind === 'CITY' || !inStation ? 0.004 : 0;
  return {
    id: `CS${city.code}-${String(n).padStart(2, '0')}`,
    name: `${mark.name}${suffix}`,
    kind,
    cityCode: city.code,
    cityName: city.name,
    address: `${city.province === city.name ? '' : city.province}${city.name}${mark.name}${where}`,
    lat: Math.round((mark.lat + away) * 1e5) / 1e5,
    lng: Math.round((mark.lng + away) * 1e5) / 1e5,
    pinyin: mark.pinyin,
    initials: mark.initials,
    opensAt,
    closesAt,
    inStation,
  } satisfies CarStoreRecord;
}

/** The landmarks a city's stores stand at, airports first. */
function siteLandmarks(city: HotelCity, railNames: ReadonlySet<string>) {
  const airports = city.landmarks.filter((l) => l.kind === 'AIRPORT');
  const stations = city.landmarks
    .filter((l) => l.kind === 'STATION' && isRailStation(l.name, railNames))
    .slice(0, MAX_STATIONS);
  const marks = city.landmarks.filter((l) => l.kind === 'BUSINESS' || l.kind === 'SIGHT');
  // a city without hand-entered sights gets its store in its first urban district
  const town = marks.length
    ? marks
    : city.districts.slice(0, 1).map((d) => ({ ...d, kind: 'SIGHT' as const }));
  const townCount = town.length === 0 ? 0 : city.rank <= 20 ? 2 : 1;
  return [
    ...airports.map((l) => [l, 'AIRPORT'] as const),
    ...stations.map((l) => [l, 'STATION'] as const),
    ...town.slice(0, townCount).map((l) => [l, 'CITY'] as const),
  ];
}

/** The store cities and their stores (deterministic). */
export function buildStores(): { cities: CarCity[]; stores: CarStoreRecord[] } {
  const railNames = new Set(loadStations().byName.keys());
  const hotelCities = [...getHotelCatalog().cities]
    .sort((a, b) => a.rank - b.rank)
    .slice(0, CAR_CITY_COUNT);
  const stores: CarStoreRecord[] = [];
  const cities = hotelCities.map((city) => {
    const own = siteLandmarks(city, railNames).map(([mark, kind], i) =>
      storeOf(city, i + 1, mark, kind),
    );
    stores.push(...own);
    return {
      code: city.code,
      name: city.name,
      pinyin: city.pinyin,
      initials: city.initials,
      rank: city.rank,
      lat: city.lat,
      lng: city.lng,
      storeIds: own.map((s) => s.id),
    };
  });
  return { cities, stores };
}
