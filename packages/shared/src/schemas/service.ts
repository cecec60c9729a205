// Customer-service tickets (客服工单) and their attachments: request bodies with Chinese
// messages naming the field, and the answers (codes/service.ts holds the zod-free parts).
import { z } from 'zod';
import {
  STAFF_REPLY_STATES,
  TICKET_ATTACHMENT_LIMITS,
  TICKET_AUTHORS,
  TICKET_CATEGORIES,
  TICKET_STATES,
} from '../codes/service';
import { mobileSchema } from '../validators';
import { orderNoSchema, pageBody, pagedSchema } from './common';
import { personNameField, textField } from './fields';

export * from '../codes/service';

/** A ticket number: `S`, yyMMddHHmmss (Beijing time) and 6 digits. */
export const ticketNoSchema = z
  .string({ error: '请提供工单号' })
  .regex(/^S\d{18}$/, '工单号不正确');

const description = textField('问题描述', { min: 5, max: 1000, multiline: true });
const replyText = textField('回复内容', { min: 1, max: 1000, multiline: true });
const attachmentIds = z
  .array(z.uuid({ error: '附件不正确' }), { error: '附件不正确' })
  .max(
    TICKET_ATTACHMENT_LIMITS.perMessage,
    `每次最多上传${TICKET_ATTACHMENT_LIMITS.perMessage}个附件`,
  )
  .refine((a) => new Set(a).size === a.length, '附件不能重复')
  .default([]);
const category = z.enum(TICKET_CATEGORIES, { error: '请选择问题类型' });

/** POST create: a member's ticket, optionally about one of their orders. */
export const ticketCreateBody = z.strictObject({
  category,
  orderNo: orderNoSchema.optional(),
  description,
  attachmentIds,
});
export type TicketCreateBody = z.input<typeof ticketCreateBody>;

/** POST feedback: a visitor's (or member's) ticket without an order. */
export const feedbackBody = z.strictObject({
  category: category.default('OTHER'),
  name: personNameField('联系人姓名'),
  mobile: mobileSchema,
  description,
});
export type FeedbackBody = z.input<typeof feedbackBody>;

/** POST list: the member's tickets, paged. */
export const ticketListBody = z.strictObject({ ...pageBody });
export type TicketListBody = z.input<typeof ticketListBody>;

/** POST detail (member or staff). */
export const ticketDetailBody = z.strictObject({ ticketNo: ticketNoSchema });
export type TicketDetailBody = z.input<typeof ticketDetailBody>;

/** POST reply (member). */
export const ticketReplyBody = z.strictObject({
  ticketNo: ticketNoSchema,
  content: replyText,
  attachmentIds,
});
export type TicketReplyBody = z.input<typeof ticketReplyBody>;

/** POST close (member): only a 已解决 ticket, with a rating. */
export const ticketCloseBody = z.strictObject({
  ticketNo: ticketNoSchema,
  rating: z
    .number({ error: '请选择评分' })
    .int('评分应为1到5的整数')
    .min(1, '评分应为1到5星')
    .max(5, '评分应为1到5星'),
  comment: textField('评价内容', { max: 300, multiline: true }).default(''),
});
export type TicketCloseBody = z.input<typeof ticketCloseBody>;

/** POST staff queue: paged, each filter optional. */
export const staffTicketQueueBody = z.strictObject({
  ...pageBody,
  state: z.enum(TICKET_STATES, { error: '工单状态不正确' }).optional(),
  category: category.optional(),
  /** Only tickets past the first-reply promise without a reply. */
  overdueOnly: z.boolean({ error: '“只看超时”应为是或否' }).default(false),
});
export type StaffTicketQueueBody = z.input<typeof staffTicketQueueBody>;

/** POST staff reply: the text, attachments and the state it leaves (default 处理中). */
export const staffTicketReplyBody = z.strictObject({
  ticketNo: ticketNoSchema,
  content: replyText,
  attachmentIds,
  state: z.enum(STAFF_REPLY_STATES, { error: '回复后状态不正确' }).default('PROCESSING'),
});
export type StaffTicketReplyBody = z.input<typeof staffTicketReplyBody>;

/** POST staff state change. */
export const staffTicketStateBody = z.strictObject({
  ticketNo: ticketNoSchema,
  state: z.enum(TICKET_STATES, { error: '工单状态不正确' }),
});
export type StaffTicketStateBody = z.input<typeof staffTicketStateBody>;

/** A stored file as a ticket shows it. */
export const fileView = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  mime: z.string(),
});
export type FileView = z.infer<typeof fileView>;

/** The answer of an upload: the stored files, in the order sent. */
export const fileUploadResult = z.object({ files: z.array(fileView) });
export type FileUploadResult = z.infer<typeof fileUploadResult>;

export const ticketMessageView = z.object({
  author: z.enum(TICKET_AUTHORS),
  /** 客服 display name for staff messages (never a login name); '' otherwise. */
  authorName: z.string(),
  content: z.string(),
  attachments: z.array(fileView),
  /** ISO instant. */
  at: z.string(),
});
export type TicketMessageView = z.infer<typeof ticketMessageView>;

/** One ticket in a list. Times are ISO instants. */
export const ticketSummary = z.object({
  ticketNo: z.string(),
  category: z.enum(TICKET_CATEGORIES),
  categoryLabel: z.string(),
  orderNo: z.string().nullable(),
  state: z.enum(TICKET_STATES),
  stateLabel: z.string(),
  /** The description's first 60 characters. */
  summary: z.string(),
  submittedAt: z.string(),
  updatedAt: z.string(),
  /** When a person first answered; null before. */
  firstReplyAt: z.string().nullable(),
  /** The first-reply promise: `submittedAt` + 24 h. */
  replyDueAt: z.string(),
});
export type TicketSummary = z.infer<typeof ticketSummary>;

export const ticketListResult = pagedSchema(ticketSummary);
export type TicketListResult = z.infer<typeof ticketListResult>;

export const ticketDetail = ticketSummary.extend({
  description: z.string(),
  messages: z.array(ticketMessageView),
  rating: z.number().int().nullable(),
  ratingComment: z.string(),
});
export type TicketDetail = z.infer<typeof ticketDetail>;

/** The staff's view adds the contact (mobile masked) and whether the promise is missed. */
export const staffTicketItem = ticketSummary.extend({
  contactName: z.string(),
  contactMobileMasked: z.string(),
  fromMember: z.boolean(),
  overdue: z.boolean(),
});
export type StaffTicketItem = z.infer<typeof staffTicketItem>;

/** The queue with its counts: `total` matching, `overdue` among them, `byState` of all. */
export const staffTicketQueueResult = pagedSchema(staffTicketItem).extend({
  overdue: z.number().int(),
  byState: z.record(z.string(), z.number().int()),
});
export type StaffTicketQueueResult = z.infer<typeof staffTicketQueueResult>;

export const staffTicketDetail = ticketDetail.extend({
  contactName: z.string(),
  contactMobileMasked: z.string(),
  fromMember: z.boolean(),
  overdue: z.boolean(),
});
export type StaffTicketDetail = z.infer<typeof staffTicketDetail>;

/** The answer of create / feedback / reply / close / state: the ticket's number and state. */
export const ticketActResult = z.object({
  ticketNo: z.string(),
  state: z.enum(TICKET_STATES),
  stateLabel: z.string(),
});
export type TicketActResult = z.infer<typeof ticketActResult>;
