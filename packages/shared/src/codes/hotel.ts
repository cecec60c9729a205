// Codes, labels and limits of the hotel search without zod (schemas/hotel.ts re-exports them), so
// screens that only show them do not load zod. The rate plans' and bookings' codes are in
// codes/hotel-booking.ts.

/** Nights one booking may cover (Ctrip and Meituan cap a stay at 30 nights). */
export const HOTEL_MAX_NIGHTS = 30;
/** Check-in dates open for booking: today to 180 days ahead (Beijing calendar). */
export const HOTEL_WINDOW_DAYS = 180;
/** Rooms one booking may take. */
export const HOTEL_MAX_ROOMS = 10;
/** Guests of one booking (adults), and children with their ages. */
export const HOTEL_MAX_ADULTS = 40;
export const HOTEL_MAX_CHILDREN = 10;
/** A child is 0–17 years old at check-in (a guest of 18 counts as an adult). */
export const HOTEL_CHILD_MAX_AGE = 17;
/**
 * 凌晨房: until this Beijing hour a member may still book the night that began the day before
 * (Ctrip: 凌晨6点前可预订前一天入住).
 */
export const HOTEL_EARLY_MORNING_HOUR = 6;
/** Where a destination suggestion points. */
export const HOTEL_PLACE_TYPES = ['CITY', 'DISTRICT', 'LANDMARK', 'HOTEL'] as const;
export type HotelPlaceType = (typeof HOTEL_PLACE_TYPES)[number];
export const HOTEL_PLACE_TYPE_LABEL: Record<HotelPlaceType, string> = {
  CITY: '城市',
  DISTRICT: '行政区',
  LANDMARK: '地标',
  HOTEL: '酒店',
};

/** Kinds of landmark a city's hotels are placed around (distances are measured to them). */
export const HOTEL_LANDMARK_KINDS = ['AIRPORT', 'STATION', 'SIGHT', 'BUSINESS'] as const;
export type HotelLandmarkKind = (typeof HOTEL_LANDMARK_KINDS)[number];
export const HOTEL_LANDMARK_KIND_LABEL: Record<HotelLandmarkKind, string> = {
  AIRPORT: '机场',
  STATION: '火车站',
  SIGHT: '景点',
  BUSINESS: '商圈',
};

/** Search sorts: 欢迎度 (popularity), price, score, distance to a chosen landmark. */
export const HOTEL_SORTS = ['POPULAR', 'PRICE_ASC', 'PRICE_DESC', 'SCORE', 'DISTANCE'] as const;
export type HotelSort = (typeof HOTEL_SORTS)[number];
export const HOTEL_SORT_LABEL: Record<HotelSort, string> = {
  POPULAR: '欢迎度排序',
  PRICE_ASC: '价格低到高',
  PRICE_DESC: '价格高到低',
  SCORE: '评分高到低',
  DISTANCE: '距离近到远',
};

/** Facilities a hotel may have (codes are the filter values). */
export const HOTEL_FACILITIES = [
  'WIFI',
  'PARKING',
  'EV_CHARGER',
  'GYM',
  'POOL',
  'AIRPORT_SHUTTLE',
  'LAUNDRY',
  'RESTAURANT',
  'MEETING_ROOM',
  'LUGGAGE',
  'FRONT_DESK_24H',
  'KIDS_CLUB',
  'SPA',
  'ROBOT_DELIVERY',
] as const;
export type HotelFacility = (typeof HOTEL_FACILITIES)[number];
export const HOTEL_FACILITY_LABEL: Record<HotelFacility, string> = {
  WIFI: '免费WiFi',
  PARKING: '免费停车',
  EV_CHARGER: '充电桩',
  GYM: '健身房',
  POOL: '游泳池',
  AIRPORT_SHUTTLE: '接机服务',
  LAUNDRY: '洗衣服务',
  RESTAURANT: '餐厅',
  MEETING_ROOM: '会议室',
  LUGGAGE: '行李寄存',
  FRONT_DESK_24H: '24小时前台',
  KIDS_CLUB: '儿童乐园',
  SPA: 'SPA',
  ROBOT_DELIVERY: '机器人送物',
};
