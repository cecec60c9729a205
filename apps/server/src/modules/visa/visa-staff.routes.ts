import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  StaffVisaPath,
  envelopeSchema,
  staffVisaCaseBody,
  staffVisaCaseDetail,
  staffVisaCaseListBody,
  staffVisaCaseListResult,
  staffVisaCaseMoveBody,
  staffVisaItemReviewBody,
  visaCaseResult,
  type StaffRole,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import { staffOf, type RequireStaff } from '../staff/staff.guard';
import type { Actor } from '../staff/staff-orders.service';
import { caseDetail, caseList, moveCaseByStaff, reviewItem } from './visa-staff.service';
import type { VisaDeps } from './visa.deps';

const tags = ['staff'];
/** Who works visa cases: 运营 and 管理员 (客服 answer 30003). */
const VISA_ROLES: readonly StaffRole[] = ['OPERATIONS', 'ADMIN'];

const actorOf = (req: FastifyRequest): Actor => ({ staffId: staffOf(req).staffId, ip: req.ip });

/**
 * The staff's visa case calls (`StaffVisaPath`), each behind `requireStaff` (30002, 30003); the
 * review and the moves are committed with their audit rows.
 */
export const visaStaffRoutes: FastifyPluginAsyncZod<{
  deps: VisaDeps;
  requireStaff: RequireStaff;
}> = async (app, { deps, requireStaff }) => {
  const preHandler = requireStaff(VISA_ROLES);
  const act = { 200: envelopeSchema(visaCaseResult) };

  app.post(
    StaffVisaPath.caseList,
    {
      preHandler,
      schema: {
        tags,
        summary: '签证办理列表（运营、管理员）：按状态筛选，含各状态数量',
        body: staffVisaCaseListBody,
        response: { 200: envelopeSchema(staffVisaCaseListResult) },
      },
    },
    async (req) => ok(await caseList(deps, req.body)),
  );
  app.post(
    StaffVisaPath.caseDetail,
    {
      preHandler,
      schema: {
        tags,
        summary: '签证办理详情：申请人（证件号脱敏）、材料与文件、办理记录（27006 不存在）',
        body: staffVisaCaseBody,
        response: { 200: envelopeSchema(staffVisaCaseDetail) },
      },
    },
    async (req) => ok(await caseDetail(deps, req.body.applicantId)),
  );
  app.post(
    StaffVisaPath.itemReview,
    {
      preHandler,
      schema: {
        tags,
        summary: '审核签证材料：通过或退回补充',
        body: staffVisaItemReviewBody,
        response: act,
      },
    },
    async (req) => ok(await reviewItem(deps, actorOf(req), req.body)),
  );
  app.post(
    StaffVisaPath.caseMove,
    {
      preHandler,
      schema: {
        tags,
        summary: '推进签证办理状态（27005 不允许的变更）',
        body: staffVisaCaseMoveBody,
        response: act,
      },
    },
    async (req) => ok(await moveCaseByStaff(deps, actorOf(req), req.body)),
  );
};
