import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  staffHotelActResult,
  StaffHotelCorrectionPath,
  stayCheckQueueBody,
  stayCheckQueueResult,
  stayCorrectionBody,
  type StaffRole,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import type { OrderDeps } from '../orders/order.deps';
import { staffOf, type RequireStaff } from '../staff/staff.guard';
import {
  markStayed,
  markStayNoShow,
  stayCheckQueue,
  type AppendAudit,
} from './hotel-corrections.service';

const tags = ['staff'];
/** Who corrects stays: 运营 and 管理员 (客服 answer 30003). */
const ROLES: readonly StaffRole[] = ['OPERATIONS', 'ADMIN'];

/**
 * The staff's check-in and no-show corrections (issue 27, `StaffHotelCorrectionPath`): the
 * queue of stays to check and the two corrections. Each passes `requireStaff` (30002 no staff
 * session, a member's token included; 30003 role); each correction commits with its audit row.
 */
export const hotelCorrectionRoutes: FastifyPluginAsyncZod<{
  orders: OrderDeps;
  requireStaff: RequireStaff;
  appendAudit: AppendAudit;
}> = async (app, { orders, requireStaff, appendAudit }) => {
  const deps = { db: orders.db, now: orders.now, appendAudit };
  const preHandler = requireStaff(ROLES);
  const actorOf = (req: Parameters<typeof staffOf>[0]) => ({
    staffId: staffOf(req).staffId,
    ip: req.ip,
  });
  const actResult = { 200: envelopeSchema(staffHotelActResult) };

  app.post(
    StaffHotelCorrectionPath.queue,
    {
      preHandler,
      schema: {
        tags,
        summary: '入住核对队列（运营、管理员）：近 N 天标记未入住、按日期自动入住的酒店订单',
        body: stayCheckQueueBody,
        response: { 200: envelopeSchema(stayCheckQueueResult) },
      },
    },
    async (req) => ok(await stayCheckQueue(orders, req.body)),
  );

  app.post(
    StaffHotelCorrectionPath.markStayed,
    {
      preHandler,
      schema: {
        tags,
        summary: '更正为已入住（运营、管理员）：未入住 → 已入住，填写原因（15001/15002）',
        body: stayCorrectionBody,
        response: actResult,
      },
    },
    async (req) => ok(await markStayed(deps, actorOf(req), req.body)),
  );

  app.post(
    StaffHotelCorrectionPath.markNoShow,
    {
      preHandler,
      schema: {
        tags,
        summary: '更正为未入住（运营、管理员）：已入住 → 未入住，按未入住规则不退款（15001/15002）',
        body: stayCorrectionBody,
        response: actResult,
      },
    },
    async (req) => ok(await markStayNoShow(deps, actorOf(req), req.body)),
  );
};
