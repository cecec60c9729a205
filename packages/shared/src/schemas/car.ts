// The rental contract (POST calls under /api/car/…, CarPath). Prices are integer fen, times
// `YYYY-MM-DD HH:mm` on the Beijing clock.
import { z } from 'zod';
import {
  CAR_AGE_BANDS,
  CAR_CLASSES,
  CAR_ENERGIES,
  CAR_GEARBOXES,
  CAR_INSURANCE_TIERS,
  CAR_PRICE_LINES,
  CAR_SLOT_MINUTES,
  CAR_SORTS,
  CAR_STORE_KINDS,
} from '../codes/car';
import { textField } from './fields';

export * from '../codes/car';

const STORE_ID = /^CS\d{6}-\d{2}$/;
const CITY_CODE = /^\d{6}$/;

const storeIdField = (label: string) =>
  z.string({ error: `请选择${label}` }).regex(STORE_ID, `${label}不存在`);

/** A rental time: `YYYY-MM-DD HH:mm` on a whole or half hour (the calendar is checked by the service). */
const rentalTimeField = (label: string) =>
  z
    .string({ error: `请选择${label}` })
    .regex(
      /^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/,
      `${label}格式应为年-月-日 时:分，如2026-12-01 10:00`,
    )
    .refine((v) => Number(v.slice(14, 16)) % CAR_SLOT_MINUTES === 0, `${label}应为整点或半点`);

// ---------------------------------------------------------------- suggest

/** POST /api/car/store/suggest: `keyword` in Chinese, full pinyin or initials; '' → hot cities. */
export const carStoreSuggestBody = z.strictObject({
  keyword: textField('关键词', { max: 20 }).default(''),
  limit: z.number().int().min(1).max(30).default(10),
});
export type CarStoreSuggestBody = z.input<typeof carStoreSuggestBody>;

export const carPlaceSchema = z.object({
  /** A city (all its stores) or one store. */
  type: z.enum(['CITY', 'STORE']),
  cityCode: z.string(),
  cityName: z.string(),
  storeId: z.string().nullable(),
  name: z.string(),
  storeKind: z.enum(CAR_STORE_KINDS).nullable(),
});
export type CarPlace = z.infer<typeof carPlaceSchema>;
export const carStoreSuggestResult = z.object({ items: z.array(carPlaceSchema) });
export type CarStoreSuggestResult = z.infer<typeof carStoreSuggestResult>;

// ---------------------------------------------------------------- search

/**
 * POST /api/car/rental/search. Pick up at `pickupStoreId`, or at any store of `pickupCityCode`;
 * return at `dropoffStoreId` (another city: 异地还车), else where the car was picked up.
 */
export const carRentalSearchBody = z
  .strictObject({
    pickupCityCode: z
      .string({ error: '请选择取车城市' })
      .regex(CITY_CODE, '取车城市不存在')
      .optional(),
    pickupStoreId: storeIdField('取车门店').optional(),
    dropoffStoreId: storeIdField('还车门店').optional(),
    pickupAt: rentalTimeField('取车时间'),
    returnAt: rentalTimeField('还车时间'),
    ageBand: z.enum(CAR_AGE_BANDS, { error: '驾驶员年龄段不正确' }).default('25_60'),
    supplierCodes: z
      .array(z.string({ error: '供应商不正确' }).regex(/^[A-Z]{2}$/, '供应商不正确'))
      .max(10, '供应商最多选10个')
      .default([]),
    gearbox: z.enum(CAR_GEARBOXES, { error: '变速箱类型不正确' }).optional(),
    seatsMin: z.number().int().min(2, '座位数至少2座').max(9, '座位数最多9座').optional(),
    energy: z.enum(CAR_ENERGIES, { error: '能源类型不正确' }).optional(),
    freeCancel: z.boolean().default(false),
    depositFree: z.boolean().default(false),
    sort: z.enum(CAR_SORTS, { error: '排序方式不正确' }).default('TOTAL'),
  })
  .refine((b) => b.pickupCityCode !== undefined || b.pickupStoreId !== undefined, {
    message: '请选择取车城市或门店',
    path: ['pickupStoreId'],
  });
