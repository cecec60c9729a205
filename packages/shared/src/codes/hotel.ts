// Codes, labels and limits of the hotel contract without zod (schemas/hotel.ts re-exports them),
// so screens that only show them do not load zod. Option sets follow the OTAs' rate-plan model
// (domain-breadth §2.1: Fliggy's enumerations for payment, breakfast, guarantee and cancel policy).

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
/** Arrivals after this Beijing time on the check-in day need a first-night guarantee (到店付). */
export const HOTEL_GUARANTEE_AFTER = '18:00';
/** A paid order the hotel has not confirmed in this many minutes is cancelled and refunded. */
export const HOTEL_CONFIRM_SLA_MINUTES = 30;
/** Standard check-in and check-out times, Beijing (also every seeded hotel's policy). */
export const HOTEL_CHECK_IN_TIME = '14:00';
export const HOTEL_CHECK_OUT_TIME = '12:00';

/** How a rate plan is paid: online before the stay, or at the hotel (现付). */
export const HOTEL_PAYMENT_MODES = ['PREPAY', 'PAY_AT_HOTEL'] as const;
export type HotelPaymentMode = (typeof HOTEL_PAYMENT_MODES)[number];
export const HOTEL_PAYMENT_MODE_LABEL: Record<HotelPaymentMode, string> = {
  PREPAY: '在线付',
  PAY_AT_HOTEL: '到店付',
};

/** How fast the hotel confirms a booking. */
export const HOTEL_CONFIRM_MODES = ['INSTANT', 'WITHIN_30_MIN'] as const;
export type HotelConfirmMode = (typeof HOTEL_CONFIRM_MODES)[number];
export const HOTEL_CONFIRM_MODE_LABEL: Record<HotelConfirmMode, string> = {
  INSTANT: '立即确认',
  WITHIN_30_MIN: '30分钟内确认',
};

/**
 * Cancel policies: free until a Beijing time before check-in (then the first night, or the whole
 * stay when the plan says so), a fee by tiers, or none (不可取消).
 */
export const HOTEL_CANCEL_TYPES = ['FREE_UNTIL', 'TIERED', 'NON_REFUNDABLE'] as const;
export type HotelCancelType = (typeof HOTEL_CANCEL_TYPES)[number];
export const HOTEL_CANCEL_TYPE_LABEL: Record<HotelCancelType, string> = {
  FREE_UNTIL: '限时免费取消',
  TIERED: '阶梯扣费',
  NON_REFUNDABLE: '不可取消',
};

/** Breakfasts a rate plan includes per room per night. */
export const HOTEL_BREAKFAST_LABEL: Record<number, string> = {
  0: '无早餐',
  1: '单份早餐',
  2: '双份早餐',
};

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

/** Special requests a booking may pass on (尽量安排，不保证). */
export const HOTEL_SPECIAL_REQUESTS = [
  'HIGH_FLOOR',
  'QUIET_ROOM',
  'NON_SMOKING',
  'BIG_BED',
  'TWIN_BEDS',
  'ADJOINING',
  'LATE_CHECK_IN',
] as const;
export type HotelSpecialRequest = (typeof HOTEL_SPECIAL_REQUESTS)[number];
export const HOTEL_SPECIAL_REQUEST_LABEL: Record<HotelSpecialRequest, string> = {
  HIGH_FLOOR: '尽量高楼层',
  QUIET_ROOM: '安静房间',
  NON_SMOKING: '无烟房',
  BIG_BED: '尽量大床',
  TWIN_BEDS: '尽量双床',
  ADJOINING: '房间相邻',
  LATE_CHECK_IN: '会晚到',
};

/** Sub-scores of a hotel review (1–5 each), in display order. */
export const HOTEL_SUB_SCORES = ['location', 'facility', 'service', 'hygiene'] as const;
export type HotelSubScore = (typeof HOTEL_SUB_SCORES)[number];
export const HOTEL_SUB_SCORE_LABEL: Record<HotelSubScore, string> = {
  location: '位置',
  facility: '设施',
  service: '服务',
  hygiene: '卫生',
};

/**
 * Latest arrival times a booking offers (Beijing, on the check-in day; `次日` ones on the next
 * morning). After {@link HOTEL_GUARANTEE_AFTER} a pay-at-hotel booking pays a first-night
 * guarantee.
 */
export const HOTEL_ARRIVAL_TIMES = [
  '14:00',
  '16:00',
  '18:00',
  '20:00',
  '22:00',
  '23:59',
  '次日02:00',
  '次日06:00',
] as const;
export type HotelArrivalTime = (typeof HOTEL_ARRIVAL_TIMES)[number];

/** Whether arriving by `t` needs a first-night guarantee on a pay-at-hotel plan. */
export function arrivalNeedsGuarantee(t: HotelArrivalTime): boolean {
  return t.startsWith('次日') || t > HOTEL_GUARANTEE_AFTER;
}
