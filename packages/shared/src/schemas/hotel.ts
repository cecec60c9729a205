// The hotel contract (POST calls under /api/hotel/…, ApiPath.hotel*). Prices are integer fen,
// stay dates `YYYY-MM-DD` on the Beijing calendar (every seeded hotel is in mainland China),
// instants ISO strings.
import { z } from 'zod';
import {
  HOTEL_ARRIVAL_TIMES,
  HOTEL_CANCEL_TYPES,
  HOTEL_CONFIRM_MODES,
  HOTEL_PAYMENT_MODES,
  HOTEL_SPECIAL_REQUESTS,
} from '../codes/hotel-booking';
import {
  HOTEL_CHILD_MAX_AGE,
  HOTEL_FACILITIES,
  HOTEL_LANDMARK_KINDS,
  HOTEL_MAX_ADULTS,
  HOTEL_MAX_CHILDREN,
  HOTEL_MAX_NIGHTS,
  HOTEL_MAX_ROOMS,
  HOTEL_PLACE_TYPES,
  HOTEL_SORTS,
} from '../codes/hotel';
import { addDays, isCalendarDate } from '../calendar';
import {
  contactSchema,
  orderNoSchema,
  pageBody,
  pagedSchema,
  personNameField,
  textField,
  travelDateField,
} from './common';

export * from '../codes/hotel';
export * from '../codes/hotel-booking';

/** An id of the generated catalog (hotel, room type, rate plan, landmark…). */
const idField = (label: string) =>
  textField(label, { min: 1, max: 40, required: `请选择${label}` });

// ---------------------------------------------------------------- suggest

/** POST /api/hotel/destination/suggest: cities, districts, landmarks, hotels by Chinese, pinyin or initials; an empty keyword gives the hot cities. */
export const hotelSuggestBody = z.strictObject({
  keyword: textField('关键词', { max: 30 }).default(''),
  /** Narrows districts, landmarks and hotels to one city (the city picked before). */
  cityCode: textField('城市', { max: 12 }).optional(),
  limit: z.number().int().min(1).max(30).default(10),
});
export type HotelSuggestBody = z.input<typeof hotelSuggestBody>;

export const hotelPlaceSchema = z.object({
  type: z.enum(HOTEL_PLACE_TYPES),
  /** City code for a city, otherwise the district, landmark or hotel id. */
  id: z.string(),
  name: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  /** Second line: province for a city, city and district otherwise, or how many hotels. */
  subtitle: z.string(),
});
export type HotelPlace = z.infer<typeof hotelPlaceSchema>;

export const hotelSuggestResult = z.object({ items: z.array(hotelPlaceSchema) });
export type HotelSuggestResult = z.infer<typeof hotelSuggestResult>;

// ---------------------------------------------------------------- stay (dates and guests)

/**
 * The stay every price call takes: check-in and check-out (1–30 nights), rooms, adults and each
 * child's age. The booking window (today, or yesterday before 06:00, to 180 days ahead) is the
 * service's (20005), as it depends on the clock.
 */
export const hotelStayFields = {
  checkIn: travelDateField('入住日期'),
  checkOut: travelDateField('离店日期'),
  rooms: z
    .number({ error: '请选择房间数' })
    .int('房间数应为整数')
    .min(1, '至少预订1间房')
    .max(HOTEL_MAX_ROOMS, `每单最多预订${HOTEL_MAX_ROOMS}间房`)
    .default(1),
  adults: z
    .number({ error: '请选择成人数' })
    .int('成人数应为整数')
    .min(1, '至少1位成人入住')
    .max(HOTEL_MAX_ADULTS, `成人数最多${HOTEL_MAX_ADULTS}位`)
    .default(1),
  childAges: z
    .array(
      z
        .number({ error: '请选择儿童年龄' })
        .int('儿童年龄应为整数')
        .min(0, '儿童年龄应为0–17岁')
        .max(HOTEL_CHILD_MAX_AGE, '儿童年龄应为0–17岁'),
    )
    .max(HOTEL_MAX_CHILDREN, `儿童最多${HOTEL_MAX_CHILDREN}位`)
    .default([]),
};

