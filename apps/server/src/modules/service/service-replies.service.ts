// A member's later steps on their own ticket: a reply (with attachments) and the close with a
// rating. Opening and reading a ticket are service.service.ts's.
import {
  ErrorCode,
  type TicketActResult,
  type TicketCloseBody,
  type TicketReplyBody,
  type TicketState,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { ServiceDeps } from './service.deps';
import { findTicket, updateTicket } from './service.repository';
import { actOf } from './service.view';
import { addMessage } from './ticket-attach';

/** States a member may reply in; 待您回复 and 已解决 go back to 处理中. */
const MEMBER_REPLY_NEXT: Partial<Record<TicketState, TicketState>> = {
  SUBMITTED: 'SUBMITTED',
  PROCESSING: 'PROCESSING',
  AWAITING_MEMBER: 'PROCESSING',
  RESOLVED: 'PROCESSING',
};

/**
 * The member's reply, with attachments. 待您回复 (and 已解决: the problem is back) → 处理中.
 * @throws AppError 23001 not theirs, 23002 closed, 23004 an attachment not theirs.
 */
export async function memberReply(
  deps: ServiceDeps,
  memberId: string,
  body: TicketReplyBody,
): Promise<TicketActResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const t = await findTicket(tx, body.ticketNo, { memberId, lock: true });
    if (!t) throw new AppError(ErrorCode.TICKET_NOT_FOUND);
    const next = MEMBER_REPLY_NEXT[t.state as TicketState];
    if (!next)
      throw new AppError(ErrorCode.TICKET_STATE_NOT_ALLOWED, '工单已关闭，如有新问题请重新提交');
    const message = {
      ticketId: t.id,
      content: body.content,
      attachmentIds: body.attachmentIds ?? [],
      at: now,
    };
    await addMessage(tx, { ...message, author: 'MEMBER' }, { memberId });
    await updateTicket(tx, t.id, { state: next, updatedAt: now });
    return actOf({ ticketNo: t.ticketNo, state: next });
  });
}

/**
 * The member closes a 已解决 ticket and rates the service (1–5 stars, a comment).
 * @throws AppError 23001 not theirs, 23002 not 已解决 (rated once only).
 */
export async function closeTicket(
  deps: ServiceDeps,
  memberId: string,
  body: TicketCloseBody,
): Promise<TicketActResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const t = await findTicket(tx, body.ticketNo, { memberId, lock: true });
    if (!t) throw new AppError(ErrorCode.TICKET_NOT_FOUND);
    if (t.state !== 'RESOLVED') {
      throw new AppError(
        ErrorCode.TICKET_STATE_NOT_ALLOWED,
        '客服处理完成（已解决）后才能关闭并评价',
      );
    }
    await updateTicket(tx, t.id, {
      state: 'CLOSED',
      rating: body.rating,
      ratingComment: body.comment ?? '',
      updatedAt: now,
    });
    return actOf({ ticketNo: t.ticketNo, state: 'CLOSED' });
  });
}
