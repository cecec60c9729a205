// The staff's first work queue (hotel stays waiting for a person, 人工确认) and order look-up
// (issue 27): request bodies with Chinese messages naming the field, and the answers.
import { z } from 'zod';
import { MOBILE_PATTERN } from '../mobile-rules';
import { orderNoSchema, pageBody, pagedSchema } from './common';
import { textField } from './fields';
import { orderDetailSchema } from './order';

/** A hotel's confirmation number: 4–32 letters, digits or `-`. */
export const HOTEL_CONFIRMATION_NO_PATTERN = /^[A-Za-z0-9-]{4,32}$/;

/** POST /api/staff/hotel/queue: paged, each filter optional. */
export const staffHotelQueueBody = z.strictObject({
  ...pageBody,
  /** A city code of the hotel catalog (the 6-digit division code, e.g. `310100` 上海). */
  cityCode: z
    .string({ error: '城市代码应为文字' })
    .regex(/^\d{6}$/, '城市代码应为6位数字')
    .optional(),
  /** Part of the hotel's name. */
  hotelName: textField('酒店名称', { min: 1, max: 40 }).optional(),
  /** Only stays past their 30-minute confirmation deadline. */
  overdueOnly: z.boolean({ error: '“只看超时”应为是或否' }).default(false),
});
export type StaffHotelQueueBody = z.input<typeof staffHotelQueueBody>;

/** One stay waiting for a person's confirmation. Times are ISO 8601. */
export const staffHotelQueueItem = z.object({
  orderNo: z.string(),
  hotelId: z.string(),
  hotelName: z.string(),
  cityCode: z.string(),
  roomTypeName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  rooms: z.number().int(),
  guestNames: z.array(z.string()),
  contactName: z.string(),
  /** The contact's mobile masked (138****8000). */
  contactMobileMasked: z.string(),
  /** When it was paid (or placed, paid at the hotel): the deadline less 30 minutes. */
  submittedAt: z.string(),
  /** Whole minutes since `submittedAt`. */
  waitingMinutes: z.number().int(),
  /** The 30-minute confirmation deadline the hotel kind keeps (`confirm_by`). */
  deadline: z.string(),
  overdue: z.boolean(),
});
export type StaffHotelQueueItem = z.infer<typeof staffHotelQueueItem>;

/** The queue page with its counts: `total` matching the filters, `overdue` among them. */
export const staffHotelQueueResult = pagedSchema(staffHotelQueueItem).extend({
  overdue: z.number().int(),
});
export type StaffHotelQueueResult = z.infer<typeof staffHotelQueueResult>;

/** POST /api/staff/hotel/confirm */
export const staffHotelConfirmBody = z.strictObject({
  orderNo: orderNoSchema,
  confirmationNo: z
    .string({ error: '请填写酒店确认号' })
    .trim()
    .min(1, '请填写酒店确认号')
    .regex(HOTEL_CONFIRMATION_NO_PATTERN, '酒店确认号应为4–32位字母、数字或 -'),
});
export type StaffHotelConfirmBody = z.infer<typeof staffHotelConfirmBody>;

/** POST /api/staff/hotel/no-room */
export const staffHotelNoRoomBody = z.strictObject({ orderNo: orderNoSchema });

/** The order after a staff act on it. */
export const staffHotelActResult = z.object({
  orderNo: z.string(),
  state: z.string(),
  stateLabel: z.string(),
});
export type StaffHotelActResult = z.infer<typeof staffHotelActResult>;

/** POST /api/staff/order/lookup: exactly one of the order number or the contact's mobile. */
export const staffOrderLookupBody = z
  .strictObject({
    orderNo: orderNoSchema.optional(),
    mobile: z
      .string({ error: '联系人手机号应为文字' })
      .regex(MOBILE_PATTERN, '联系人手机号应为11位手机号')
      .optional(),
  })
  .refine((b) => (b.orderNo === undefined) !== (b.mobile === undefined), {
    message: '请填写订单号或联系人手机号（二选一）',
  });
export type StaffOrderLookupBody = z.infer<typeof staffOrderLookupBody>;

/** The orders found (newest first, at most 20), each as the member's detail view: masked. */
export const staffOrderLookupResult = z.object({ items: z.array(orderDetailSchema) });
export type StaffOrderLookupResult = z.infer<typeof staffOrderLookupResult>;
