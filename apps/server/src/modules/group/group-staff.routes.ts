import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  groupActResult,
  groupRequestNoBody,
  staffGroupCloseBody,
  StaffGroupPath,
  staffGroupQueueBody,
  staffGroupQueueResult,
  staffGroupQuoteBody,
  type StaffRole,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import { staffOf, type RequireStaff } from '../staff/staff.guard';
import type { Actor } from '../staff/staff-orders.service';
import type { GroupDeps } from './group.deps';
import { acceptGroup, balanceDue, closeGroup, groupQueue, quoteGroup } from './group-staff.service';

const tags = ['staff'];
/** Who works the group queue: 运营 and 管理员 (客服 answer 30003). */
const GROUP_ROLES: readonly StaffRole[] = ['OPERATIONS', 'ADMIN'];

const actorOf = (req: Parameters<typeof staffOf>[0]): Actor => ({
  staffId: staffOf(req).staffId,
  ip: req.ip,
});

/**
 * The staff's group calls (`StaffGroupPath`): the queue and its acts (受理, 报价, 关闭, 通知付尾款),
 * each behind `requireStaff` (30002 no staff session, a member's token included; 30003 role) and
 * each act committed with its audit row.
 */
export const groupStaffRoutes: FastifyPluginAsyncZod<{
  deps: GroupDeps;
  requireStaff: RequireStaff;
}> = async (app, { deps, requireStaff }) => {
  const preHandler = requireStaff(GROUP_ROLES);
  const act = { 200: envelopeSchema(groupActResult) };

  app.post(
    StaffGroupPath.queue,
    {
      preHandler,
      schema: {
        tags,
        summary: '团队申请队列（运营、管理员）：按状态、手机号筛选，含各状态数量与提交时间',
        body: staffGroupQueueBody,
        response: { 200: envelopeSchema(staffGroupQueueResult) },
      },
    },
    async (req) => ok(await groupQueue(deps, req.body)),
  );
  app.post(
    StaffGroupPath.accept,
    {
      preHandler,
      schema: { tags, summary: '受理团队申请', body: groupRequestNoBody, response: act },
    },
    async (req) => ok(await acceptGroup(deps, actorOf(req), req.body.requestNo)),
  );
  app.post(
    StaffGroupPath.quote,
    {
      preHandler,
      schema: {
        tags,
        summary: '团队报价（新版本取代旧版本）',
        body: staffGroupQuoteBody,
        response: act,
      },
    },
    async (req) => ok(await quoteGroup(deps, actorOf(req), req.body)),
  );
  app.post(
    StaffGroupPath.close,
    {
      preHandler,
      schema: { tags, summary: '关闭团队申请', body: staffGroupCloseBody, response: act },
    },
    async (req) => ok(await closeGroup(deps, actorOf(req), req.body)),
  );
  app.post(
    StaffGroupPath.balance,
    {
      preHandler,
      schema: {
        tags,
        summary: '通知付尾款（生成尾款支付单）',
        body: groupRequestNoBody,
        response: act,
      },
    },
    async (req) => ok(await balanceDue(deps, actorOf(req), req.body.requestNo)),
  );
};
