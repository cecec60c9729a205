import { z } from 'zod';
import { CABINS, TIME_BANDS } from '../codes/flight';
import { SEXES } from '../codes/saved-passengers';
import { LOOKUP_DATE_PAST_DAYS } from '../calendar';
import {
  bookingPersonFields,
  contactSchema,
  passengerTypeSchema,
  requireDocumentUnlessSaved,
  textField,
  travelDateField,
} from './common';

export * from '../codes/flight';

export const cabinSchema = z.enum(CABINS, { error: '舱位等级不正确' });

// ---------- places ----------

export const airportRefSchema = z.object({
  code: z.string(),
  nameZh: z.string(),
  cityZh: z.string(),
});
export type AirportRef = z.infer<typeof airportRefSchema>;

/** A city (or a lone airport) to fly from or to; `code` is what search calls accept. */
export const flightCitySchema = z.object({
  code: z.string(),
  nameZh: z.string(),
  pinyin: z.string(),
  initials: z.string(),
  countryZh: z.string(),
  domestic: z.boolean(),
  airports: z.array(airportRefSchema),
});
export type FlightCity = z.infer<typeof flightCitySchema>;

/** POST /api/plane/city/search: Chinese, full pinyin or initials; empty keyword → hot cities. */
export const citySearchBody = z.strictObject({
  keyword: textField('关键词', { max: 30 }).default(''),
  scope: z.enum(['domestic', 'international', 'all']).default('all'),
});
export const citySearchResult = z.object({ cities: z.array(flightCitySchema) });

// ---------- search ----------

const placeCode = (label: string) =>
  textField(label, { min: 1, max: 8, required: `请选择${label}` });

export const flightFiltersSchema = z.strictObject({
  airlines: z
    .array(textField('航空公司', { max: 3 }))
    .max(50)
    .optional(),
  depAirports: z
    .array(textField('出发机场', { max: 4 }))
    .max(20)
    .optional(),
  arrAirports: z
    .array(textField('到达机场', { max: 4 }))
    .max(20)
    .optional(),
  depTimeBands: z.array(z.enum(TIME_BANDS)).max(4).optional(),
  directOnly: z.boolean().optional(),
  /** Only flights with seats left in this cabin. */
  cabin: cabinSchema.optional(),
});
export type FlightFilters = z.infer<typeof flightFiltersSchema>;

export const FLIGHT_SORTS = ['price', 'depTime', 'duration'] as const;

/** POST /api/plane/flight/search */
export const flightSearchBody = z
  .strictObject({
    tripType: z.enum(['OW', 'RT']).default('OW'),
    from: placeCode('出发城市'),
    to: placeCode('到达城市'),
    date: travelDateField('出发日期'),
    returnDate: travelDateField('返程日期').optional(),
    adults: z.number().int().min(1, '至少一位成人').max(9, '每单最多 9 位成人').default(1),
    children: z.number().int().min(0).max(9).default(0),
    infants: z.number().int().min(0).max(9).default(0),
    filters: flightFiltersSchema.default({}),
    sort: z.enum(FLIGHT_SORTS).default('depTime'),
    order: z.enum(['asc', 'desc']).default('asc'),
  })
  .refine((b) => b.from !== b.to, { message: '出发地和目的地不能相同', path: ['to'] })
  .refine((b) => b.tripType === 'OW' || !!b.returnDate, {
    message: '请选择返程日期',
    path: ['returnDate'],
  })
  .refine((b) => !b.returnDate || b.returnDate >= b.date, {
    message: '返程日期不能早于去程日期',
    path: ['returnDate'],
  })
  .refine((b) => b.infants <= b.adults, { message: '每位成人最多携带一名婴儿', path: ['infants'] });
export type FlightSearchBody = z.input<typeof flightSearchBody>;

export const cabinOfferSummarySchema = z.object({
  cabin: cabinSchema,
  lowestPriceFen: z.number().int(),
  /** Discount on the full fare, 0.1…1 (e.g. 0.45 = 4.5折). */
  discount: z.number(),
  seatsLeft: z.number().int(),
});

/** A moment on the clocks of an airport: local date and time, and the offset from UTC. */
export const localClockSchema = z.object({
  date: z.string(),
  time: z.string(),
  /** Minutes from UTC at that moment (Beijing +480, Tokyo +540, Los Angeles −480 in winter). */
  utcOffsetMinutes: z.number().int(),
});
export type LocalClockView = z.infer<typeof localClockSchema>;

