// The tour contract (POST calls under /api/tour/…, TourPath). Prices are integer fen, departure
// dates `YYYY-MM-DD` on the Beijing calendar, instants ISO strings.
import { z } from 'zod';
import {
  TOUR_CHILD_AGE,
  TOUR_MAX_TRAVELLERS,
  TOUR_SCOPES,
  TOUR_SORTS,
  TOUR_TYPES,
} from '../codes/tour';
import { contactSchema, pageBody, pagedSchema, textField, travelDateField } from './common';
import { bookingPersonFields, requireDocumentUnlessSaved } from './common';
import { passportDetailsSchema } from './flight';

export * from '../codes/tour';

const MONTH_MESSAGE = '出发月份应为年-月，如2026-12';

/** A product code of the generated catalog: `T` + scope, type and number (TDG0001). */
const productCodeField = z
  .string({ error: '请选择旅游产品' })
  .regex(/^T[DO][GFPL]\d{4}$/, '旅游产品不存在');

// ---------------------------------------------------------------- search

/**
 * POST /api/tour/search. `keyword` matches a destination city, region, sight or title; `month`
 * (`YYYY-MM`) or `date` narrows to products departing then (the lowest price is that window's).
 */
export const tourSearchBody = z.strictObject({
  keyword: textField('目的地', { max: 30 }).default(''),
  departureCity: textField('出发城市', { max: 12 }).optional(),
  month: z
    .string({ error: MONTH_MESSAGE })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_MESSAGE)
    .optional(),
  date: travelDateField('出发日期').optional(),
  daysMin: z.number().int().min(1, '行程天数至少1天').max(30).optional(),
  daysMax: z.number().int().min(1).max(30, '行程天数最多30天').optional(),
  tourType: z.enum(TOUR_TYPES, { error: '产品类型不正确' }).optional(),
  tourScope: z.enum(TOUR_SCOPES, { error: '出游范围不正确' }).optional(),
  priceMinFen: z.number().int().min(0).optional(),
  priceMaxFen: z.number().int().min(0).optional(),
  /** 纯玩 only: no shopping stop and no 自费项目. */
  pureFun: z.boolean().default(false),
  sort: z.enum(TOUR_SORTS, { error: '排序方式不正确' }).default('SALES'),
  ...pageBody,
});
export type TourSearchBody = z.input<typeof tourSearchBody>;

/** A result card: the all-in 起价 of its next departures and what is on the tour besides sights. */
export const tourCardSchema = z.object({
  code: z.string(),
  title: z.string(),
  type: z.enum(TOUR_TYPES),
  scope: z.enum(TOUR_SCOPES),
  departureCity: z.string(),
  destinations: z.array(z.string()),
  region: z.string(),
  days: z.number().int(),
  nights: z.number().int(),
  highlights: z.array(z.string()),
  /** Lowest adult price among the departures in the window asked (or all on sale), fen. */
  fromPriceFen: z.number().int(),
  /** The first departure on sale in that window. */
  nextDeparture: z.string(),
  pureFun: z.boolean(),
  /** Shopping stops and 自费项目: shown on the card, never hidden in the notes. */
  shoppingStops: z.number().int(),
  paidExtras: z.number().int(),
  minGroupSize: z.number().int(),
  instantConfirm: z.boolean(),
  score: z.number(),
  sold: z.number().int(),
});
export type TourCard = z.infer<typeof tourCardSchema>;

export const tourSearchResult = pagedSchema(tourCardSchema);
export type TourSearchResult = z.infer<typeof tourSearchResult>;

// ---------------------------------------------------------------- detail and calendar

export const tourCodeBody = z.strictObject({ productCode: productCodeField });
export type TourCodeBody = z.input<typeof tourCodeBody>;

const visitSchema = z.object({
  name: z.string(),
  startTime: z.string(),
  minutes: z.number().int(),
  guided: z.boolean(),
});

export const tourDaySchema = z.object({
  day: z.number().int(),
  title: z.string(),
  transport: z.array(z.string()),
  meals: z.object({ breakfast: z.boolean(), lunch: z.boolean(), dinner: z.boolean() }),
  hotel: z
    .object({
      standard: z.string(),
      diamonds: z.number().int(),
      city: z.string(),
      note: z.string(),
    })
    .nullable(),
  visits: z.array(visitSchema),
  freeActivity: z.string().nullable(),
});
export type TourDay = z.infer<typeof tourDaySchema>;

export const tourLadderStepSchema = z.object({
  fromDays: z.number().int(),
  toDays: z.number().int(),
  feePercent: z.number(),
});

/** POST /api/tour/detail: the product as sold, with the refund ladder in force today. */
export const tourDetailSchema = tourCardSchema.extend({
  itinerary: z.array(tourDaySchema),
  includes: z.array(z.string()),
  excludes: z.array(z.string()),
  shopping: z.array(
    z.object({ name: z.string(), place: z.string(), goods: z.string(), minutes: z.number() }),
  ),
  extras: z.array(
    z.object({
      name: z.string(),
      place: z.string(),
      minutes: z.number(),
      priceFen: z.number().int(),
    }),
  ),
  bookingNotes: z.array(z.string()),
  supplier: z.object({ name: z.string(), licenceNo: z.string(), sample: z.boolean() }),
  confirmText: z.string(),
  meetingPoint: z.object({ name: z.string(), time: z.string() }),
  signupCloseDays: z.number().int(),
  /** Days before departure by which a group short of its minimum is cancelled (旅游法 art. 63). */
  notFormedNoticeDays: z.number().int(),
  refundLadder: z.array(tourLadderStepSchema),
  /** Whether travellers need a passport (or permit) valid 6 months after return. */
  needsPassport: z.boolean(),
});
export type TourDetail = z.infer<typeof tourDetailSchema>;

