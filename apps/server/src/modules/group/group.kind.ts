import type { FastifyInstance } from 'fastify';
import { GroupPath } from '@lvxing/shared';
import { FLIGHT_SALES_CLOSE_MINUTES } from '../flight/flight-rules';
import type { KindModule, StaffKindContext } from '../orders/kind-module';
import type { GroupDeps } from './group.deps';
import { completePaidBalances, expireQuotes } from './group.jobs';
import { groupProduct } from './group.product';
import { groupRoutes } from './group.routes';
import { groupStaffRoutes } from './group-staff.routes';

/**
 * Group travel (团队游 / 团建): requests priced at once from the site's fares, quoted by an
 * adviser in versions, paid as one order with a 定金 then a 尾款 line. Its calls need the staff
 * guard, so they are registered with the console (`registerWithStaff`).
 */
export const groupKind: KindModule = {
  kind: 'GROUP',
  product: groupProduct,
  orderPaths: {
    detail: GroupPath.orderDetail,
    search: GroupPath.orderSearch,
    cancel: GroupPath.orderCancel,
    refund: GroupPath.orderRefund,
  },
  seed: async () => {},
  register: async () => {},
  registerWithStaff: registerGroup,
  jobs: [(ctx) => expireQuotes(ctx.orders), (ctx) => completePaidBalances(ctx.orders)],
};

/** Registers the group calls: the spec's customize call, the member's and the staff's. */
async function registerGroup(app: FastifyInstance, ctx: StaffKindContext): Promise<void> {
  const deps: GroupDeps = {
    ...ctx.orders,
    limits: ctx.limits,
    flight: {
      db: ctx.orders.db,
      now: ctx.orders.now,
      saleWindowDays: ctx.config.flightSaleWindowDays,
      salesCloseMinutes: FLIGHT_SALES_CLOSE_MINUTES,
    },
  };
  await app.register(groupRoutes, { deps, requireAuth: ctx.requireAuth });
  await app.register(groupStaffRoutes, { deps, requireStaff: ctx.requireStaff });
}
