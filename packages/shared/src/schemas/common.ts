import { z } from 'zod';
import { PASSENGER_TYPES } from '../codes/common';
import { personNameField, textField } from './fields';

export * from '../codes/common';
export * from './fields';

/** An order number: 18 digits (yyMMddHHmmss + 6 random digits). */
export const orderNoSchema = z
  .string({ error: '请提供订单号' })
  .regex(/^\d{12,24}$/, '订单号不正确');

/** Paging of list calls: page from 1, at most 50 rows. */
export const pageBody = {
  page: z.number().int().min(1, '页码从 1 开始').default(1),
  pageSize: z.number().int().min(1).max(50, '每页最多 50 条').default(10),
};

/** A paged list. */
export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    items: z.array(item),
  });
}

/** Contact person of an order: a name as a passenger's (field-rules.ts), and a mobile. */
export const contactSchema = z.strictObject({
  name: personNameField('联系人姓名'),
  mobile: z
    .string({ error: '请输入联系人手机号' })
    .regex(/^1[3-9]\d{9}$/, '请输入正确的联系人手机号'),
});
export type Contact = z.infer<typeof contactSchema>;

/**
 * Passenger name: Han characters (生僻字 too) with the middle dot of minority names, or Latin
 * passport letters like ZHANG/SAN; rules and limits in field-rules.ts.
 */
export const passengerNameSchema = personNameField('乘客姓名');

/** A resident ID, passport or permit number as typed (id-documents.ts checks it for its type). */
export const idNoSchema = textField('证件号码', { min: 1, max: 20, required: '请输入证件号码' });

export const passengerTypeSchema = z.enum(PASSENGER_TYPES, { error: '乘客类型不正确' });