export type CarRentalSearchBody = z.input<typeof carRentalSearchBody>;

export const carStoreSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(CAR_STORE_KINDS),
  cityCode: z.string(),
  cityName: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  /** `HH:mm-HH:mm`, or 00:00-24:00 when open round the clock. */
  hours: z.string(),
  /** 站内取还: the counter and cars are inside the terminal or station. */
  inStation: z.boolean(),
});
export type CarStore = z.infer<typeof carStoreSchema>;

export const carPriceLineSchema = z.object({
  code: z.enum(CAR_PRICE_LINES),
  label: z.string(),
  /** How it is computed (3天 × ¥158). */
  detail: z.string(),
  amountFen: z.number().int(),
});
export type CarPriceLineItem = z.infer<typeof carPriceLineSchema>;

/** Optional cover upgrades per day with their deductible (基础 is in the total). */
export const carInsuranceSchema = z.array(
  z.object({
    tier: z.enum(CAR_INSURANCE_TIERS),
    label: z.string(),
    perDayFen: z.number().int(),
    deductibleFen: z.number().int(),
  }),
);
export type CarInsuranceTiers = z.infer<typeof carInsuranceSchema>;

/** What a search offer and the booking page's offer share. */
const carOfferCore = z.object({
  offerId: z.string(),
  classCode: z.enum(CAR_CLASSES),
  supplierCode: z.string(),
  supplierName: z.string(),
  /** The model shown; another of its group may be handed over (或同组车型). */
  model: z.object({
    name: z.string(),
    seats: z.number().int(),
    doors: z.number().int(),
    gearbox: z.enum(CAR_GEARBOXES),
    energy: z.enum(CAR_ENERGIES),
    displacement: z.string().nullable(),
    rangeKm: z.number().int().nullable(),
  }),
  carsLeft: z.number().int(),
  freeCancel: z.boolean(),
  depositFree: z.boolean(),
  score: z.number(),
  /** Everything payable: the sum of `lines` (deposits are held, never added). */
  totalFen: z.number().int(),
  /** The all-in total over the started days. */
  dailyAvgFen: z.number().int(),
  /** The rent per 24 h block (sorting by 日租金). */
  dailyRentFen: z.number().int(),
  lines: z.array(carPriceLineSchema),
  deposits: z.object({
    vehicleFen: z.number().int(),
    violationFen: z.number().int(),
    violationReleaseDays: z.number().int(),
  }),
});
/** One offer as the booking page gets it: with its store and the cover tiers. */
export const carOfferSchema = carOfferCore.extend({
  store: carStoreSchema,
  insurance: carInsuranceSchema,
});
/**
 * One offer in a search answer: its store by id (one of the answer's `pickupStores`); the cover
 * tiers, the same for every offer of the day, are the answer's (a city's answer is half the size).
 */
export const carSearchOfferSchema = carOfferCore.extend({ storeId: z.string() });
export type CarSearchOffer = z.infer<typeof carSearchOfferSchema>;
export type CarOffer = z.infer<typeof carOfferSchema>;

export const carRentalSearchResult = z.object({
  pickupStores: z.array(carStoreSchema),
  dropoffStore: carStoreSchema.nullable(),
  oneWay: z.boolean(),
  /** Charged 24 h blocks (overtime beyond the rule's hours counts a day). */
  rentDays: z.number().int(),
  /** Started days (cover and child seats are priced per started day). */
  billedDays: z.number().int(),
  /** A child seat per started day, fen (an extra at booking). */
  childSeatPerDayFen: z.number().int(),
  insurance: carInsuranceSchema,
  suppliers: z.array(z.object({ code: z.string(), name: z.string() })),
  groups: z.array(
    z.object({
      classCode: z.enum(CAR_CLASSES),
      label: z.string(),
      fromTotalFen: z.number().int(),
      offers: z.array(carSearchOfferSchema),
    }),
  ),
  total: z.number().int(),
});
export type CarRentalSearchResult = z.infer<typeof carRentalSearchResult>;
