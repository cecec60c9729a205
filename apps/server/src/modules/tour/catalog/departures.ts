// The main departure cities of packaged tours, with the airport and station groups meet at
// (approximate WGS-84 coordinates), and the sample suppliers based there.
import type { TourDepartureCityName } from '@lvxing/shared';
import type { LatLng, TourSupplier } from './types';

/** A meeting place: an airport terminal or a railway station. */
export interface Place extends LatLng {
  name: string;
}

export interface DepartureCity extends LatLng {
  /** One of the shared TOUR_DEPARTURE_CITIES (the search's list), each listed here once. */
  name: TourDepartureCityName;
  /** Province code of 旅行社业务经营许可证 numbers (L-<code>-…). */
  licenceCode: string;
  airport: Place;
  /** The airport of international departures (the same one in most cities). */
  intlAirport: Place;
  station: Place;
}

const p = (name: string, lat: number, lng: number): Place => ({ name, lat, lng });

const city = (
  name: TourDepartureCityName,
  licenceCode: string,
  [lat, lng]: readonly [number, number],
  airport: Place,
  station: Place,
  intlAirport: Place = airport,
): DepartureCity => ({ name, licenceCode, lat, lng, airport, intlAirport, station });

export const DEPARTURE_CITIES: readonly DepartureCity[] = [
  city(
    '北京',
    'BJ',
    [39.9042, 116.4074],
    p('北京首都国际机场T3航站楼', 40.0799, 116.6031),
    p('北京南站', 39.8652, 116.3786),
  ),
  city(
    '上海',
    'SH',
    [31.2304, 121.4737],
    p('上海虹桥国际机场T2航站楼', 31.1979, 121.3363),
    p('上海虹桥站', 31.1945, 121.3205),
    p('上海浦东国际机场T2航站楼', 31.1443, 121.8083),
  ),
  city(
    '广州',
    'GD',
    [23.1291, 113.2644],
    p('广州白云国际机场T2航站楼', 23.3924, 113.2988),
    p('广州南站', 22.989, 113.269),
  ),
  city(
    '深圳',
    'GD',
    [22.5431, 114.0579],
    p('深圳宝安国际机场T3航站楼', 22.6393, 113.8107),
    p('深圳北站', 22.6094, 114.029),
  ),
  city(
    '成都',
    'SC',
    [30.5728, 104.0668],
    p('成都天府国际机场T1航站楼', 30.3197, 104.4413),
    p('成都东站', 30.629, 104.141),
  ),
  city(
    '杭州',
    'ZJ',
    [30.2741, 120.1551],
    p('杭州萧山国际机场T4航站楼', 30.2295, 120.4344),
    p('杭州东站', 30.2909, 120.2126),
  ),
  city(
    '南京',
    'JS',
    [32.0603, 118.7969],
    p('南京禄口国际机场T2航站楼', 31.742, 118.862),
    p('南京南站', 31.9687, 118.7975),
  ),
  city(
    '武汉',
    'HB',
    [30.5928, 114.3055],
    p('武汉天河国际机场T3航站楼', 30.7838, 114.2081),
    p('武汉站', 30.6075, 114.4244),
  ),
  city(
    '西安',
    'SN',
    [34.3416, 108.9398],
    p('西安咸阳国际机场T3航站楼', 34.4471, 108.7516),
    p('西安北站', 34.3762, 108.9394),
  ),
  city(
    '重庆',
    'CQ',
    [29.563, 106.5516],
    p('重庆江北国际机场T3航站楼', 29.7192, 106.6417),
    p('重庆北站', 29.608, 106.551),
  ),
  city(
    '长沙',
    'HN',
    [28.2282, 112.9388],
    p('长沙黄花国际机场T2航站楼', 28.1892, 113.2196),
    p('长沙南站', 28.147, 113.064),
  ),
];

/** Made-up agency name stems (sample data: no real company is meant). */
const STEMS = ['示例国际', '样例假日', '演示环球', '示范之旅'] as const;

/**
 * The sample suppliers of a departure city: one per stem, with a sample licence number in the
 * style of real ones (L-<province>-CJ<5 digits> for agencies licensed for outbound tours).
 */
export function suppliersOf(dep: DepartureCity, cityIndex: number): TourSupplier[] {
  return STEMS.map((stem, i) => ({
    name: `${dep.name}${stem}旅行社有限公司（示例）`,
    licenceNo: `L-${dep.licenceCode}-CJ00${String(100 + cityIndex * 10 + i).padStart(3, '0')}`,
    sample: true as const,
  }));
}
