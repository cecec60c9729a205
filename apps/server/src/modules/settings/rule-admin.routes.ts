import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  staffRuleItem,
  staffRuleListBody,
  staffRuleListResult,
  staffRuleScheduleBody,
  staffRuleWithdrawBody,
  StaffRulePath,
  type StaffRole,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import { staffOf, type RequireStaff } from '../staff/staff.guard';
import { listRules, scheduleRule, withdrawRule, type RuleAdminDeps } from './rule-admin.service';

const tags = ['staff'];
/** Dated rules are the 管理员's (issue 27): 客服 and 运营 answer 30003, a member's token 30002. */
const RULE_ROLES: readonly StaffRole[] = ['ADMIN'];

/**
 * The 管理员's calls on dated rules (`StaffRulePath`): list, schedule a new version from a later
 * day, withdraw one not yet in effect. Each change commits with its audit row.
 */
export const ruleAdminRoutes: FastifyPluginAsyncZod<{
  deps: RuleAdminDeps;
  requireStaff: RequireStaff;
}> = async (app, { deps, requireStaff }) => {
  const preHandler = requireStaff(RULE_ROLES);
  const actorOf = (req: Parameters<typeof staffOf>[0]) => ({
    staffId: staffOf(req).staffId,
    ip: req.ip,
  });

  app.post(
    StaffRulePath.list,
    {
      preHandler,
      schema: {
        tags,
        summary: '规则列表（管理员）：各业务可调整的规则及其历史、现行与待生效版本',
        body: staffRuleListBody,
        response: { 200: envelopeSchema(staffRuleListResult) },
      },
    },
    async () => ok(await listRules(deps)),
  );

  app.post(
    StaffRulePath.schedule,
    {
      preHandler,
      schema: {
        tags,
        summary:
          '安排规则新版本（管理员）：自明天起三年内的某日生效，现行版本不变；内容按规则格式校验，写入审计日志（30012–30015）',
        body: staffRuleScheduleBody,
        response: { 200: envelopeSchema(staffRuleItem) },
      },
    },
    async (req) => ok(await scheduleRule(deps, req.body, actorOf(req))),
  );

  app.post(
    StaffRulePath.withdraw,
    {
      preHandler,
      schema: {
        tags,
        summary: '撤回尚未生效的规则版本（管理员），写入审计日志（30012、30016）',
        body: staffRuleWithdrawBody,
        response: { 200: envelopeSchema(staffRuleItem) },
      },
    },
    async (req) => ok(await withdrawRule(deps, req.body, actorOf(req))),
  );
};
