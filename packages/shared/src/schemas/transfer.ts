// The transfer contract (POST calls under /api/car/transfer/…, TransferPath). Prices are integer
// fen, dates `YYYY-MM-DD` on the Beijing calendar, instants ISO strings, distances km.
import { z } from 'zod';
import {
  TRANSFER_CLASSES,
  TRANSFER_MAX_CHILD_SEATS,
  TRANSFER_PLACE_KINDS,
  TRANSFER_TYPES,
} from '../codes/transfer';
import { personNameField, textField, travelDateField } from './common';

export * from '../codes/transfer';

const NUMBER_MESSAGE = '请输入正确的航班号或车次（2至8位字母或数字）';

/** What the member types: the kind of transfer, the flight or train number and its date. */
const tripFields = {
  transferType: z.enum(TRANSFER_TYPES, { error: '请选择接机、送机、接站或送站' }),
  /** Flight number (MU5101) or train number (G7), any case. */
  tripNo: z
    .string({ error: '请输入航班号或车次' })
    .trim()
    .regex(/^[A-Za-z0-9]{2,8}$/, NUMBER_MESSAGE)
    .transform((v) => v.toUpperCase()),
  /** The flight's date (its departure day), or the day the train arrives at / leaves the station. */
  date: travelDateField('航班或乘车日期'),
  /** 接站/送站: the station (a stop of the train); its last stop / first stop when left out. */
  tripStation: textField('车站', { max: 20 }).optional(),
};

/** POST /api/car/transfer/lookup. */
export const transferLookupBody = z.strictObject(tripFields);
export type TransferLookupBody = z.input<typeof transferLookupBody>;

const clockSchema = z.object({ date: z.string(), time: z.string() });

/** The flight or train as the site's schedules have it, and when the car comes. */
export const transferTripSchema = z.object({
  type: z.enum(TRANSFER_TYPES),
  number: z.string(),
  /** Airline (东方航空) or train kind (高铁). */
  carrier: z.string(),
  date: z.string(),
  /** Where the flight or train leaves from and arrives at, Beijing time. */
  from: clockSchema.extend({ name: z.string() }),
  to: clockSchema.extend({ name: z.string() }),
  /** The airport or station of the transfer. */
  hub: z.object({
    code: z.string(),
    name: z.string(),
    /** Terminal where known (T2), else null. */
    terminal: z.string().nullable(),
    cityCode: z.string(),
    cityName: z.string(),
  }),
  /** Scheduled arrival (pick-ups) or departure (drop-offs), ISO. */
  scheduledAt: z.string(),
  /** When the car meets the member: the arrival, or the suggested pick-up before departure, ISO. */
  serviceAt: z.string(),
  serviceTime: clockSchema,
  /** Why this pick-up time (送机: 3 h before departure…). */
  serviceNote: z.string(),
});
export type TransferTrip = z.infer<typeof transferTripSchema>;

/** POST /api/car/transfer/place/suggest: `cityCode` from the lookup's hub. */
export const transferPlaceSuggestBody = z.strictObject({
  cityCode: z.string({ error: '请先查询航班或车次' }).regex(/^[A-Z0-9]{2,8}$/, '城市不正确'),
  keyword: textField('目的地', { max: 30 }).default(''),
});
export type TransferPlaceSuggestBody = z.input<typeof transferPlaceSuggestBody>;

export const transferPlaceSchema = z.object({
  /** `L<landmark id>`, `H<hotel id>`. */
  id: z.string(),
  kind: z.enum(TRANSFER_PLACE_KINDS),
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type TransferPlace = z.infer<typeof transferPlaceSchema>;

export const transferPlaceSuggestResult = z.object({ items: z.array(transferPlaceSchema) });
export type TransferPlaceSuggestResult = z.infer<typeof transferPlaceSuggestResult>;

const extrasFields = {
  placeId: z.string({ error: '请选择目的地' }).regex(/^[LH][A-Za-z0-9_-]{1,40}$/, '请选择目的地'),
  /** 举牌接机 (pick-ups only). */
  nameSign: z.boolean({ error: '请选择是否举牌接机' }).default(false),
  childSeats: z
    .number({ error: '儿童座椅数量应为数字' })
    .int('儿童座椅数量应为整数')
    .min(0, '儿童座椅数量不能为负')
    .max(TRANSFER_MAX_CHILD_SEATS, `儿童座椅最多${TRANSFER_MAX_CHILD_SEATS}个`)
    .default(0),
};

/** POST /api/car/transfer/quote. */
export const transferQuoteBody = z.strictObject({ ...tripFields, ...extrasFields });
export type TransferQuoteBody = z.input<typeof transferQuoteBody>;

const priceLineSchema = z.object({
  label: z.string(),
  unitFen: z.number().int(),
  count: z.number().int(),
});

export const transferClassQuoteSchema = z.object({
  classCode: z.enum(TRANSFER_CLASSES),
  label: z.string(),
  seats: z.number().int(),
  luggage: z.number().int(),
  models: z.string(),
  /** All-in: the distance price, the night surcharge and the extras. */
  totalFen: z.number().int(),
  lines: z.array(priceLineSchema),
});
export type TransferClassQuote = z.infer<typeof transferClassQuoteSchema>;

export const transferQuoteResult = z.object({
  trip: transferTripSchema,
  place: transferPlaceSchema,
  /** Road distance: great-circle × the road factor, km (one decimal). */
  distanceKm: z.number(),
  night: z.boolean(),
  classes: z.array(transferClassQuoteSchema),
  freeWaitMinutes: z.number().int(),
  freeCancelHours: z.number(),
  /** Fee of a cancellation after the free time, percent of the total. */
  lateCancelPercent: z.number(),
});
export type TransferQuoteResult = z.infer<typeof transferQuoteResult>;

/** POST /api/car/transfer/book. */
export const transferBookBody = z.strictObject({
  ...tripFields,
  ...extrasFields,
  transferClass: z.enum(TRANSFER_CLASSES, { error: '请选择车型' }),
  /** The passenger the driver meets (name and mobile); also the order's contact. */
  passenger: z.strictObject(
    {
      name: personNameField('乘车人姓名'),
      mobile: z
        .string({ error: '请输入乘车人手机号' })
        .regex(/^1[3-9]\d{9}$/, '请输入正确的乘车人手机号'),
    },
    { error: '请填写乘车人' },
  ),
  expectedTotalFen: z.number({ error: '请先询价' }).int().min(0),
});
export type TransferBookBody = z.input<typeof transferBookBody>;

export const transferBookResult = z.object({
  orderNo: z.string(),
  totalFen: z.number().int(),
  payDeadline: z.string(),
});
export type TransferBookResult = z.infer<typeof transferBookResult>;