/** The order of the dates and the night count, with messages naming 离店日期. */
export function checkStay(
  s: { checkIn: string; checkOut: string; rooms: number; adults: number },
  ctx: z.RefinementCtx,
): void {
  // a date the field refused has its own message already (and no day to count from)
  if (!isCalendarDate(s.checkIn) || !isCalendarDate(s.checkOut)) return;
  if (s.checkOut <= s.checkIn) {
    ctx.addIssue({ code: 'custom', path: ['checkOut'], message: '离店日期须晚于入住日期' });
  } else if (s.checkOut > addDays(s.checkIn, HOTEL_MAX_NIGHTS)) {
    ctx.addIssue({
      code: 'custom',
      path: ['checkOut'],
      message: `单次最多预订${HOTEL_MAX_NIGHTS}晚`,
    });
  }
  if (s.adults < s.rooms) {
    ctx.addIssue({ code: 'custom', path: ['adults'], message: '每间房至少需1位成人入住' });
  }
}

// ---------------------------------------------------------------- search

export const hotelFiltersSchema = z.strictObject({
  /** Lowest nightly price band, fen (per room per night, the stay's average). */
  priceMinFen: z.number().int().min(0).max(10_000_000).optional(),
  priceMaxFen: z.number().int().min(0).max(10_000_000).optional(),
  /** 钻级 2–5 wanted (any of them). */
  stars: z.array(z.number().int().min(2).max(5)).max(4).optional(),
  brands: z
    .array(textField('品牌', { max: 20 }))
    .max(30)
    .optional(),
  districts: z
    .array(textField('行政区', { max: 12 }))
    .max(30)
    .optional(),
  /** Every listed facility is required. */
  facilities: z
    .array(z.enum(HOTEL_FACILITIES, { error: '设施不正确' }))
    .max(14)
    .optional(),
  /** Lowest score (out of 5). */
  minScore: z.number().min(0).max(5).optional(),
  breakfast: z.boolean().optional(),
  freeCancel: z.boolean().optional(),
  payAtHotel: z.boolean().optional(),
  instantConfirm: z.boolean().optional(),
  /** Words in the hotel's name or address. */
  keyword: textField('关键词', { max: 30 }).optional(),
});
export type HotelFilters = z.input<typeof hotelFiltersSchema>;

/** POST /api/hotel/search */
export const hotelSearchBody = z
  .strictObject({
    cityCode: textField('城市', { min: 1, max: 12, required: '请选择目的地' }),
    /** A district, landmark or hotel picked in the suggest (narrows the list; a landmark is the distance origin). */
    place: z
      .strictObject({
        type: z.enum(HOTEL_PLACE_TYPES, { error: '目的地类型不正确' }),
        id: idField('目的地'),
      })
      .optional(),
    ...hotelStayFields,
    filters: hotelFiltersSchema.default({}),
    sort: z.enum(HOTEL_SORTS, { error: '排序方式不正确' }).default('POPULAR'),
    /** Distance origin for the DISTANCE sort and the cards' distances (default: the place, else the city centre). */
    landmarkId: idField('地标').optional(),
    ...pageBody,
    pageSize: z.number().int().min(1).max(50, '每页最多 50 条').default(20),
  })
  .superRefine(checkStay);
export type HotelSearchBody = z.input<typeof hotelSearchBody>;

export const hotelLandmarkSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(HOTEL_LANDMARK_KINDS),
  lat: z.number(),
  lng: z.number(),
});
export type HotelLandmark = z.infer<typeof hotelLandmarkSchema>;

