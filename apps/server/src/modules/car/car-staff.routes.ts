import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  StaffCarPath,
  envelopeSchema,
  staffCarSettleBody,
  staffCarSettleResult,
  type StaffRole,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import { staffOf, type RequireStaff } from '../staff/staff.guard';
import type { CarDeps } from './car.deps';
import { settleByStaff } from './car-settle.service';

/** Who settles rentals: 运营 and 管理员 (客服 answer 30003). */
const SETTLE_ROLES: readonly StaffRole[] = ['OPERATIONS', 'ADMIN'];

/**
 * The staff's rental calls (`StaffCarPath`), behind `requireStaff` (30002, 30003): the
 * settlement of a returned rental, committed with its audit row.
 */
export const carStaffRoutes: FastifyPluginAsyncZod<{
  deps: CarDeps;
  requireStaff: RequireStaff;
}> = async (app, { deps, requireStaff }) => {
  app.post(
    StaffCarPath.settle,
    {
      preHandler: requireStaff(SETTLE_ROLES),
      schema: {
        tags: ['staff'],
        summary:
          '租车还车结算（运营、管理员）：超时、油费、车损等费用从车辆押金扣除，余额解冻，订单已完成（15001 订单不存在，15002 不是待结算的租车订单）',
        body: staffCarSettleBody,
        response: { 200: envelopeSchema(staffCarSettleResult) },
      },
    },
    async (req) => {
      const actor = { staffId: staffOf(req).staffId, ip: req.ip };
      return ok(await settleByStaff(deps, actor, req.body));
    },
  );
};
