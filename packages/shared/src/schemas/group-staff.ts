// The staff's group calls (运营, 管理员): the queue and the quote; paths in codes/group.ts.
import { z } from 'zod';
import { GROUP_DEPOSIT_TYPES, GROUP_STATES } from '../codes/group';
import { textField, travelDateField } from './fields';
import { groupRequestNoSchema, groupSummarySchema } from './group';

/** POST /api/staff/group/queue: filters and a page. */
export const staffGroupQueueBody = z.strictObject({
  state: z.enum(GROUP_STATES, { error: '申请状态不正确' }).optional(),
  mobile: textField('联系人手机号', { max: 11 }).optional(),
  page: z.number({ error: '页码应为数字' }).int('页码应为整数').min(1, '页码不正确').default(1),
  pageSize: z
    .number({ error: '每页条数应为数字' })
    .int('每页条数应为整数')
    .min(1, '每页条数不正确')
    .max(100, '每页最多100条')
    .default(20),
});
export type StaffGroupQueueBody = z.input<typeof staffGroupQueueBody>;

export const staffGroupRowSchema = groupSummarySchema.extend({
  orgName: z.string(),
  contactName: z.string(),
  mobile: z.string(),
  orderNo: z.string().nullable(),
});
export const staffGroupQueueResult = z.object({
  items: z.array(staffGroupRowSchema),
  total: z.number().int(),
  /** Requests by state (all of them, whatever the filters). */
  counts: z.record(z.string(), z.number().int()),
});
export type StaffGroupQueueResult = z.infer<typeof staffGroupQueueResult>;

/** POST /api/staff/group/quote: a new quote version (supersedes the current one). */
export const staffGroupQuoteBody = z
  .strictObject({
    requestNo: groupRequestNoSchema,
    totalFen: z
      .number({ error: '报价总额应为数字' })
      .int('报价总额应为整数（分）')
      .min(100, '报价总额不正确')
      .max(1_000_000_000, '报价总额过大'),
    validUntil: z.iso.datetime({ offset: true, error: '报价有效期格式不正确' }),
    depositType: z.enum(GROUP_DEPOSIT_TYPES, { error: '定金方式不正确' }),
    /** Fen (FEN) or a percent 1–100 (PERCENT). */
    depositValue: z.number({ error: '定金应为数字' }).int('定金应为整数').min(1, '定金不正确'),
    nameListDeadline: travelDateField('名单截止日期', 0),
    refundRules: textField('退改规则', { min: 2, max: 1000, multiline: true }),
  })
  .refine((b) => b.depositType !== 'PERCENT' || b.depositValue <= 100, {
    message: '定金比例应在1%–100%之间',
    path: ['depositValue'],
  })
  .refine((b) => b.depositType !== 'FEN' || b.depositValue <= b.totalFen, {
    message: '定金不能超过报价总额',
    path: ['depositValue'],
  });
export type StaffGroupQuoteBody = z.input<typeof staffGroupQuoteBody>;

/** POST /api/staff/group/close: the reason is kept and shown to the member. */
export const staffGroupCloseBody = z.strictObject({
  requestNo: groupRequestNoSchema,
  reason: textField('关闭原因', { min: 2, max: 200 }),
});