export const flightSchema = z.object({
  flightNo: z.string(),
  airline: z.object({ code: z.string(), nameZh: z.string(), shortZh: z.string() }),
  aircraft: z.string(),
  aircraftSize: z.enum(['大', '中', '小']),
  date: z.string(),
  dep: airportRefSchema,
  arr: airportRefSchema,
  /** Departure and arrival on Beijing clocks (the schedule's; `date` is the Beijing date). */
  depTime: z.string(),
  arrTime: z.string(),
  arrDayOffset: z.number().int(),
  /**
   * Departure and arrival on each airport's own clocks (differs from Beijing's abroad), and the
   * arrival's local date less the departure's local date in days (+1, or −1 across the date line
   * eastwards): what a boarding pass and the airport show.
   */
  local: z.object({
    dep: localClockSchema,
    arr: localClockSchema,
    arrDayOffset: z.number().int(),
  }),
  /** Real time in the air (from instant to instant), minutes. */
  durationMinutes: z.number().int(),
  distanceKm: z.number().int(),
  stops: z.number().int(),
  international: z.boolean(),
  meal: z.boolean(),
  cabins: z.array(cabinOfferSummarySchema),
  lowestPriceFen: z.number().int().nullable(),
});
export type Flight = z.infer<typeof flightSchema>;

const facetSchema = z.object({ code: z.string(), nameZh: z.string(), lowestPriceFen: z.number() });

export const flightLegResultSchema = z.object({
  from: flightCitySchema,
  to: flightCitySchema,
  date: z.string(),
  flights: z.array(flightSchema),
  /** Count before filters. */
  totalBeforeFilters: z.number().int(),
  facets: z.object({
    airlines: z.array(facetSchema),
    depAirports: z.array(facetSchema),
    arrAirports: z.array(facetSchema),
  }),
});
export type FlightLegResult = z.infer<typeof flightLegResultSchema>;

export const flightSearchResult = z.object({
  outbound: flightLegResultSchema,
  inbound: flightLegResultSchema.nullable(),
});
export type FlightSearchResult = z.infer<typeof flightSearchResult>;

/** POST /api/plane/flight/calendar: lowest price per day. */
export const flightCalendarBody = z.strictObject({
  from: placeCode('出发城市'),
  to: placeCode('到达城市'),
  /** May start a month back (a month view): days before today have no price. */
  startDate: travelDateField('起始日期', LOOKUP_DATE_PAST_DAYS),
  days: z.number().int().min(1).max(62, '最多查询 62 天').default(31),
  cabin: cabinSchema.default('Y'),
});
export const flightCalendarResult = z.object({
  days: z.array(
    z.object({
      date: z.string(),
      lowestPriceFen: z.number().int().nullable(),
      /** Holiday name (e.g. 国庆节) on public holidays, 班 on adjusted working days. */
      holiday: z.string().nullable(),
      isWorkday: z.boolean(),
    }),
  ),
});
export type FlightCalendarResult = z.infer<typeof flightCalendarResult>;

// ---------- vendor offers ----------

export const feeRuleSchema = z.object({
  /** e.g. 起飞前7天(含)以上 */
  label: z.string(),
  /** Hours before departure this rule starts to apply (inclusive lower bound); -1 = after departure. */
  minHoursBefore: z.number(),
  feePercent: z.number(),
});
export type FeeRule = z.infer<typeof feeRuleSchema>;

export const vendorOfferSchema = z.object({
  offerId: z.string(),
  vendor: z.object({
    code: z.string(),
    nameZh: z.string(),
    kind: z.enum(['FLAGSHIP', 'AGENCY']),
    rating: z.number(),
  }),
  cabin: cabinSchema,
  bookingClass: z.string(),
  adultFareFen: z.number().int(),
  childFareFen: z.number().int(),
  infantFareFen: z.number().int(),
  discount: z.number(),
  seatsLeft: z.number().int(),
  refundRules: z.array(feeRuleSchema),
  changeRules: z.array(feeRuleSchema),
  baggage: z.object({ carryOnKg: z.number(), checkedKg: z.number(), checkedPieces: z.number() }),
  ticketingMinutes: z.number().int(),
  tags: z.array(z.string()),
});
export type VendorOffer = z.infer<typeof vendorOfferSchema>;