export const hotelCardSchema = z.object({
  hotelId: z.string(),
  name: z.string(),
  /** Chain brand (如家, 全季…), or null for an independent hotel. */
  brand: z.string().nullable(),
  /** 钻级 2–5. */
  stars: z.number().int(),
  districtName: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** Score out of 5 with one decimal, and how many reviews it rests on. */
  score: z.number(),
  reviewCount: z.number().int(),
  /** A short quote of a review. */
  reviewQuote: z.string().nullable(),
  /** Straight-line distance (km, one decimal) to `distanceTo`. */
  distanceKm: z.number(),
  /** What the distance is measured to (a landmark's name, or 市中心). */
  distanceTo: z.string(),
  /** 免费取消, 含早, 立即确认, 到店付… */
  tags: z.array(z.string()),
  /** Lowest average nightly price of an available plan for the stay, per room. */
  lowestNightlyFen: z.number().int(),
  /** Rooms left of the cheapest available room type when few (≤ 5), else null. */
  roomsLeft: z.number().int().nullable(),
  openYear: z.number().int(),
});
export type HotelCard = z.infer<typeof hotelCardSchema>;

export const hotelSearchResult = z.object({
  city: z.object({
    code: z.string(),
    name: z.string(),
    province: z.string(),
    /** City centre and the box the map shows. */
    center: z.object({ lat: z.number(), lng: z.number() }),
    bounds: z.object({
      south: z.number(),
      west: z.number(),
      north: z.number(),
      east: z.number(),
    }),
  }),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  items: z.array(hotelCardSchema),
  /** Filter options of the city. */
  facets: z.object({
    brands: z.array(z.object({ name: z.string(), count: z.number().int() })),
    districts: z.array(z.object({ name: z.string(), count: z.number().int() })),
    landmarks: z.array(hotelLandmarkSchema),
  }),
});
export type HotelSearchResult = z.infer<typeof hotelSearchResult>;

// ---------------------------------------------------------------- detail

export const hotelCancelPolicySchema = z.object({
  type: z.enum(HOTEL_CANCEL_TYPES),
  /** The policy in words, with its absolute Beijing times (2026年12月3日 18:00前免费取消…). */
  text: z.string(),
  /** Last instant (ISO) of free cancellation; null when never free. */
  freeUntil: z.string().nullable(),
  /** Fee steps in time order: until `until` (ISO, null = up to check-in and after) the fee is `feePercent` of what was paid. */
  tiers: z.array(z.object({ until: z.string().nullable(), feePercent: z.number().int() })),
});
export type HotelCancelPolicy = z.infer<typeof hotelCancelPolicySchema>;

export const hotelRatePlanSchema = z.object({
  ratePlanId: z.string(),
  name: z.string(),
  /** Breakfasts per room per night: 0, 1 or 2. */
  breakfast: z.number().int(),
  cancel: hotelCancelPolicySchema,
  paymentMode: z.enum(HOTEL_PAYMENT_MODES),
  confirm: z.enum(HOTEL_CONFIRM_MODES),
  /** Price of one room each night of the stay. */
  nightly: z.array(z.object({ date: z.string(), priceFen: z.number().int() })),
  /** All rooms, all nights. */
  totalFen: z.number().int(),
  avgNightlyFen: z.number().int(),
  /** Rooms of this room type free on every night of the stay (the fewest over the nights). */
  roomsLeft: z.number().int(),
  /** Bookable for the stay as asked (enough rooms every night, guests fit). */
  available: z.boolean(),
});
export type HotelRatePlan = z.infer<typeof hotelRatePlanSchema>;

export const hotelRoomTypeSchema = z.object({
  roomTypeId: z.string(),
  name: z.string(),
  areaM2: z.number().int(),
  /** 1张1.8米大床, 2张1.2米单人床… */
  bed: z.string(),
  /** 有窗, 部分有窗, 无窗. */
  window: z.string(),
  /** 5-12层 */
  floor: z.string(),
  smoking: z.string(),
  maxOccupancy: z.number().int(),
  plans: z.array(hotelRatePlanSchema),
});
export type HotelRoomType = z.infer<typeof hotelRoomTypeSchema>;

