import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  staffCooperationDetailBody,
  staffCooperationDetailResult,
  staffCooperationItem,
  staffCooperationListBody,
  staffCooperationListResult,
  staffCooperationMoveBody,
  StaffCooperationPath,
  staffCustomQuoteBody,
  customQuoteView,
  type StaffRole,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import { staffOf, type RequireStaff } from '../staff/staff.guard';
import {
  detailForStaff,
  listForStaff,
  moveForStaff,
  type CooperationStaffDeps,
} from './cooperation-staff.service';
import { quoteForStaff } from './custom-quote.service';

const tags = ['staff'];
/** Who follows cooperation requests up: 运营 and 管理员 (客服 answer 30003). */
const COOPERATION_ROLES: readonly StaffRole[] = ['OPERATIONS', 'ADMIN'];

/**
 * The staff console's cooperation calls (issue 27, `StaffCooperationPath`): list, detail and
 * state moves of 公务出行 / 企业商旅 requests. Each passes `requireStaff` (30002 no staff session,
 * a member's token included; 30003 role not allowed); a move commits with its audit row.
 */
export const cooperationStaffRoutes: FastifyPluginAsyncZod<{
  deps: CooperationStaffDeps;
  requireStaff: RequireStaff;
}> = async (app, { deps, requireStaff }) => {
  const preHandler = requireStaff(COOPERATION_ROLES);

  app.post(
    StaffCooperationPath.list,
    {
      preHandler,
      schema: {
        tags,
        summary: '合作申请列表（运营、管理员）：按类型、状态、单位名称或编号筛选，含各状态数量',
        body: staffCooperationListBody,
        response: { 200: envelopeSchema(staffCooperationListResult) },
      },
    },
    async (req) => ok(await listForStaff(deps, req.body, staffOf(req).role)),
  );

  app.post(
    StaffCooperationPath.detail,
    {
      preHandler,
      schema: {
        tags,
        summary: '合作申请详情与处理记录（运营、管理员；30010 申请不存在）',
        body: staffCooperationDetailBody,
        response: { 200: envelopeSchema(staffCooperationDetailResult) },
      },
    },
    async (req) => ok(await detailForStaff(deps, req.body.requestNo, staffOf(req).role)),
  );

  app.post(
    StaffCooperationPath.move,
    {
      preHandler,
      schema: {
        tags,
        summary:
          '处理合作申请：已提交→已受理→洽谈中→已签约/未合作（已受理也可→未合作），填写处理备注，写入审计日志（30010/30011）',
        body: staffCooperationMoveBody,
        response: { 200: envelopeSchema(staffCooperationItem) },
      },
    },
    async (req) => {
      const actor = { staffId: staffOf(req).staffId, ip: req.ip };
      return ok(await moveForStaff(deps, req.body, actor, staffOf(req).role));
    },
  );

  app.post(
    StaffCooperationPath.quote,
    {
      preHandler,
      schema: {
        tags,
        summary:
          '定制游报价（运营、管理员）：成人/儿童单价、有效期与方案说明，生成新版本，已受理的申请转为洽谈中，写入审计日志（30010/25008）',
        body: staffCustomQuoteBody,
        response: { 200: envelopeSchema(customQuoteView) },
      },
    },
    async (req) => {
      const actor = { staffId: staffOf(req).staffId, ip: req.ip };
      return ok(await quoteForStaff(deps, req.body, actor));
    },
  );
};
