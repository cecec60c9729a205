import type { HotelDetailResult, HotelRatePlan, HotelRoomType } from '@lvxing/shared';

/** A rate plan for tests (two nights, one room); override what matters. */
export function ratePlan(
  over: Partial<HotelRatePlan> & Pick<HotelRatePlan, 'ratePlanId'>,
): HotelRatePlan {
  return {
    name: '标准价',
    breakfast: 0,
    cancel: {
      type: 'FREE_UNTIL',
      text: '2026年12月3日 18:00前免费取消',
      freeUntil: '2026-12-03T10:00:00.000Z',
      tiers: [{ until: null, feePercent: 100 }],
    },
    paymentMode: 'PREPAY',
    confirm: 'INSTANT',
    nightly: [
      { date: '2026-12-03', priceFen: 45800 },
      { date: '2026-12-04', priceFen: 52800 },
    ],
    totalFen: 98600,
    avgNightlyFen: 49300,
    roomsLeft: 12,
    available: true,
    ...over,
  };
}

const kingRoom: HotelRoomType = {
  roomTypeId: 'HSHA-0001-R1',
  name: '高级大床房',
  areaM2: 32,
  bed: '1张1.8米大床',
  window: '有窗',
  floor: '5-12层',
  smoking: '禁烟',
  maxOccupancy: 2,
  plans: [
    ratePlan({ ratePlanId: 'HSHA-0001-R1-P1' }),
    ratePlan({
      ratePlanId: 'HSHA-0001-R1-P2',
      name: '含双早 到店付',
      breakfast: 2,
      paymentMode: 'PAY_AT_HOTEL',
      confirm: 'WITHIN_30_MIN',
      roomsLeft: 3,
    }),
  ],
};

const twinRoom: HotelRoomType = {
  ...kingRoom,
  roomTypeId: 'HSHA-0001-R2',
  name: '豪华双床房',
  bed: '2张1.2米单人床',
  plans: [
    ratePlan({
      ratePlanId: 'HSHA-0001-R2-P1',
      name: '不可取消特惠',
      cancel: { type: 'NON_REFUNDABLE', text: '订单确认后不可取消', freeUntil: null, tiers: [] },
      roomsLeft: 0,
      available: false,
    }),
  ],
};

/** The hotel page's answer for a two-night stay of one room. */
export const detail: HotelDetailResult = {
  hotel: {
    hotelId: 'HSHA-0001',
    name: '上海外滩示例酒店',
    brand: null,
    stars: 4,
    districtName: '黄浦区',
    address: '中山东一路1号',
    lat: 31.24,
    lng: 121.49,
    score: 4.6,
    reviewCount: 1280,
    reviewQuote: null,
    distanceKm: 1.2,
    distanceTo: '市中心',
    tags: ['免费取消'],
    lowestNightlyFen: 49300,
    roomsLeft: null,
    openYear: 2012,
    cityCode: 'SHA',
    cityName: '上海',
    phone: '021-61234567',
    renovationYear: 2021,
    intro: '地处外滩核心区域。',
    facilities: ['WIFI', 'PARKING', 'GYM', 'RESTAURANT'],
    subScores: { location: 4.8, facility: 4.5, service: 4.6, hygiene: 4.7 },
    policies: {
      checkIn: '14:00',
      checkOut: '12:00',
      children: '不接受18岁以下客人单独入住',
      extraBed: '不可加床',
      pets: '不可携带宠物',
      foreignGuests: true,
    },
    nearby: [
      { id: 'LSHA-1', name: '外滩', kind: 'SIGHT', lat: 31.24, lng: 121.49, distanceKm: 0.5 },
    ],
    sample: true,
  },
  checkIn: '2026-12-03',
  checkOut: '2026-12-05',
  nights: 2,
  roomTypes: [kingRoom, twinRoom],
};