export const hotelInfoSchema = hotelCardSchema.extend({
  cityCode: z.string(),
  cityName: z.string(),
  phone: z.string(),
  renovationYear: z.number().int().nullable(),
  intro: z.string(),
  facilities: z.array(z.enum(HOTEL_FACILITIES)),
  subScores: z.object({
    location: z.number(),
    facility: z.number(),
    service: z.number(),
    hygiene: z.number(),
  }),
  policies: z.object({
    checkIn: z.string(),
    checkOut: z.string(),
    children: z.string(),
    extraBed: z.string(),
    pets: z.string(),
    /** 可接待外宾 (foreign guests need a licensed hotel). */
    foreignGuests: z.boolean(),
  }),
  /** Landmarks around it with distances (km). */
  nearby: z.array(hotelLandmarkSchema.extend({ distanceKm: z.number() })),
  /** Marked on the site as generated sample data (示例数据). */
  sample: z.literal(true),
});
export type HotelInfo = z.infer<typeof hotelInfoSchema>;

/** POST /api/hotel/detail: the hotel, and its room types × rate plans priced for the stay. */
export const hotelDetailBody = z
  .strictObject({ hotelId: idField('酒店'), ...hotelStayFields })
  .superRefine(checkStay);
export type HotelDetailBody = z.input<typeof hotelDetailBody>;

export const hotelDetailResult = z.object({
  hotel: hotelInfoSchema,
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  roomTypes: z.array(hotelRoomTypeSchema),
});
export type HotelDetailResult = z.infer<typeof hotelDetailResult>;

// ---------------------------------------------------------------- reviews

export const hotelSubScoresInput = z.strictObject({
  location: z.number({ error: '请为位置评分' }).int().min(1, '评分为1–5分').max(5, '评分为1–5分'),
  facility: z.number({ error: '请为设施评分' }).int().min(1, '评分为1–5分').max(5, '评分为1–5分'),
  service: z.number({ error: '请为服务评分' }).int().min(1, '评分为1–5分').max(5, '评分为1–5分'),
  hygiene: z.number({ error: '请为卫生评分' }).int().min(1, '评分为1–5分').max(5, '评分为1–5分'),
});

/** POST /api/hotel/review/list */
export const hotelReviewListBody = z.strictObject({ hotelId: idField('酒店'), ...pageBody });

export const hotelReviewSchema = z.object({
  id: z.string(),
  /** Masked nickname (张**). */
  author: z.string(),
  score: z.number(),
  subScores: z.object({
    location: z.number().int(),
    facility: z.number().int(),
    service: z.number().int(),
    hygiene: z.number().int(),
  }),
  text: z.string(),
  roomTypeName: z.string(),
  /** `YYYY-MM` of the stay. */
  stayMonth: z.string(),
  createdAt: z.string(),
  /** A review by a member of this site (not generated sample data). */
  verified: z.boolean(),
});
export type HotelReview = z.infer<typeof hotelReviewSchema>;

export const hotelReviewListResult = pagedSchema(hotelReviewSchema).extend({
  score: z.number(),
  reviewCount: z.number().int(),
  subScores: z.object({
    location: z.number(),
    facility: z.number(),
    service: z.number(),
    hygiene: z.number(),
  }),
});
export type HotelReviewListResult = z.infer<typeof hotelReviewListResult>;

/** POST /api/hotel/review/submit: once per order, after check-out. */
export const hotelReviewSubmitBody = z.strictObject({
  orderNo: orderNoSchema,
  scores: hotelSubScoresInput,
  text: textField('点评内容', { min: 5, max: 500, multiline: true, required: '请填写点评内容' }),
});
export type HotelReviewSubmitBody = z.input<typeof hotelReviewSubmitBody>;

// ---------------------------------------------------------------- booking

/** VAT invoice request kept with the order (抬头 and 税号: a company's 统一社会信用代码). */
export const hotelInvoiceSchema = z.strictObject({
  title: textField('发票抬头', { min: 1, max: 60, required: '请填写发票抬头' }),
  /** 统一社会信用代码 (GB 32100: 18 characters) or an older 15/20-character 税号; empty for a person. */
  taxNo: z
    .string({ error: '纳税人识别号应为文字' })
    .trim()
    .toUpperCase()
    .regex(/^(|[0-9A-Z]{15}|[0-9A-Z]{18}|[0-9A-Z]{20})$/, '纳税人识别号应为15、18或20位数字或字母')
    .default(''),
});

