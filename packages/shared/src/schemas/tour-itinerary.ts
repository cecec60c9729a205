// The custom trip request (定制游, issue 28): the spec's POST /api/trourism/itinerary/submit
// (TourPath.itinerarySubmit, its spelling kept), answered at once with an indicative price range.
import { z } from 'zod';
import { COOPERATION_STATES } from '../codes/cooperation';
import {
  CUSTOM_ESTIMATE_LINES,
  CUSTOM_HOTEL_STANDARDS,
  CUSTOM_TRIP_LIMITS as L,
  CUSTOM_TRIP_THEMES,
  type CustomTripBody,
} from '../codes/tour-itinerary';
import { customTripErrors } from '../codes/tour-itinerary-rules';
import { mobileSchema } from '../validators';
import { personNameField, textField } from './fields';

export * from '../codes/tour-itinerary';
export * from '../codes/tour-itinerary-rules';

const count = z.number().int();

/**
 * POST /api/trourism/itinerary/submit: destinations (1–5 city names the catalogs know), the
 * departure city, a start date or a flexible month, days (1–30), adults and children, a budget
 * per person (fen, 0 = none), hotel standard, needs (guide, car, meals, themes), contact and
 * remarks. Visitors and members may submit. Each field is checked on its own (text without
 * control characters, names, mobile), then the whole by `customTripErrors` (the form's checks:
 * the same messages); whether the cities are known is the server's check.
 */
export const itinerarySubmitBody = z
  .strictObject({
    destinations: z.array(textField('目的地', { min: 1, max: L.cityNameMax })),
    departureCity: textField('出发城市', { min: 1, max: L.cityNameMax }),
    departDate: textField('出发日期', { max: 10 }).default(''),
    month: textField('出发月份', { max: 7 }).default(''),
    tripDays: count,
    adults: count,
    children: count.default(0),
    budgetFen: count.default(0),
    hotelStandard: z.enum(CUSTOM_HOTEL_STANDARDS, { error: '请选择酒店标准' }),
    guide: z.boolean().default(false),
    car: z.boolean().default(false),
    meals: z.boolean().default(false),
    themes: z.array(z.enum(CUSTOM_TRIP_THEMES, { error: '主题不正确' })).default([]),
    contactName: personNameField('联系人姓名'),
    mobile: mobileSchema,
    remarks: textField('备注', { max: L.remarksMax, multiline: true }).default(''),
    consent: z.boolean(),
  })
  .superRefine((b, ctx) => {
    for (const [field, message] of Object.entries(customTripErrors(b as CustomTripBody)))
      ctx.addIssue({ code: 'custom', message, path: [field], input: b });
  });
export type ItinerarySubmitBody = z.input<typeof itinerarySubmitBody>;
export type ItinerarySubmitInput = z.output<typeof itinerarySubmitBody>;

export const fenRangeSchema = z.object({ lowFen: z.number().int(), highFen: z.number().int() });

/** One priced part of a line (a leg, a city's nights, a city's days), for the whole party. */
export const estimateItemSchema = fenRangeSchema.extend({
  /** What it is and where the figures came from (北京→三亚 机票 12月20日，经济舱 5个航班). */
  text: z.string(),
});

/** A line of the estimate: its parts, for the party and per person (rounded to ¥100). */
export const estimateLineSchema = z.object({
  key: z.enum(CUSTOM_ESTIMATE_LINES),
  label: z.string(),
  party: fenRangeSchema,
  perPerson: fenRangeSchema,
  items: z.array(estimateItemSchema),
  /** What the line leaves to the consultant (a leg with nothing on sale…), or ''. */
  note: z.string(),
});
export type EstimateLine = z.infer<typeof estimateLineSchema>;

/**
 * The indicative price of a custom trip, from the site's own prices for those dates: low from
 * the cheaper options, high from the dearer ones, per person and for the party (¥100 steps).
 */
export const customEstimateSchema = z.object({
  /** The first day priced (the start date, or the 15th of a flexible month). */
  pricedFrom: z.string(),
  travellers: z.number().int(),
  perPerson: fenRangeSchema,
  party: fenRangeSchema,
  lines: z.array(estimateLineSchema),
  /** What the range is and is not (a reference, the consultant's quote decides). */
  basis: z.string(),
  /** The budget per person given, fen (0 = none), and whether the low end fits it. */
  budgetFen: z.number().int(),
  withinBudget: z.boolean().nullable(),
});
export type CustomEstimate = z.infer<typeof customEstimateSchema>;

export const itinerarySubmitResult = z.object({
  requestNo: z.string(),
  state: z.enum(COOPERATION_STATES),
  stateLabel: z.string(),
  /** ISO instant. */
  submittedAt: z.string(),
  estimate: customEstimateSchema,
});
export type ItinerarySubmitResult = z.infer<typeof itinerarySubmitResult>;
