import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  staffHotelActResult,
  staffHotelConfirmBody,
  staffHotelNoRoomBody,
  StaffHotelPath,
  staffHotelQueueBody,
  staffHotelQueueResult,
  staffOrderLookupBody,
  staffOrderLookupResult,
  StaffOrderPath,
  type StaffRole,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import { hotelQueue } from '../hotel/hotel-staff.service';
import type { OrderDeps } from '../orders/order.deps';
import { ANY_STAFF_ROLE, staffOf, type RequireStaff } from './staff.guard';
import {
  confirmHotelOrder,
  lookupOrdersAudited,
  rejectHotelOrder,
  type Actor,
} from './staff-orders.service';

const tags = ['staff'];
/** Who works the hotel queue: 运营 and 管理员 (客服 answer 30003). */
const QUEUE_ROLES: readonly StaffRole[] = ['OPERATIONS', 'ADMIN'];

/** The acting staff member and address of a request that passed `requireStaff`. */
const actorOf = (req: Parameters<typeof staffOf>[0]): Actor => ({
  staffId: staffOf(req).staffId,
  ip: req.ip,
});

/**
 * The staff's order calls (issue 27, `StaffHotelPath` and `StaffOrderPath` in packages/shared):
 * the 人工确认 hotel queue and its two acts (运营, 管理员), and the order look-up (any role).
 * Each passes `requireStaff` with its roles (30002 no staff session, a member's token included;
 * 30003 role not allowed); each act commits with its audit row or not at all.
 */
export const staffOrderRoutes: FastifyPluginAsyncZod<{
  orders: OrderDeps;
  requireStaff: RequireStaff;
}> = async (app, { orders, requireStaff }) => {
  const queueCall = { preHandler: requireStaff(QUEUE_ROLES) };
  const actResult = { 200: envelopeSchema(staffHotelActResult) };

  app.post(
    StaffHotelPath.queue,
    {
      ...queueCall,
      schema: {
        tags,
        summary:
          '人工确认酒店订单队列（运营、管理员）：按城市、酒店名、是否超时筛选，含总数与超时数',
        body: staffHotelQueueBody,
        response: { 200: envelopeSchema(staffHotelQueueResult) },
      },
    },
    async (req) => ok(await hotelQueue(orders, req.body)),
  );

  app.post(
    StaffHotelPath.confirm,
    {
      ...queueCall,
      schema: {
        tags,
        summary: '确认酒店订单（运营、管理员）：填写酒店确认号，待确认 → 已确认（15001/15002）',
        body: staffHotelConfirmBody,
        response: actResult,
      },
    },
    async (req) => ok(await confirmHotelOrder(orders, actorOf(req), req.body)),
  );

  app.post(
    StaffHotelPath.noRoom,
    {
      ...queueCall,
      schema: {
        tags,
        summary: '酒店订单确认无房（运营、管理员）：取消并全额退款（15001/15002）',
        body: staffHotelNoRoomBody,
        response: actResult,
      },
    },
    async (req) => ok(await rejectHotelOrder(orders, actorOf(req), req.body.orderNo)),
  );

  app.post(
    StaffOrderPath.lookup,
    {
      schema: {
        tags,
        summary:
          '查询订单（客服、运营、管理员）：按订单号或联系人手机号，含订单时间线；证件号、手机号已脱敏',
        body: staffOrderLookupBody,
        response: { 200: envelopeSchema(staffOrderLookupResult) },
      },
      preHandler: requireStaff(ANY_STAFF_ROLE),
    },
    async (req) => ok({ items: await lookupOrdersAudited(orders, actorOf(req), req.body) }),
  );
};
