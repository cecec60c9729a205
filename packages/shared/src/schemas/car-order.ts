// A rental's booking call and its order part (`product` of a CAR order). Prices are integer fen;
// rental times `YYYY-MM-DD HH:mm` on the Beijing clock; instants ISO strings.
import { z } from 'zod';
import { CAR_CLASSES, CAR_INSURANCE_TIERS, CAR_MAX_CHILD_SEATS } from '../codes/car';
import { contactSchema } from './common';
import { birthDateField, personNameField } from './fields';
import { carPriceLineSchema, carRentalSearchBody } from './car';
import { carSettlementSchema } from './car-settle';

const OFFER_ID = /^CS\d{6}-\d{2}-[A-Z]{2}-[A-Z]{3,7}$/;

/**
 * POST /api/car/rental/book: an offer of the search (`offerId`) for the same period and return
 * store, the insurance tier (基础 included), child seats, the driver (name, resident ID, mobile,
 * licence first-issue date) and the total the member saw (`expectedTotalFen`).
 */
export const carRentalBookBody = z.strictObject({
  offerId: z.string({ error: '请选择车型报价' }).regex(OFFER_ID, '车型报价不存在'),
  dropoffStoreId: carRentalSearchBody.shape.dropoffStoreId,
  pickupAt: carRentalSearchBody.shape.pickupAt,
  returnAt: carRentalSearchBody.shape.returnAt,
  insuranceTier: z.enum(CAR_INSURANCE_TIERS, { error: '保障服务不正确' }).default('BASIC'),
  childSeats: z
    .number({ error: '儿童座椅数量应为数字' })
    .int('儿童座椅数量应为整数')
    .min(0, '儿童座椅数量不能为负')
    .max(CAR_MAX_CHILD_SEATS, `儿童座椅最多${CAR_MAX_CHILD_SEATS}个`)
    .default(0),
  driver: z.strictObject({
    name: personNameField('驾驶员姓名'),
    idNo: z
      .string({ error: '请输入驾驶员身份证号' })
      .regex(/^\d{17}[\dXx]$/, '驾驶员身份证号应为18位'),
    mobile: z
      .string({ error: '请输入驾驶员手机号' })
      .regex(/^1[3-9]\d{9}$/, '请输入正确的驾驶员手机号'),
    licenseSince: birthDateField('驾照初次领证日期'),
  }),
  contact: contactSchema,
  expectedTotalFen: z.number({ error: '订单金额应为数字' }).int().min(0),
});
export type CarRentalBookBody = z.input<typeof carRentalBookBody>;

export const carRentalBookResult = z.object({
  orderNo: z.string(),
  totalFen: z.number().int(),
  payDeadline: z.string(),
  /** 免押: the sandbox approved the member's credit; no deposit is held. */
  depositFree: z.boolean(),
});
export type CarRentalBookResult = z.infer<typeof carRentalBookResult>;

/** One line of a rental's deposit ledger: a hold, or a capture or release of it. */
export const carDepositLineSchema = z.object({
  paymentNo: z.string(),
  /** 车辆押金 or 违章押金. */
  name: z.string(),
  purpose: z.enum(['HOLD', 'HOLD_CAPTURE', 'HOLD_RELEASE']),
  /** WAITING (to authorise), HELD, SETTLED, PROCESSING, PAID (deducted), RELEASED, CLOSED. */
  state: z.string(),
  amountFen: z.number().int(),
  /** When it happened (authorised, requested), ISO. */
  at: z.string(),
  /** Why (还车无违章, 车辆划痕维修…); null for a hold. */
  reason: z.string().nullable(),
  /** The URL the payer authorises a WAITING hold at; null otherwise. */
  authoriseUrl: z.string().nullable(),
});
export type CarDepositLine = z.infer<typeof carDepositLineSchema>;

/** The rental of a CAR order in its detail (`product`, kind CAR). */
export const orderCarSchema = z.object({
  classCode: z.enum(CAR_CLASSES),
  classLabel: z.string(),
  modelName: z.string(),
  supplierName: z.string(),
  pickupStore: z.object({ id: z.string(), name: z.string(), address: z.string() }),
  dropoffStore: z.object({ id: z.string(), name: z.string(), address: z.string() }),
  pickupAt: z.string(),
  returnAt: z.string(),
  insuranceLabel: z.string(),
  childSeats: z.number().int(),
  lines: z.array(carPriceLineSchema),
  depositFree: z.boolean(),
  /** Held, released and deducted amounts, oldest first. */
  deposits: z.array(carDepositLineSchema),
  heldFen: z.number().int(),
  releasedFen: z.number().int(),
  deductedFen: z.number().int(),
  /** Extra charges settled after the return (超时、油费、车损), fen; null before settlement. */
  settlementFen: z.number().int().nullable(),
  /** The settlement's lines, deducted and owed amounts; null before settlement. */
  settlement: carSettlementSchema.nullable(),
  /** The fee a cancellation would cost now, fen; null when none is possible. */
  cancelFeeNowFen: z.number().int().nullable(),
  /** Free cancellation until this instant (ISO). */
  freeCancelUntil: z.string(),
});
export type OrderCar = z.infer<typeof orderCarSchema>;
