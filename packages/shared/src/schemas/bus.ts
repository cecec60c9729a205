import { z } from 'zod';
import { BUS_TICKET_TYPES } from '../codes/bus';
import { BUS_MAX_PASSENGERS } from './booking-rules';
import {
  bookingPersonFields,
  contactSchema,
  requireDocumentUnlessSaved,
  textField,
  travelDateField,
} from './common';
import { TIME_BANDS } from './flight';

export * from '../codes/bus';

export const busTicketTypeSchema = z.enum(BUS_TICKET_TYPES, { error: '车票类型不正确' });

/** A place typed by the member: a city name, or a coach-station code; `label` names the field. */
export const busPlaceField = (label: string) =>
  textField(label, { min: 1, max: 20, required: `请选择${label}` });

/** POST /api/bus/city/search: prefecture-level cities (and their coach stations). */
export const busCitySearchBody = z.strictObject({
  keyword: textField('关键词', { max: 20 }).default(''),
  limit: z.number().int().min(1).max(50).default(20),
});
export const busCitySearchResult = z.object({
  cities: z.array(
    z.object({
      /** City name as sent in `from`/`to`, e.g. 南京. */
      name: z.string(),
      province: z.string(),
      /** Official name of the prefecture-level division, e.g. 南京市, 延边朝鲜族自治州. */
      prefecture: z.string(),
      pinyin: z.string(),
      initials: z.string(),
      stations: z.array(z.object({ code: z.string(), name: z.string() })),
    }),
  ),
});
export type BusCitySearchResult = z.infer<typeof busCitySearchResult>;

export const BUS_SORTS = ['depTime', 'price', 'duration'] as const;

/** POST /api/bus/schedule/search */
export const busSearchBody = z.strictObject({
  from: busPlaceField('出发城市'),
  to: busPlaceField('到达城市'),
  date: travelDateField('出发日期'),
  filters: z
    .strictObject({
      depTimeBands: z.array(z.enum(TIME_BANDS)).max(4).optional(),
      depStations: z
        .array(textField('出发站', { max: 20 }))
        .max(20)
        .optional(),
      arrStations: z
        .array(textField('到达站', { max: 20 }))
        .max(20)
        .optional(),
      onlyAvailable: z.boolean().optional(),
    })
    .default({}),
  sort: z.enum(BUS_SORTS).default('depTime'),
  order: z.enum(['asc', 'desc']).default('asc'),
});
export type BusSearchBody = z.input<typeof busSearchBody>;

export const busScheduleSchema = z.object({
  /** Stable id of the departure line (same every day); with `date` it names one departure. */
  scheduleId: z.string(),
  /** Short 班次 code printed on the ticket (the departure time as HHmm, e.g. 0930). */
  code: z.string(),
  date: z.string(),
  depTime: z.string(),
  /** Scheduled arrival, local HH:mm, `arrDayOffset` days after `date`. */
  arrTime: z.string(),
  arrDayOffset: z.number().int(),
  fromCity: z.string(),
  toCity: z.string(),
  depStation: z.object({ code: z.string(), name: z.string() }),
  arrStation: z.object({ code: z.string(), name: z.string() }),
  distanceKm: z.number().int(),
  durationMinutes: z.number().int(),
  /** 大型高一 / 中型高二…, with the seat count. */
  vehicleType: z.string(),
  seatCount: z.number().int(),
  fullPriceFen: z.number().int(),
  halfPriceFen: z.number().int(),
  seatsLeft: z.number().int(),
  /** Whether the ticket can be refunded (fee 10 % ≥ 2 h before departure, 20 % within 2 h). */
  refundable: z.boolean(),
  /** Sales close this many minutes before departure. */
  saleCutoffMinutes: z.number().int(),
  saleState: z.enum(['ON_SALE', 'CLOSED']),
});
export type BusSchedule = z.infer<typeof busScheduleSchema>;

const busFacetSchema = z.object({ code: z.string(), name: z.string() });

export const busSearchResult = z.object({
  from: z.string(),
  to: z.string(),
  date: z.string(),
  schedules: z.array(busScheduleSchema),
  totalBeforeFilters: z.number().int(),
  facets: z.object({
    depStations: z.array(busFacetSchema),
    arrStations: z.array(busFacetSchema),
  }),
});
export type BusSearchResult = z.infer<typeof busSearchResult>;

/** A passenger of a coach order: a saved passenger or a document typed in. */
export const busPassengerInput = z
  .strictObject({ ...bookingPersonFields, ticketType: busTicketTypeSchema.default('FULL') })
  .superRefine(requireDocumentUnlessSaved);
export type BusPassengerInput = z.input<typeof busPassengerInput>;

/** POST /api/bus/order/create */
export const busOrderCreateBody = z.strictObject({
  scheduleId: textField('班次', { min: 1, max: 64, required: '请选择班次' }),
  date: travelDateField('出发日期'),
  passengers: z
    .array(busPassengerInput, { error: '请添加乘客' })
    .min(1, '请添加乘客')
    .max(BUS_MAX_PASSENGERS, `每单最多 ${BUS_MAX_PASSENGERS} 位乘客`),
  contact: contactSchema,
});
export type BusOrderCreateBody = z.input<typeof busOrderCreateBody>;