/** POST /api/hotel/order/create */
export const hotelOrderCreateBody = z
  .strictObject({
    ratePlanId: idField('价格计划'),
    ...hotelStayFields,
    /** One guest per room: a Chinese name, or surname/given name in letters (ZHANG/SAN). */
    guests: z
      .array(z.strictObject({ name: personNameField('入住人姓名') }), { error: '请填写入住人' })
      .min(1, '请填写入住人')
      .max(HOTEL_MAX_ROOMS, `入住人最多${HOTEL_MAX_ROOMS}位`),
    contact: contactSchema,
    latestArrival: z.enum(HOTEL_ARRIVAL_TIMES, { error: '最晚到店时间不正确' }).default('18:00'),
    specialRequests: z
      .array(z.enum(HOTEL_SPECIAL_REQUESTS, { error: '特殊要求不正确' }))
      .max(7)
      .default([]),
    /** Other wishes in words (尽量安排，不保证). */
    remark: textField('其他要求', { max: 100, multiline: true }).default(''),
    invoice: hotelInvoiceSchema.optional(),
    /** The total the member saw (fen): a different price now answers 20004 with the new one. */
    expectedTotalFen: z.number({ error: '请确认订单金额' }).int().min(0),
  })
  .superRefine((b, ctx) => {
    checkStay(b, ctx);
    if (b.guests.length !== b.rooms) {
      ctx.addIssue({ code: 'custom', path: ['guests'], message: '请为每间房填写1位入住人' });
    }
  });
export type HotelOrderCreateBody = z.input<typeof hotelOrderCreateBody>;

export const hotelOrderCreateResult = z.object({
  orderNo: z.string(),
  state: z.string(),
  /** What is paid online now (全款, or the first-night 担保); 0 for pay-at-hotel without one. */
  payNowFen: z.number().int(),
  /** Pay by then (ISO), or null when nothing is paid online. */
  payDeadline: z.string().nullable(),
});
export type HotelOrderCreateResult = z.infer<typeof hotelOrderCreateResult>;

// ---------------------------------------------------------------- an order's stay

/** The stay of a hotel order, as sold, in the order list (brief) and detail (full). */
export const orderStayBriefSchema = z.object({
  hotelId: z.string(),
  hotelName: z.string(),
  roomTypeName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  rooms: z.number().int(),
  confirmationNo: z.string().nullable(),
  /** The member may review the stay now (checked out, not reviewed yet). */
  canReview: z.boolean(),
});
export type OrderStayBrief = z.infer<typeof orderStayBriefSchema>;

export const orderStaySchema = orderStayBriefSchema.extend({
  address: z.string(),
  phone: z.string(),
  ratePlanName: z.string(),
  breakfast: z.number().int(),
  paymentMode: z.enum(HOTEL_PAYMENT_MODES),
  confirm: z.enum(HOTEL_CONFIRM_MODES),
  /** Per room, each night. */
  nightly: z.array(z.object({ date: z.string(), priceFen: z.number().int() })),
  cancel: hotelCancelPolicySchema,
  /** The fee (fen) if cancelled now; null when it cannot be cancelled now. */
  cancelFeeNowFen: z.number().int().nullable(),
  /** First-night guarantee paid online (fen), 0 when none. */
  guaranteeFen: z.number().int(),
  latestArrival: z.string(),
  specialRequests: z.array(z.string()),
  remark: z.string(),
  invoice: z.object({ title: z.string(), taxNo: z.string() }).nullable(),
  /** When an unconfirmed paid order is cancelled and refunded by itself (ISO), while 待确认. */
  confirmBy: z.string().nullable(),
  reviewed: z.boolean(),
});
export type OrderStay = z.infer<typeof orderStaySchema>;
