import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  feedbackBody,
  ServicePath,
  ticketActResult,
  ticketCloseBody,
  ticketCreateBody,
  ticketDetail,
  ticketDetailBody,
  ticketListBody,
  ticketListResult,
  ticketReplyBody,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import { makeOptionalAuth, type makeRequireAuth } from '../../plugins/auth';
import type { ServiceDeps } from './service.deps';
import { closeTicket, memberReply } from './service-replies.service';
import { createTicket, listTickets, memberTicket, submitFeedback } from './service.service';

const tags = ['service'];
const act = { 200: envelopeSchema(ticketActResult) };

/**
 * The members' ticket calls (`ServicePath`) and the visitors' feedback. Every member call reads
 * only the caller's tickets (23001 for anyone else's: IDOR tests).
 */
export const serviceRoutes: FastifyPluginAsyncZod<{
  deps: ServiceDeps;
  requireAuth: ReturnType<typeof makeRequireAuth>;
}> = async (app, { deps, requireAuth }) => {
  const member = { preHandler: requireAuth };
  app.post(
    ServicePath.create,
    {
      ...member,
      schema: {
        tags,
        summary: '提交客服工单（23003 订单不属于本人，23004 附件无效）',
        body: ticketCreateBody,
        response: act,
      },
    },
    async (req) => ok(await createTicket(deps, req.member!, req.body)),
  );
  app.post(
    ServicePath.feedback,
    {
      preHandler: makeOptionalAuth(requireAuth),
      schema: {
        tags,
        summary: '意见反馈（游客与会员；10029 提交过于频繁）',
        body: feedbackBody,
        response: act,
      },
    },
    async (req) =>
      ok(await submitFeedback(deps, req.body, { memberId: req.member?.userId, ip: req.ip })),
  );
  app.post(
    ServicePath.list,
    {
      ...member,
      schema: {
        tags,
        summary: '我的工单（最新在前）',
        body: ticketListBody,
        response: { 200: envelopeSchema(ticketListResult) },
      },
    },
    async (req) => ok(await listTickets(deps, req.member!.userId, req.body)),
  );
  app.post(
    ServicePath.detail,
    {
      ...member,
      schema: {
        tags,
        summary: '工单详情与回复（23001）',
        body: ticketDetailBody,
        response: { 200: envelopeSchema(ticketDetail) },
      },
    },
    async (req) => ok(await memberTicket(deps, req.member!.userId, req.body.ticketNo)),
  );
  app.post(
    ServicePath.reply,
    {
      ...member,
      schema: {
        tags,
        summary: '回复工单（待您回复 → 处理中；23001/23002/23004）',
        body: ticketReplyBody,
        response: act,
      },
    },
    async (req) => ok(await memberReply(deps, req.member!.userId, req.body)),
  );
  app.post(
    ServicePath.close,
    {
      ...member,
      schema: {
        tags,
        summary: '关闭并评价已解决的工单（1–5 星；23002）',
        body: ticketCloseBody,
        response: act,
      },
    },
    async (req) => ok(await closeTicket(deps, req.member!.userId, req.body)),
  );
};
