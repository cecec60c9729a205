import {
  maskMobile,
  SERVICE_FIRST_REPLY_HOURS,
  TICKET_CATEGORY_LABEL,
  TICKET_STATE_LABEL,
  type StaffTicketItem,
  type TicketActResult,
  type TicketAuthor,
  type TicketCategory,
  type TicketDetail,
  type TicketMessageView,
  type TicketState,
  type TicketSummary,
} from '@lvxing/shared';
import { fileViewOf } from '../files/files.service';
import type { attachmentsOf, messagesOf, TicketRow } from './service.repository';

const HOUR_MS = 3_600_000;

/** When the first-reply promise falls due for a ticket submitted at `at`. */
export const replyDueAt = (at: Date) =>
  new Date(at.getTime() + SERVICE_FIRST_REPLY_HOURS * HOUR_MS);

/** What a step on a ticket answers: its number and new state, with the state's label. */
export const actOf = (t: { ticketNo: string; state: string }): TicketActResult => ({
  ticketNo: t.ticketNo,
  state: t.state as TicketState,
  stateLabel: TICKET_STATE_LABEL[t.state as TicketState],
});

/** A ticket in a list. */
export function summaryOf(t: TicketRow): TicketSummary {
  const state = t.state as TicketState;
  const category = t.category as TicketCategory;
  return {
    ticketNo: t.ticketNo,
    category,
    categoryLabel: TICKET_CATEGORY_LABEL[category],
    orderNo: t.orderNo,
    state,
    stateLabel: TICKET_STATE_LABEL[state],
    summary: [...t.description].slice(0, 60).join(''),
    submittedAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    firstReplyAt: t.firstReplyAt?.toISOString() ?? null,
    replyDueAt: replyDueAt(t.createdAt).toISOString(),
  };
}

/** A ticket with its messages and their attachments. */
export function detailOf(
  t: TicketRow,
  messages: Awaited<ReturnType<typeof messagesOf>>,
  attachments: Awaited<ReturnType<typeof attachmentsOf>>,
): TicketDetail {
  const views: TicketMessageView[] = messages.map((m) => ({
    author: m.author as TicketAuthor,
    authorName: m.author === 'STAFF' ? `客服 ${m.staffName ?? ''}`.trim() : '',
    content: m.content,
    attachments: attachments.filter((a) => a.messageId === m.id).map((a) => fileViewOf(a.file)),
    at: m.createdAt.toISOString(),
  }));
  return {
    ...summaryOf(t),
    description: t.description,
    messages: views,
    rating: t.rating,
    ratingComment: t.ratingComment,
  };
}

/** Whether a ticket has missed its first-reply promise at `now`. */
export function isOverdue(t: TicketRow, now: Date): boolean {
  return (
    t.firstReplyAt === null &&
    now.getTime() > replyDueAt(t.createdAt).getTime() &&
    (t.state === 'SUBMITTED' || t.state === 'PROCESSING')
  );
}

/** The staff's fields: the contact with the mobile masked, and the promise. */
export function staffFieldsOf(t: TicketRow, now: Date): Omit<StaffTicketItem, keyof TicketSummary> {
  return {
    contactName: t.contactName,
    contactMobileMasked: t.contactMobile ? maskMobile(t.contactMobile) : '',
    fromMember: t.memberId !== null,
    overdue: isOverdue(t, now),
  };
}
