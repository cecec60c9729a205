import {
  ErrorCode,
  SERVICE_FIRST_REPLY_HOURS,
  STAFF_STATE_MOVES,
  TICKET_STATE_LABEL,
  type StaffTicketDetail,
  type StaffTicketQueueBody,
  type StaffTicketQueueResult,
  type StaffTicketReplyBody,
  type StaffTicketStateBody,
  type TicketActResult,
  type TicketState,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import type { Tx } from '../../db/client';
import { appendAudit } from '../staff/audit.service';
import type { ServiceDeps } from './service.deps';
import { findTicket, queueTickets, updateTicket, type TicketRow } from './service.repository';
import { ticketDetailOf } from './service.service';
import { staffFieldsOf, summaryOf } from './service.view';
import { addMessage } from './ticket-attach';

/** The acting staff member and their address (the audit row's). */
export interface Actor {
  staffId: string;
  ip: string;
}

/** Appends the audit row of a ticket action in the caller's transaction. */
function audit(
  tx: Tx,
  actor: Actor,
  at: Date,
  action: string,
  t: TicketRow | null,
  before: unknown,
  after: unknown,
) {
  return appendAudit(tx, {
    at,
    staffId: actor.staffId,
    action,
    objectType: t ? 'SERVICE_TICKET' : 'SERVICE_QUEUE',
    objectId: t?.ticketNo ?? null,
    before,
    after,
    ip: actor.ip,
  });
}

/**
 * The staff queue, oldest first (the SLA clock runs from `submittedAt`): filtered by state,
 * category and 只看超时, with the matching count, the overdue count and every state's count.
 * The look is audited (TICKET_QUEUE), as any read of members' contacts is.
 */
export async function ticketQueue(
  deps: ServiceDeps,
  actor: Actor,
  body: StaffTicketQueueBody,
): Promise<StaffTicketQueueResult> {
  const now = deps.now();
  const page = body.page ?? 1;
  const pageSize = body.pageSize ?? 10;
  const filter = {
    state: body.state,
    category: body.category,
    overdueOnly: body.overdueOnly ?? false,
    overdueBefore: new Date(now.getTime() - SERVICE_FIRST_REPLY_HOURS * 3_600_000),
  };
  return deps.db.transaction(async (tx) => {
    const q = await queueTickets(tx, filter, page, pageSize);
    await audit(tx, actor, now, 'TICKET_QUEUE', null, null, {
      filter: { state: body.state ?? null, category: body.category ?? null },
      ticketNos: q.rows.map((r) => r.ticketNo),
    });
    return {
      total: q.total,
      page,
      pageSize,
      overdue: q.overdue,
      byState: Object.fromEntries(q.byState.map((s) => [s.state, s.n])),
      items: q.rows.map((t) => ({ ...summaryOf(t), ...staffFieldsOf(t, now) })),
    };
  });
}

/** A ticket for the staff, with its messages and contact (mobile masked); audited. @throws 23001. */
export async function staffTicketDetail(
  deps: ServiceDeps,
  actor: Actor,
  ticketNo: string,
): Promise<StaffTicketDetail> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const t = await findTicket(tx, ticketNo);
    if (!t) throw new AppError(ErrorCode.TICKET_NOT_FOUND);
    await audit(tx, actor, now, 'TICKET_VIEW', t, null, null);
    return { ...(await ticketDetailOf(tx, t)), ...staffFieldsOf(t, now) };
  });
}

/**
 * A staff reply with attachments (the staff member's own uploads), leaving the ticket 处理中,
 * 待您回复 or 已解决; the first one stops the SLA clock (`firstReplyAt`). Audited with the change.
 * @throws AppError 23001 no such ticket, 23002 closed, 23004 an attachment not theirs.
 */
export async function staffReply(
  deps: ServiceDeps,
  actor: Actor,
  body: StaffTicketReplyBody,
): Promise<TicketActResult> {
  const now = deps.now();
  const next = body.state ?? 'PROCESSING';
  return deps.db.transaction(async (tx) => {
    const t = await findTicket(tx, body.ticketNo, { lock: true });
    if (!t) throw new AppError(ErrorCode.TICKET_NOT_FOUND);
    if (t.state === 'CLOSED')
      throw new AppError(ErrorCode.TICKET_STATE_NOT_ALLOWED, '工单已关闭，不能回复');
    const attachmentIds = body.attachmentIds ?? [];
    const message = { ticketId: t.id, content: body.content, attachmentIds, at: now };
    await addMessage(
      tx,
      { ...message, author: 'STAFF', staffId: actor.staffId },
      { staffId: actor.staffId },
    );
    await updateTicket(tx, t.id, {
      state: next,
      updatedAt: now,
      firstReplyAt: t.firstReplyAt ?? now,
    });
    await audit(
      tx,
      actor,
      now,
      'TICKET_REPLY',
      t,
      { state: t.state },
      {
        state: next,
        content: body.content,
        attachmentIds,
      },
    );
    return { ticketNo: t.ticketNo, state: next, stateLabel: TICKET_STATE_LABEL[next] };
  });
}

/**
 * A staff state change along {@link STAFF_STATE_MOVES} (a closed ticket stays closed). Audited.
 * @throws AppError 23001 no such ticket, 23002 the move is not allowed.
 */
export async function staffChangeState(
  deps: ServiceDeps,
  actor: Actor,
  body: StaffTicketStateBody,
): Promise<TicketActResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const t = await findTicket(tx, body.ticketNo, { lock: true });
    if (!t) throw new AppError(ErrorCode.TICKET_NOT_FOUND);
    const from = t.state as TicketState;
    if (!STAFF_STATE_MOVES[from].includes(body.state)) {
      throw new AppError(
        ErrorCode.TICKET_STATE_NOT_ALLOWED,
        `工单${TICKET_STATE_LABEL[from]}，不能改为${TICKET_STATE_LABEL[body.state]}`,
      );
    }
    await updateTicket(tx, t.id, { state: body.state, updatedAt: now });
    await audit(tx, actor, now, 'TICKET_STATE', t, { state: from }, { state: body.state });
    return { ticketNo: t.ticketNo, state: body.state, stateLabel: TICKET_STATE_LABEL[body.state] };
  });
}
