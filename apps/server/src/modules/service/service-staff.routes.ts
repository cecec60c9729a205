import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  staffTicketDetail,
  staffTicketQueueBody,
  staffTicketQueueResult,
  staffTicketReplyBody,
  staffTicketStateBody,
  StaffServicePath,
  ticketActResult,
  ticketDetailBody,
  type StaffRole,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import { staffOf, type RequireStaff } from '../staff/staff.guard';
import type { ServiceDeps } from './service.deps';
import {
  staffChangeState,
  staffReply,
  staffTicketDetail as readDetail,
  ticketQueue,
  type Actor,
} from './service-staff.service';

const tags = ['staff'];
/** Who answers tickets: 客服 and 管理员 (运营 answer 30003: they work orders, not members' mail). */
export const TICKET_ROLES: readonly StaffRole[] = ['SERVICE', 'ADMIN'];

const actorOf = (req: Parameters<typeof staffOf>[0]): Actor => ({
  staffId: staffOf(req).staffId,
  ip: req.ip,
});

/**
 * The staff's ticket calls (`StaffServicePath`): queue, detail, reply, state. Each passes
 * `requireStaff(TICKET_ROLES)` (30002 no staff session, a member's token included; 30003 role)
 * and commits with its audit row.
 */
export const staffServiceRoutes: FastifyPluginAsyncZod<{
  deps: ServiceDeps;
  requireStaff: RequireStaff;
}> = async (app, { deps, requireStaff }) => {
  const preHandler = requireStaff(TICKET_ROLES);
  const act = { 200: envelopeSchema(ticketActResult) };
  app.post(
    StaffServicePath.queue,
    {
      preHandler,
      schema: {
        tags,
        summary:
          '客服工单队列（客服、管理员）：按状态、类型、是否超时筛选，含总数、超时数、各状态数',
        body: staffTicketQueueBody,
        response: { 200: envelopeSchema(staffTicketQueueResult) },
      },
    },
    async (req) => ok(await ticketQueue(deps, actorOf(req), req.body)),
  );
  app.post(
    StaffServicePath.detail,
    {
      preHandler,
      schema: {
        tags,
        summary: '客服工单详情（手机号脱敏；23001）',
        body: ticketDetailBody,
        response: { 200: envelopeSchema(staffTicketDetail) },
      },
    },
    async (req) => ok(await readDetail(deps, actorOf(req), req.body.ticketNo)),
  );
  app.post(
    StaffServicePath.reply,
    {
      preHandler,
      schema: {
        tags,
        summary: '回复客服工单，可附附件并设为待您回复或已解决（23001/23002/23004）',
        body: staffTicketReplyBody,
        response: act,
      },
    },
    async (req) => ok(await staffReply(deps, actorOf(req), req.body)),
  );
  app.post(
    StaffServicePath.state,
    {
      preHandler,
      schema: {
        tags,
        summary: '修改工单状态（23002 不允许的状态变化）',
        body: staffTicketStateBody,
        response: act,
      },
    },
    async (req) => ok(await staffChangeState(deps, actorOf(req), req.body)),
  );
};