/** POST /api/tour/calendar: `month` (`YYYY-MM`) narrows; without it, every departure on sale. */
export const tourCalendarBody = z.strictObject({
  productCode: productCodeField,
  month: tourSearchBody.shape.month,
});
export type TourCalendarBody = z.input<typeof tourCalendarBody>;

export const tourDepartureSchema = z.object({
  date: z.string(),
  /** Last day to book (截止报名); a departure not yet formed stops at its notice deadline. */
  signupCloses: z.string(),
  adultFen: z.number().int(),
  childWithBedFen: z.number().int(),
  childNoBedFen: z.number().int(),
  singleSupplementFen: z.number().int(),
  stock: z.number().int(),
  /** Places left now. */
  left: z.number().int(),
  /** 成团进度: travellers booked so far and the group minimum. */
  booked: z.number().int(),
  groupMin: z.number().int(),
  formed: z.boolean(),
  onSale: z.boolean(),
  peak: z.string().nullable(),
});
export type TourDepartureView = z.infer<typeof tourDepartureSchema>;

export const tourCalendarResult = z.object({ departures: z.array(tourDepartureSchema) });
export type TourCalendarResult = z.infer<typeof tourCalendarResult>;

// ---------------------------------------------------------------- booking

/**
 * A traveller: a saved passenger or a typed-in document; an outbound tour needs a passport (or
 * a 港澳通行证 for 港澳) valid 6 months after return, whose expiry a typed-in one gives.
 */
export const tourTravellerInput = z
  .strictObject({
    ...bookingPersonFields,
    /** A typed-in passport's details (outbound tours). */
    passport: passportDetailsSchema.optional(),
  })
  .superRefine(requireDocumentUnlessSaved);
export type TourTravellerInput = z.infer<typeof tourTravellerInput>;

const childSchema = z.strictObject({
  age: z
    .number({ error: '请选择儿童年龄' })
    .int('儿童年龄应为整数')
    .min(TOUR_CHILD_AGE.min, `儿童年龄应在${TOUR_CHILD_AGE.min}–${TOUR_CHILD_AGE.max}岁之间`)
    .max(TOUR_CHILD_AGE.max, `儿童年龄应在${TOUR_CHILD_AGE.min}–${TOUR_CHILD_AGE.max}岁之间`),
  /** Whether the child takes a bed (占床). */
  bed: z.boolean({ error: '请选择儿童是否占床' }),
});

/**
 * POST /api/tour/order/create. Travellers are the adults then the children, in that order;
 * `singleRooms` counts the 单房差 bought (an adult alone in a room). The contract must be accepted
 * and the total shown is checked (20004-style: a changed price answers the new total).
 */
export const tourBookBody = z
  .strictObject({
    productCode: productCodeField,
    date: travelDateField('出发日期'),
    adults: z
      .number({ error: '请选择成人数' })
      .int('成人数应为整数')
      .min(1, '至少1位成人')
      .max(TOUR_MAX_TRAVELLERS, `每单最多${TOUR_MAX_TRAVELLERS}人`),
    children: z
      .array(childSchema)
      .max(TOUR_MAX_TRAVELLERS, `每单最多${TOUR_MAX_TRAVELLERS}人`)
      .default([]),
    singleRooms: z.number().int('单房差份数应为整数').min(0).max(TOUR_MAX_TRAVELLERS).default(0),
    travellers: z
      .array(tourTravellerInput, { error: '请添加出游人' })
      .min(1, '请添加出游人')
      .max(TOUR_MAX_TRAVELLERS, `每单最多${TOUR_MAX_TRAVELLERS}人`),
    contact: contactSchema,
    /** 旅游意外险 (the agency must offer it: 旅游法 art. 61); the member chooses. */
    insurance: z.boolean({ error: '请选择是否购买旅游意外险' }),
    acceptContract: z.literal(true, { error: '请阅读并同意旅游合同' }),
    expectedTotalFen: z.number().int().min(0),
  })
  .superRefine((b, ctx) => {
    if (b.travellers.length !== b.adults + b.children.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['travellers'],
        message: `请填写全部${b.adults + b.children.length}位出游人信息`,
      });
    }
    if (b.adults + b.children.length > TOUR_MAX_TRAVELLERS) {
      ctx.addIssue({
        code: 'custom',
        path: ['adults'],
        message: `每单最多${TOUR_MAX_TRAVELLERS}人`,
      });
    }
    if (b.singleRooms > b.adults) {
      ctx.addIssue({ code: 'custom', path: ['singleRooms'], message: '单房差份数不能多于成人数' });
    }
  });
export type TourBookBody = z.input<typeof tourBookBody>;

export const tourBookResult = z.object({
  orderNo: z.string(),
  totalFen: z.number().int(),
  payDeadline: z.string(),
});
export type TourBookResult = z.infer<typeof tourBookResult>;
