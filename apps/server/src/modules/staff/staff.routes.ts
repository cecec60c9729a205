import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditListBody,
  auditListResult,
  envelopeSchema,
  staffCreateBody,
  staffCreateResult,
  staffDisableBody,
  staffEmptyBody,
  staffListBody,
  staffListResult,
  staffLoginBody,
  staffLoginResult,
  StaffPath,
  staffRoleChangeBody,
  staffView,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import { readAudit } from './audit.service';
import { changeStaffRole, createStaff, disableStaff, listStaff } from './staff-account.service';
import type { StaffDeps } from './staff.deps';
import { ANY_STAFF_ROLE, staffOf, type RequireStaff } from './staff.guard';
import { staffLogin } from './staff-login.service';
import { logoutStaff } from './staff-session.service';
import { toStaffView } from './staff-view';

const tags = ['staff'];
const ADMIN = ['ADMIN'] as const;

/**
 * The staff calls (issue 27), `StaffPath` in packages/shared. Login is open; every other call
 * passes `requireStaff` with its roles (any role: logout, me; ADMIN: the account calls; ADMIN
 * and OPERATIONS: the audit log). Staff sessions travel in the `staff-token` header.
 */
export const staffRoutes: FastifyPluginAsyncZod<{
  deps: StaffDeps;
  requireStaff: RequireStaff;
}> = async (app, { deps, requireStaff }) => {
  const post = { tags };
  app.post(
    StaffPath.login,
    {
      schema: {
        ...post,
        summary: '员工登录：登录名 + 密码 + 动态验证码 → 员工会话（30001/30004/30005/30009）',
        body: staffLoginBody,
        response: { 200: envelopeSchema(staffLoginResult) },
      },
    },
    async (req) => ok(await staffLogin(deps, req.body, req.ip)),
  );

  app.post(
    StaffPath.logout,
    {
      schema: {
        ...post,
        summary: '员工退出登录：结束本会话',
        body: staffEmptyBody,
        response: { 200: envelopeSchema(z.null()) },
      },
      preHandler: requireStaff(ANY_STAFF_ROLE),
    },
    async (req) => {
      await logoutStaff(deps, staffOf(req), req.ip);
      return ok(null);
    },
  );

  app.post(
    StaffPath.me,
    {
      schema: {
        ...post,
        summary: '当前员工',
        body: staffEmptyBody,
        response: { 200: envelopeSchema(staffView) },
      },
      preHandler: requireStaff(ANY_STAFF_ROLE),
    },
    async (req) => ok(toStaffView(staffOf(req).row)),
  );

  app.post(
    StaffPath.list,
    {
      schema: {
        ...post,
        summary: '员工列表（管理员）',
        body: staffListBody,
        response: { 200: envelopeSchema(staffListResult) },
      },
      preHandler: requireStaff(ADMIN),
    },
    async (req) => ok(await listStaff(deps, req.body.page, req.body.pageSize)),
  );

  app.post(
    StaffPath.create,
    {
      schema: {
        ...post,
        summary: '创建员工账号（管理员）：返回一次绑定动态验证码的 otpauth 地址',
        body: staffCreateBody,
        response: { 200: envelopeSchema(staffCreateResult) },
      },
      preHandler: requireStaff(ADMIN),
    },
    async (req) => ok(await createStaff(deps, req.body, actorOf(req))),
  );

  app.post(
    StaffPath.roleChange,
    {
      schema: {
        ...post,
        summary: '修改员工角色（管理员）',
        body: staffRoleChangeBody,
        response: { 200: envelopeSchema(staffView) },
      },
      preHandler: requireStaff(ADMIN),
    },
    async (req) => ok(await changeStaffRole(deps, actorOf(req), req.body.staffId, req.body.role)),
  );

  app.post(
    StaffPath.disable,
    {
      schema: {
        ...post,
        summary: '停用员工账号（管理员）：同时结束其会话',
        body: staffDisableBody,
        response: { 200: envelopeSchema(staffView) },
      },
      preHandler: requireStaff(ADMIN),
    },
    async (req) => ok(await disableStaff(deps, actorOf(req), req.body.staffId)),
  );

  app.post(
    StaffPath.auditList,
    {
      schema: {
        ...post,
        summary: '审计日志（管理员、运营；非管理员看到的个人信息已脱敏）',
        body: auditListBody,
        response: { 200: envelopeSchema(auditListResult) },
      },
      preHandler: requireStaff(['ADMIN', 'OPERATIONS']),
    },
    async (req) => ok(await readAudit(deps, req.body, staffOf(req).role)),
  );
};

/** The acting staff member and address of a request that passed `requireStaff`. */
function actorOf(req: Parameters<typeof staffOf>[0]) {
  return { staffId: staffOf(req).staffId, ip: req.ip };
}
