// Codes, labels, paths and limits of customer-service tickets (客服工单) and their attachments,
// without zod: the member pages read them in their first load, schemas/service.ts re-exports them.

/** The member's and visitors' ticket calls (not in `ApiPath`: only the service pages ask them). */
export const ServicePath = {
  /** Member: opens a ticket (category, optional own order, description, attachment ids). */
  create: '/api/service/ticket/create',
  /** Member: their tickets, newest first, paged. */
  list: '/api/service/ticket/list',
  /** Member: one of their tickets with its replies. */
  detail: '/api/service/ticket/detail',
  /** Member: a reply (待您回复 → 处理中). */
  reply: '/api/service/ticket/reply',
  /** Member: closes a 已解决 ticket with a rating (1–5 stars) and a comment. */
  close: '/api/service/ticket/close',
  /** Visitor or member: feedback without an order (name, mobile, description); rate-limited. */
  feedback: '/api/service/feedback',
} as const;

/** Staff calls on tickets (客服 SERVICE and 管理员 ADMIN; 运营 answer 30003). */
export const StaffServicePath = {
  queue: '/api/staff/service/queue',
  detail: '/api/staff/service/detail',
  reply: '/api/staff/service/reply',
  state: '/api/staff/service/state',
} as const;

/** Attachment calls: upload (multipart) and read (GET, `:id` the file id). */
export const FilePath = {
  /** Member: up to {@link TICKET_ATTACHMENT_LIMITS}.perMessage files in one multipart request. */
  upload: '/api/file/upload',
  /** Member: a file they uploaded, or one attached to their own ticket. */
  content: '/api/file/:id',
  /** Staff: uploads attachments of a staff reply. */
  staffUpload: '/api/staff/file/upload',
  /** Staff (客服, 运营, 管理员): any file. */
  staffContent: '/api/staff/file/:id',
} as const;

/** What a ticket attachment may be: the bytes decide (file-type sniffing), not the name. */
export const TICKET_ATTACHMENT_MIMES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type TicketAttachmentMime = (typeof TICKET_ATTACHMENT_MIMES)[number];

/** Attachment limits of a ticket message: 5 MB each, at most 3. */
export const TICKET_ATTACHMENT_LIMITS = { maxBytes: 5 * 1024 * 1024, perMessage: 3 } as const;

/**
 * The first-reply promise shown to the member (服务承诺): a person answers a ticket within 24
 * hours of its submission, every day of the year. The staff queue counts its SLA clock from the
 * ticket's `submittedAt` with this many hours.
 */
export const SERVICE_FIRST_REPLY_HOURS = 24;
/** The promise as the pages word it. */
export const SERVICE_SLA_TEXT = `${SERVICE_FIRST_REPLY_HOURS} 小时内首次回复`;

/** Ticket categories, one per product and the account, plus 其他. */
export const TICKET_CATEGORIES = [
  'FLIGHT',
  'TRAIN',
  'BUS',
  'HOTEL',
  'CAR',
  'VISA',
  'TOUR',
  'BUSINESS',
  'ACCOUNT',
  'OTHER',
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_CATEGORY_LABEL: Record<TicketCategory, string> = {
  FLIGHT: '机票',
  TRAIN: '火车票',
  BUS: '汽车票',
  HOTEL: '酒店',
  CAR: '用车',
  VISA: '签证',
  TOUR: '旅游',
  BUSINESS: '商旅',
  ACCOUNT: '账户',
  OTHER: '其他',
};

/** A ticket's states: 已提交 → 处理中 ⇄ 待您回复 → 已解决 → 已关闭. */
export const TICKET_STATES = [
  'SUBMITTED',
  'PROCESSING',
  'AWAITING_MEMBER',
  'RESOLVED',
  'CLOSED',
] as const;
export type TicketState = (typeof TICKET_STATES)[number];
export const TICKET_STATE_LABEL: Record<TicketState, string> = {
  SUBMITTED: '已提交',
  PROCESSING: '处理中',
  AWAITING_MEMBER: '待您回复',
  RESOLVED: '已解决',
  CLOSED: '已关闭',
};

/** The states a staff reply may leave a ticket in (default 处理中). */
export const STAFF_REPLY_STATES = ['PROCESSING', 'AWAITING_MEMBER', 'RESOLVED'] as const;
export type StaffReplyState = (typeof STAFF_REPLY_STATES)[number];

/**
 * The staff's state changes, from → allowed targets. A closed ticket stays closed; a resolved one
 * may be reopened (处理中) or closed.
 */
export const STAFF_STATE_MOVES: Record<TicketState, readonly TicketState[]> = {
  SUBMITTED: ['PROCESSING', 'CLOSED'],
  PROCESSING: ['AWAITING_MEMBER', 'RESOLVED', 'CLOSED'],
  AWAITING_MEMBER: ['PROCESSING', 'RESOLVED', 'CLOSED'],
  RESOLVED: ['PROCESSING', 'CLOSED'],
  CLOSED: [],
};

/** Who wrote a ticket message. */
export const TICKET_AUTHORS = ['MEMBER', 'STAFF', 'VISITOR'] as const;
export type TicketAuthor = (typeof TICKET_AUTHORS)[number];

/** The star labels of a rating. */
export const TICKET_RATING_LABEL: Record<number, string> = {
  1: '非常不满意',
  2: '不满意',
  3: '一般',
  4: '满意',
  5: '非常满意',
};
