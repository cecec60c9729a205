import { z } from 'zod';
import { TRAIN_TYPES, SEAT_CLASSES, SEAT_LETTERS, TICKET_TYPES } from '../codes/train';
import { TRAIN_MAX_PASSENGERS } from './booking-rules';
import {
  bookingPersonFields,
  contactSchema,
  requireDocumentUnlessSaved,
  textField,
  travelDateField,
} from './common';
import { bookResultSchema, TIME_BANDS } from './flight';

export * from '../codes/train';

// ---------- codes and labels (12306, domain notes) ----------

export const trainTypeSchema = z.enum(TRAIN_TYPES, { error: '车次类型不正确' });

export const seatClassSchema = z.enum(SEAT_CLASSES, { error: '席别不正确' });

export const seatLetterSchema = z.enum(SEAT_LETTERS, { error: '座位号不正确' });

export const ticketTypeSchema = z.enum(TICKET_TYPES, { error: '车票类型不正确' });

/**
 * A station or a city typed by the member: a 3-letter telecode, or a station or city name;
 * `label` names the field (出发站, 到达站).
 */
export const stationRefField = (label: string) =>
  textField(label, { min: 1, max: 20, required: `请选择${label}` });

/** A train number as printed (G1, D3125, K1158, 1462). */
export const trainCodeSchema = z
  .string({ error: '请选择车次' })
  .trim()
  .regex(/^[GDCZTKSYL]?\d{1,5}$/, '车次不正确');

// ---------- stations ----------

export const trainStationSchema = z.object({
  telecode: z.string(),
  name: z.string(),
  pinyin: z.string(),
  initials: z.string(),
  city: z.string(),
});
export type TrainStation = z.infer<typeof trainStationSchema>;

/** POST /api/train/station/search: stations and cities by Chinese, pinyin or initials. */
export const stationSearchBody = z.strictObject({
  keyword: textField('关键词', { max: 20 }).default(''),
  limit: z.number().int().min(1).max(50).default(20),
});
/**
 * Matches: a city entry covers all its stations (北京 → 北京, 北京南, 北京西…); an empty keyword
 * gives the hot cities.
 */
export const stationSearchResult = z.object({
  items: z.array(
    z.object({
      kind: z.enum(['CITY', 'STATION']),
      /** What to send as `from`/`to`: the city name, or the station telecode. */
      code: z.string(),
      name: z.string(),
      city: z.string(),
      pinyin: z.string(),
      initials: z.string(),
      /** Stations of a city entry (one for a station entry). */
      stations: z.array(z.object({ telecode: z.string(), name: z.string() })),
    }),
  ),
});
export type StationSearchResult = z.infer<typeof stationSearchResult>;

// ---------- search ----------

export const TRAIN_SORTS = ['depTime', 'arrTime', 'duration', 'price'] as const;

