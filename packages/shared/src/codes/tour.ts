// Codes, labels and paths of tours (旅游: 跟团游, 自由行, 私家团, 当地玩乐) and custom itinerary
// requests, without zod, so the /travel pages' first load carries no schema.

/** The tour calls (products, booking) and the spec's custom-request call (its spelling kept). */
export const TourPath = {
  /** Products by destination, departure city, month or date, days, type, price, 纯玩. */
  search: '/api/tour/search',
  /** One product: itinerary by day, includes and excludes, shopping and extras, notes, ladder. */
  detail: '/api/tour/detail',
  /** A product's departures with prices, places left and 成团进度 (booked / minimum). */
  calendar: '/api/tour/calendar',
  /** Books a departure: travellers, rooms, insurance, the contract accepted. */
  orderCreate: '/api/tour/order/create',
  /** The order's 旅游合同 as a PDF (the member's own order). */
  contractPdf: '/api/tour/order/contract',
  orderDetail: '/api/tour/order/detail',
  orderSearch: '/api/tour/order/search',
  orderCancel: '/api/tour/order/cancel',
  orderRefund: '/api/tour/order/refund',
  /** The spec's call: a custom trip request, answered with an indicative price range. */
  itinerarySubmit: '/api/trourism/itinerary/submit',
  /** The member accepts the current version of the consultant's quote for their custom trip. */
  itineraryQuoteAccept: '/api/trourism/itinerary/quote/accept',
} as const;

/**
 * The cities the catalog's tours leave from, in the order the search lists them (the server's
 * catalog gives each its meeting places and suppliers).
 */
export const TOUR_DEPARTURE_CITIES = [
  '北京',
  '上海',
  '广州',
  '深圳',
  '成都',
  '杭州',
  '南京',
  '武汉',
  '西安',
  '重庆',
  '长沙',
] as const;
export type TourDepartureCityName = (typeof TOUR_DEPARTURE_CITIES)[number];

export const TOUR_TYPES = ['GROUP', 'FREE', 'PRIVATE', 'LOCAL'] as const;
export type TourTypeCode = (typeof TOUR_TYPES)[number];
export const TOUR_TYPE_LABEL: Readonly<Record<TourTypeCode, string>> = {
  GROUP: '跟团游',
  FREE: '自由行',
  PRIVATE: '私家团',
  LOCAL: '当地玩乐',
};

/** 国内 and 出境 (港澳 travel under the outbound rules). */
export const TOUR_SCOPES = ['DOMESTIC', 'OUTBOUND'] as const;
export type TourScopeCode = (typeof TOUR_SCOPES)[number];
export const TOUR_SCOPE_LABEL: Readonly<Record<TourScopeCode, string>> = {
  DOMESTIC: '国内',
  OUTBOUND: '出境',
};

/** Result orders: 销量, 价格 up and down, 评分. */
export const TOUR_SORTS = ['SALES', 'PRICE_ASC', 'PRICE_DESC', 'SCORE'] as const;
export type TourSort = (typeof TOUR_SORTS)[number];

/** Most travellers (adults and children) on one order. */
export const TOUR_MAX_TRAVELLERS = 9;
/**
 * Ages that pay the child price: 2 to 11 on the departure day (the industry's 儿童价 band; under
 * 2 travel on an adult's lap and are not booked online, 12 and over pay the adult price).
 */
export const TOUR_CHILD_AGE = { min: 2, max: 11 } as const;

/**
 * 旅游意外险 per traveller, fen, by scope (the agency must offer it, 旅游法 art. 61; the member
 * chooses): sample prices of a 7-day domestic and an outbound policy, 示例.
 */
export const TOUR_INSURANCE_FEN = { DOMESTIC: 3_000, OUTBOUND: 6_000 } as const;

/** Outbound regions travelled with a 港澳通行证 instead of a passport. */
export const TOUR_PERMIT_REGIONS = ['中国香港', '中国澳门'] as const;

/**
 * The fulfilment states of a tour order after payment (the core owns 待支付 and the refund
 * states): 待确认 (the supplier confirms), 已确认, 已成团 or 未成团 (then refunded in full),
 * 出行中, 已完成.
 */
export const TOUR_ORDER_STATES = [
  'CONFIRMING',
  'CONFIRMED',
  'FORMED',
  'NOT_FORMED',
  'TRAVELLING',
  'COMPLETED',
] as const;
