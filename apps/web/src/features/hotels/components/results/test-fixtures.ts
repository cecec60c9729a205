import type { HotelCard, HotelSearchResult } from '@lvxing/shared';

/** A result card; `over` changes its fields. */
export function card(n: number, over: Partial<HotelCard> = {}): HotelCard {
  return {
    hotelId: `H310100-000${n}`,
    name: `示例酒店${n}号`,
    brand: n % 2 ? '全季' : null,
    stars: 3 + (n % 3),
    districtName: '黄浦区',
    address: `上海黄浦区中山东一路${n}号`,
    lat: 31.2 + n * 0.01,
    lng: 121.45 + n * 0.01,
    score: 4.6,
    reviewCount: 1200 + n,
    reviewQuote: '位置方便，步行就能到外滩',
    distanceKm: 1.2 * n,
    distanceTo: '市中心',
    tags: ['免费取消', '含早'],
    lowestNightlyFen: 35800 + n * 1000,
    roomsLeft: null,
    openYear: 2018,
    ...over,
  };
}

/** One page of 上海's hotels (45 in all, 20 a page). */
export const searchResult: HotelSearchResult = {
  city: {
    code: '310100',
    name: '上海',
    province: '上海市',
    center: { lat: 31.23, lng: 121.47 },
    bounds: { south: 31.0483, west: 121.2772, north: 31.3475, east: 121.8351 },
  },
  checkIn: '2026-12-03',
  checkOut: '2026-12-05',
  nights: 2,
  total: 45,
  page: 1,
  pageSize: 20,
  items: [card(1, { roomsLeft: 3 }), card(2), card(3)],
  facets: {
    brands: [
      { name: '全季', count: 12 },
      { name: '汉庭', count: 9 },
    ],
    districts: [{ name: '黄浦区', count: 20 }],
    landmarks: [
      { id: 'L310100-6', name: '外滩', kind: 'SIGHT', lat: 31.24, lng: 121.49 },
      { id: 'L310100-1', name: '虹桥国际机场', kind: 'AIRPORT', lat: 31.197, lng: 121.336 },
    ],
  },
};
