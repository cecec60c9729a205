import { z } from 'zod';
import { PASSENGER_TYPES } from '../codes/common';

export * from '../codes/common';

/** A local travel date `YYYY-MM-DD` (Asia/Shanghai calendar day). */
export const travelDateSchema = z
  .string({ error: '请选择日期' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD')
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), '日期不正确');

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

/** Contact person of an order. */
export const contactSchema = z.strictObject({
  name: z.string({ error: '请输入联系人姓名' }).trim().min(1, '请输入联系人姓名').max(30),
  mobile: z
    .string({ error: '请输入联系人手机号' })
    .regex(/^1[3-9]\d{9}$/, '请输入正确的联系人手机号'),
});
export type Contact = z.infer<typeof contactSchema>;

/** Passenger name: Chinese characters or Latin letters (passport names like ZHANG/SAN). */
export const passengerNameSchema = z
  .string({ error: '请输入乘客姓名' })
  .trim()
  .min(1, '请输入乘客姓名')
  .max(40, '乘客姓名过长')
  .regex(/^[\u4e00-\u9fa5·]{2,20}$|^[A-Za-z][A-Za-z /]{1,39}$/, '乘客姓名应为中文或英文字母');

export const passengerTypeSchema = z.enum(PASSENGER_TYPES, { error: '乘客类型不正确' });
