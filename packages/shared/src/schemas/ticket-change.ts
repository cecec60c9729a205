import { z } from 'zod';
import { orderNoSchema } from './common';
import { travelDateField } from './fields';
import { seatClassSchema, trainCodeSchema } from './train';

// the paths live in a module of their own that imports nothing: the change panel (a lazy chunk)
// imports them without the schemas below and what they import
export { ChangePath } from './ticket-change-paths';

const flightNoSchema = z
  .string({ error: '请选择航班' })
  .regex(/^[A-Z0-9]{2}\d{1,4}$/, '航班号不正确');

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
  /** The ticket's seat class or cabin code, and the classes the options call may be asked for. */
  seatClass: z.string(),
  seatClasses: z.array(z.object({ code: z.string(), label: z.string() })),
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