/** POST /api/train/ticket/search */
export const trainSearchBody = z.strictObject({
  from: stationRefField('出发站'),
  to: stationRefField('到达站'),
  /** Boarding date at the `from` station (local). */
  date: travelDateField('乘车日期'),
  filters: z
    .strictObject({
      trainTypes: z.array(trainTypeSchema).max(7).optional(),
      depTimeBands: z.array(z.enum(TIME_BANDS)).max(4).optional(),
      arrTimeBands: z.array(z.enum(TIME_BANDS)).max(4).optional(),
      /** Telecodes. */
      depStations: z
        .array(textField('出发站', { max: 3 }))
        .max(20)
        .optional(),
      arrStations: z
        .array(textField('到达站', { max: 3 }))
        .max(20)
        .optional(),
      seatClasses: z.array(seatClassSchema).max(11).optional(),
      onlyAvailable: z.boolean().optional(),
    })
    .default({}),
  sort: z.enum(TRAIN_SORTS).default('depTime'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type TrainSearchBody = z.input<typeof trainSearchBody>;

export const trainSeatOfferSchema = z.object({
  seatClass: seatClassSchema,
  label: z.string(),
  /** Adult fare for this journey, fen (for berths the lowest, 上铺). */
  priceFen: z.number().int(),
  /** Highest adult fare of the class when berth levels differ (下铺); absent otherwise. */
  maxPriceFen: z.number().int().optional(),
  /** Seats free on every segment of the journey (0 = 无票). */
  seatsLeft: z.number().int(),
});
export type TrainSeatOffer = z.infer<typeof trainSeatOfferSchema>;

export const trainStopRefSchema = z.object({
  telecode: z.string(),
  name: z.string(),
  /** 1-based stop number on the train's route. */
  seq: z.number().int(),
});

export const trainResultSchema = z.object({
  trainCode: z.string(),
  /** 12306 internal train id (全车次号). */
  trainNo: z.string(),
  trainType: trainTypeSchema,
  /** Boarding date at `from` (local). */
  date: z.string(),
  /** Date the train leaves its origin (the run; differs when it boards after midnight). */
  runDate: z.string(),
  origin: z.string(),
  terminal: z.string(),
  from: trainStopRefSchema,
  to: trainStopRefSchema,
  depTime: z.string(),
  arrTime: z.string(),
  /** Days between boarding and arrival. */
  arrDayOffset: z.number().int(),
  durationMinutes: z.number().int(),
  distanceKm: z.number().int(),
  seats: z.array(trainSeatOfferSchema),
  /** ON_SALE; CLOSED within 30 minutes of departure; NOT_YET beyond the sale window. */
  saleState: z.enum(['ON_SALE', 'CLOSED', 'NOT_YET']),
  /** True when the train comes from the real timetable sample (not generated). */
  real: z.boolean(),
});
export type TrainResult = z.infer<typeof trainResultSchema>;

const trainFacetSchema = z.object({ code: z.string(), name: z.string() });

export const trainSearchResult = z.object({
  from: z.object({ name: z.string(), stations: z.array(trainFacetSchema) }),
  to: z.object({ name: z.string(), stations: z.array(trainFacetSchema) }),
  date: z.string(),
  trains: z.array(trainResultSchema),
  totalBeforeFilters: z.number().int(),
  facets: z.object({
    trainTypes: z.array(trainFacetSchema),
    depStations: z.array(trainFacetSchema),
    arrStations: z.array(trainFacetSchema),
  }),
});
export type TrainSearchResult = z.infer<typeof trainSearchResult>;

/** POST /api/train/stop/list: the stop list of a train on a run date. */
export const trainStopListBody = z.strictObject({
  trainCode: trainCodeSchema,
  /** Boarding date, as in search; omitted: today's run. */
  date: travelDateField('乘车日期').optional(),
});
export const trainStopListResult = z.object({
  trainCode: z.string(),
  trainType: trainTypeSchema,
  stops: z.array(
    z.object({
      seq: z.number().int(),
      telecode: z.string(),
      name: z.string(),
      /** HH:MM, null at the origin. */
      arrTime: z.string().nullable(),
      /** HH:MM, null at the terminal. */
      depTime: z.string().nullable(),
      /** Days after the origin departure. */
      dayOffset: z.number().int(),
      stopMinutes: z.number().int(),
      distanceKm: z.number().int(),
    }),
  ),
});
export type TrainStopListResult = z.infer<typeof trainStopListResult>;

// ---------- booking ----------

/**
 * A passenger of a train order: a saved passenger (required for 学生票 and 残疾军人票, whose
 * profiles are kept on it) or a document typed in.
 */
export const trainPassengerInput = z
  .strictObject({ ...bookingPersonFields, ticketType: ticketTypeSchema.default('1') })
  .superRefine(requireDocumentUnlessSaved);
export type TrainPassengerInput = z.input<typeof trainPassengerInput>;

const trainJourneyFields = {
  trainCode: trainCodeSchema,
  /** Boarding date at `from`. */
  date: travelDateField('乘车日期'),
  /** Telecodes of the boarding and alighting stations. */
  from: z.string().regex(/^[A-Z]{3}$/, '出发站不正确'),
  to: z.string().regex(/^[A-Z]{3}$/, '到达站不正确'),
  seatClass: seatClassSchema,
};

/** POST /api/train/order/price/detail: fares per ticket type for a journey. */
export const trainPriceDetailBody = z.strictObject({
  ...trainJourneyFields,
  ticketTypes: z.array(ticketTypeSchema).min(1, '请添加乘客').max(5, '每单最多 5 位乘客'),
});
export const trainPriceDetailResult = z.object({
  lines: z.array(
    z.object({
      ticketType: ticketTypeSchema,
      label: z.string(),
      count: z.number().int(),
      unitFen: z.number().int(),
      subtotalFen: z.number().int(),
    }),
  ),
  totalFen: z.number().int(),
  /** E.g. for berths: priced at the 下铺 fare; the order charges the berth actually assigned. */
  note: z.string().optional(),
});
export type TrainPriceDetail = z.infer<typeof trainPriceDetailResult>;

/** POST /api/train/order/retail/create (12306: at most 5 passengers an order). */
export const trainOrderCreateBody = z.strictObject({
  ...trainJourneyFields,
  passengers: z
    .array(trainPassengerInput, { error: '请添加乘客' })
    .min(1, '请添加乘客')
    .max(TRAIN_MAX_PASSENGERS, `每单最多 ${TRAIN_MAX_PASSENGERS} 位乘客`),
  /** Wished seat letters (G/D seat classes only), at most one per passenger; best effort. */
  seatLetters: z.array(seatLetterSchema).max(5).default([]),
  contact: contactSchema,
});
export type TrainOrderCreateBody = z.input<typeof trainOrderCreateBody>;

/** Result of /api/train/order/retail/create: the order waits for payment with its seats held. */
export const trainOrderCreateResult = bookResultSchema.extend({
  passengers: z.array(
    z.object({
      name: z.string(),
      ticketType: ticketTypeSchema,
      ticketTypeLabel: z.string(),
      /** Seat as printed on the ticket, e.g. 05车12F, 08车13号下铺. */
      seat: z.string(),
      priceFen: z.number().int(),
    }),
  ),
});
export type TrainOrderCreateResult = z.infer<typeof trainOrderCreateResult>;
