import { z } from 'zod';
import { orderNoSchema } from './common';
import { SEAT_CLASSES } from '../codes/train';
import { travelDateField } from './fields';

/**
 * The 改签 calls: apart from `ApiPath`, which every page's first load carries, as only the order
 * detail page's lazily loaded change panel asks them.
 */
export const ChangePath = {
  /** A ticketed flight order's alternatives on a date (same route and airline, same vendor). */
  planeOptions: '/api/plane/order/change/options',
  /** Changes a flight order to one of its alternatives. */
  planeSubmit: '/api/plane/order/change/submit',
  /** A ticketed train order's alternatives on a date (and, 变更到站, to another station). */
  trainOptions: '/api/train/order/change/options',
  /** Changes a train order to one of its alternatives. */
  trainSubmit: '/api/train/order/change/submit',
  /** The QR code of an order's waiting 改签 payment line. */
  payQrcode: '/api/order/change/pay/qrcode',
  /** Whether an order's pending change is paid: 200 done, 16001 waiting, 16002 expired. */
  payState: '/api/order/change/pay/state',
} as const;

const flightNoSchema = z
  .string({ error: '请选择航班' })
  .regex(/^[A-Z0-9]{2}\d{1,4}$/, '航班号不正确');
// written here rather than imported from ./train: order.ts imports this file, and the order
// pages' first load should not carry the train schemas
const seatClassSchema = z.enum(SEAT_CLASSES, { error: '席别不正确' });
const trainCodeSchema = z
  .string({ error: '请选择车次' })
  .trim()
  .regex(/^[GDCZTKSYL]?\d{1,5}$/, '车次不正确');
const telecodeSchema = z.string().regex(/^[A-Z]{3}$/, '到达站不正确');

/** POST ChangePath.planeOptions: the new flight's date. */
export const flightChangeOptionsBody = z.strictObject({
  orderNo: orderNoSchema,
  date: travelDateField('改签日期'),
});

/** POST ChangePath.planeSubmit: the new flight (same cabin and vendor as the ticket). */
export const flightChangeSubmitBody = z.strictObject({
  orderNo: orderNoSchema,
  date: travelDateField('改签日期'),
  flightNo: flightNoSchema,
});

/**
 * POST ChangePath.trainOptions: the new boarding date and, for 变更到站, another arrival station
 * (telecode; the ticket's own when left out); the seat class is the ticket's unless given.
 */
export const trainChangeOptionsBody = z.strictObject({
  orderNo: orderNoSchema,
  date: travelDateField('改签日期'),
  toStation: telecodeSchema.optional(),
  seatClass: seatClassSchema.optional(),
});

/** POST ChangePath.trainSubmit: the new train, date, arrival station and seat class. */
export const trainChangeSubmitBody = z.strictObject({
  orderNo: orderNoSchema,
  date: travelDateField('改签日期'),
  trainCode: trainCodeSchema,
  toStation: telecodeSchema,
  seatClass: seatClassSchema,
});

/**
 * One alternative: what it is and what the change costs for the whole order, fen. `diffFen` is
 * the new fares less the old (negative when cheaper); `payFen` = `changeFeeFen` + the positive
 * difference; `refundFen` is what a cheaper train gives back (12306: the difference less the
 * refund ladder's fee on it, `refundFeeFen`); a cheaper flight gives nothing back.
 */
export const changeOptionSchema = z.object({
  /** Flight or train number. */
  code: z.string(),
  date: z.string(),
  depName: z.string(),
  arrName: z.string(),
  /** Arrival station telecode (trains) or airport code (flights). */
  toStation: z.string(),
  depTime: z.string(),
  arrTime: z.string(),
  arrDayOffset: z.number().int(),
  seatClass: z.string(),
  classLabel: z.string(),
  seatsLeft: z.number().int(),
  newFareFen: z.number().int(),
  changeFeeFen: z.number().int(),
  diffFen: z.number().int(),
  payFen: z.number().int(),
  refundFen: z.number().int(),
  refundFeeFen: z.number().int(),
  /** Why it cannot be chosen (e.g. 无票, 开车前48小时以内只能改签至票面日期当日24:00前的车次). */
  disabledReason: z.string().nullable(),
});
export type ChangeOption = z.infer<typeof changeOptionSchema>;

/** Answer of the options calls: the alternatives and the rules in force, as notes. */
export const changeOptionsResult = z.object({
  orderNo: z.string(),
  /** The ticket's fares in all, fen. */
  oldFareFen: z.number().int(),
  /** Arrival stations a 变更到站 may choose (trains; empty for flights). */
  stations: z.array(z.object({ telecode: z.string(), name: z.string() })),
  notes: z.array(z.string()),
  options: z.array(changeOptionSchema),
});
export type ChangeOptionsResult = z.infer<typeof changeOptionsResult>;

/** Answer of the submit calls: done at once (nothing to pay) or waiting for its 改签 line. */
export const changeSubmitResult = z.object({
  orderNo: z.string(),
  state: z.enum(['PENDING', 'DONE']),
  payFen: z.number().int(),
  refundFen: z.number().int(),
  /** When the held seats are released unless paid (ISO); null when done. */
  expiresAt: z.string().nullable(),
});
export type ChangeSubmitResult = z.infer<typeof changeSubmitResult>;

/** A pending change as the order detail shows it (改签中): the new journey and what to pay. */
export const pendingChangeSchema = z.object({
  title: z.string(),
  date: z.string(),
  depTime: z.string(),
  classLabel: z.string(),
  changeFeeFen: z.number().int(),
  diffFen: z.number().int(),
  payFen: z.number().int(),
  expiresAt: z.string(),
});
export type PendingChange = z.infer<typeof pendingChangeSchema>;
