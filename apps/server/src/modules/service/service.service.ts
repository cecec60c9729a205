import {
  ErrorCode,
  type FeedbackBody,
  type TicketActResult,
  type TicketCreateBody,
  type TicketDetail,
  type TicketListBody,
  type TicketListResult,
} from '@lvxing/shared';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from './service.deps';
import {
  attachmentsOf,
  findTicket,
  insertTicket,
  listMemberTickets,
  memberOwnsOrder,
  messagesOf,
  type TicketRow,
} from './service.repository';
import { actOf, detailOf, summaryOf } from './service.view';
import { addMessage } from './ticket-attach';
import { newTicketNo } from './ticket-numbers';

/** The member of a call: id and the mobile of their account (the ticket's contact). */
export interface Member {
  userId: string;
  mobile: string;
}

/**
 * Opens a member's ticket (已提交): the description is its first message, with the member's
 * uploaded attachments. An order named must be one of the member's own.
 * @throws AppError 23003 not their order, 23004 an attachment not theirs or attached already.
 */
export async function createTicket(
  deps: ServiceDeps,
  member: Member,
  body: TicketCreateBody,
): Promise<TicketActResult> {
  const { orderNo, description, attachmentIds = [] } = body;
  if (orderNo && !(await memberOwnsOrder(deps.db, member.userId, orderNo))) {
    throw new AppError(ErrorCode.TICKET_ORDER_NOT_FOUND);
  }
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const t = await insertTicket(tx, {
      ticketNo: newTicketNo(now),
      memberId: member.userId,
      category: body.category,
      orderNo: orderNo ?? null,
      contactMobile: member.mobile,
      description,
      state: 'SUBMITTED',
      createdAt: now,
      updatedAt: now,
    });
    const message = { ticketId: t.id, content: description, attachmentIds, at: now };
    await addMessage(tx, { ...message, author: 'MEMBER' }, { memberId: member.userId });
    return actOf(t);
  });
}

/**
 * A visitor's (or member's) feedback without an order or attachments. Limited per address and
 * per mobile, as the cooperation requests are, so nobody floods the queue or one person's phone.
 * @throws AppError 10029 when a limit is spent.
 */
export async function submitFeedback(
  deps: ServiceDeps,
  body: FeedbackBody,
  from: { memberId?: string; ip: string },
): Promise<TicketActResult> {
  const allowed = await deps.limits.consumeAll([
    ['feedbackIpHour', from.ip],
    ['feedbackMobileDay', body.mobile],
  ]);
  if (!allowed) throw new AppError(ErrorCode.TOO_MANY_REQUESTS, '提交过于频繁，请稍后再试');
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const t = await insertTicket(tx, {
      ticketNo: newTicketNo(now),
      memberId: from.memberId ?? null,
      category: body.category ?? 'OTHER',
      contactName: body.name,
      contactMobile: body.mobile,
      description: body.description,
      state: 'SUBMITTED',
      createdAt: now,
      updatedAt: now,
    });
    const author = from.memberId ? 'MEMBER' : 'VISITOR';
    const message = {
      ticketId: t.id,
      author,
      content: body.description,
      attachmentIds: [],
      at: now,
    } as const;
    await addMessage(tx, message, null);
    return actOf(t);
  });
}

/** The member's tickets, newest first. */
export async function listTickets(
  deps: ServiceDeps,
  memberId: string,
  body: TicketListBody,
): Promise<TicketListResult> {
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? 10;
  const { total, rows } = await listMemberTickets(deps.db, memberId, page, pageSize);
  return { total, page, pageSize, items: rows.map(summaryOf) };
}

/** A ticket with its messages. */
export async function ticketDetailOf(db: Db | Tx, t: TicketRow): Promise<TicketDetail> {
  const messages = await messagesOf(db, t.id);
  const attachments = await attachmentsOf(db, t.id);
  return detailOf(t, messages, attachments);
}

/**
 * One of the member's tickets. @throws AppError 23001 no such ticket of theirs (never says
 * whether another member's exists).
 */
export async function memberTicket(deps: ServiceDeps, memberId: string, ticketNo: string) {
  const t = await findTicket(deps.db, ticketNo, { memberId });
  if (!t) throw new AppError(ErrorCode.TICKET_NOT_FOUND);
  return ticketDetailOf(deps.db, t);
}