/** POST /api/plane/flight/vendor/price/list */
export const vendorPriceListBody = z.strictObject({
  flightNo: z.string({ error: '请选择航班' }).regex(/^[A-Z0-9]{2}\d{1,4}$/, '航班号不正确'),
  date: travelDateField('出发日期'),
  cabin: cabinSchema.optional(),
});
export const vendorPriceListResult = z.object({
  flight: flightSchema,
  offers: z.array(vendorOfferSchema),
});
export type VendorPriceListResult = z.infer<typeof vendorPriceListResult>;

// ---------- price detail and booking ----------

/** An offer id as the vendor price list gives it (`MU5101.2026-11-25.Y.FS-MU`). */
export const offerIdSchema = z
  .string({ error: '请选择报价' })
  .min(8, '报价不正确')
  .max(64, '报价不正确')
  .regex(/^[A-Za-z0-9.-]+$/, '报价不正确');

/** POST /api/plane/flight/book/price/detail */
export const bookPriceDetailBody = z
  .strictObject({
    offerId: offerIdSchema,
    adults: z.number().int().min(1, '至少一位成人').max(9),
    children: z.number().int().min(0).max(9).default(0),
    infants: z.number().int().min(0).max(9).default(0),
  })
  .refine((b) => b.infants <= b.adults, { message: '每位成人最多携带一名婴儿', path: ['infants'] });

export const priceLineSchema = z.object({
  passengerType: passengerTypeSchema,
  count: z.number().int(),
  fareFen: z.number().int(),
  /** 民航发展基金 per passenger. */
  developmentFundFen: z.number().int(),
  fuelSurchargeFen: z.number().int(),
  /** (fare + fund + fuel) × count. */
  subtotalFen: z.number().int(),
});
export type PriceLine = z.infer<typeof priceLineSchema>;

export const priceDetailSchema = z.object({
  lines: z.array(priceLineSchema),
  totalFen: z.number().int(),
  /** Which dated rule set priced the taxes (settings table). */
  taxRuleFrom: z.string(),
});
export type PriceDetail = z.infer<typeof priceDetailSchema>;

/**
 * What an international flight needs of a typed-in passport beside its number (`idNo`) and the
 * birth date: the data airlines send ahead to the destination (APIS).
 */
export const passportDetailsSchema = z.strictObject({
  /** ISO 3166-1 alpha-2 code of the issuing country (CN for a PRC passport). */
  nationality: z.string({ error: '请选择国籍' }).regex(/^[A-Z]{2}$/, '国籍不正确'),
  sex: z.enum(SEXES, { error: '请选择性别' }),
  /** Last day of validity (`YYYY-MM-DD`): at least `PASSPORT_VALID_MONTHS` after the flight. */
  expiry: z
    .string({ error: '请选择护照有效期' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, '护照有效期格式应为 YYYY-MM-DD'),
});
export type PassportDetails = z.infer<typeof passportDetailsSchema>;

/**
 * A passenger of a flight order: a saved passenger (an international flight takes its passport)
 * or a document typed in (the birth date derived from a resident ID; a passport on an
 * international flight with its `passport` details).
 */
export const flightPassengerInput = z
  .strictObject({
    ...bookingPersonFields,
    /** Optional: checked against the type derived from the birth date. */
    passengerType: passengerTypeSchema.optional(),
    /** A typed-in passport's details (international flights); a saved one brings its own. */
    passport: passportDetailsSchema.optional(),
  })
  .superRefine(requireDocumentUnlessSaved)
  .superRefine((p, ctx) => {
    if (p.savedPassengerId && p.passport) {
      ctx.addIssue({
        code: 'custom',
        path: ['passport'],
        message: '选择常用旅客时，护照信息由常用旅客带出，无需填写',
      });
    }
  });
export type FlightPassengerInput = z.infer<typeof flightPassengerInput>;

/** POST /api/plane/order/vendor/price/book */
export const flightBookBody = z.strictObject({
  offerId: offerIdSchema,
  passengers: z
    .array(flightPassengerInput, { error: '请添加乘客' })
    .min(1, '请添加乘客')
    .max(9, '每单最多 9 位乘客'),
  contact: contactSchema,
});
export type FlightBookBody = z.infer<typeof flightBookBody>;

export const bookResultSchema = z.object({
  orderNo: z.string(),
  totalFen: z.number().int(),
  payDeadline: z.string(),
});
export type BookResult = z.infer<typeof bookResultSchema>;
