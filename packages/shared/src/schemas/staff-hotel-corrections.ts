// The staff's check-in and no-show corrections of hotel stays (issue 27): request bodies with
// Chinese messages naming the field, and the answers.
import { z } from 'zod';
import {
  STAY_CHECK_DEFAULT_DAYS,
  STAY_CHECK_MAX_DAYS,
  STAY_CHECK_STATES,
} from '../codes/staff-hotel-corrections';
import { orderNoSchema, pageBody, pagedSchema } from './common';
import { textField } from './fields';

export * from '../codes/staff-hotel-corrections';

/** POST /api/staff/hotel/stay-check/queue: paged; by state (both when left out) and days back. */
export const stayCheckQueueBody = z.strictObject({
  ...pageBody,
  checkState: z.enum(STAY_CHECK_STATES, { error: '核对状态应为未入住或已入住' }).optional(),
  /** Days back from today (Beijing): 未入住 marked since, 已入住 with check-in since. */
  withinDays: z
    .number({ error: '核对天数应为数字' })
    .int('核对天数应为整数')
    .min(1, '核对天数至少为1天')
    .max(STAY_CHECK_MAX_DAYS, `核对天数最多${STAY_CHECK_MAX_DAYS}天`)
    .default(STAY_CHECK_DEFAULT_DAYS),
});
export type StayCheckQueueBody = z.input<typeof stayCheckQueueBody>;

/** One stay to check. Times are ISO 8601 instants, dates `YYYY-MM-DD`. */
export const stayCheckItem = z.object({
  orderNo: z.string(),
  hotelName: z.string(),
  roomTypeName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  rooms: z.number().int(),
  guestNames: z.array(z.string()),
  contactName: z.string(),
  /** The contact's mobile masked (138****8000). */
  contactMobileMasked: z.string(),
  state: z.enum(STAY_CHECK_STATES),
  stateLabel: z.string(),
  /** Paid online (fen): what a no-show keeps as the rate plan says. */
  paidFen: z.number().int(),
  /** When the order last changed state (the no-show mark, or the check-in move). */
  changedAt: z.string(),
});
export type StayCheckItem = z.infer<typeof stayCheckItem>;

export const stayCheckQueueResult = pagedSchema(stayCheckItem);
export type StayCheckQueueResult = z.infer<typeof stayCheckQueueResult>;

/** POST /api/staff/hotel/stay-check/stayed and …/no-show: the order and why (kept in the audit). */
export const stayCorrectionBody = z.strictObject({
  orderNo: orderNoSchema,
  correctionReason: textField('更正原因', { min: 2, max: 200, multiline: true }),
});
export type StayCorrectionBody = z.infer<typeof stayCorrectionBody>;
