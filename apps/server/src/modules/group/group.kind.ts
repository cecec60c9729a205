import type { FastifyInstance } from 'fastify';
import { GroupPath } from '@lvxing/shared';
import { FLIGHT_SALES_CLOSE_MINUTES } from '../flight/flight-rules';
import type { KindContext, KindModule } from '../orders/kind-module';
import type { RateLimits } from '../../plugins/rate-limits';
import type { RequireStaff } from '../staff/staff.guard';
import type { GroupDeps } from './group.deps';
import { completePaidBalances, expireQuotes } from './group.jobs';
import { groupProduct } from './group.product';
import { groupRoutes } from './group.routes';
import { groupStaffRoutes } from './group-staff.routes';

/**
 * Group travel (团队游 / 团建): requests priced at once from the site's fares, quoted by an
 * adviser in versions, paid as one order with a 定金 then a 尾款 line. Its calls need the app's
 * limits and staff guard, so `app.ts` registers them with {@link registerGroup}.
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
  jobs: [(ctx) => expireQuotes(ctx.orders), (ctx) => completePaidBalances(ctx.orders)],
};

/** Registers the group calls: the spec's customize call, the member's and the staff's. */
export async function registerGroup(
  app: FastifyInstance,
  opts: { ctx: KindContext; limits: RateLimits; requireStaff: RequireStaff },
): Promise<void> {
  const { ctx } = opts;
  const deps: GroupDeps = {
    ...ctx.orders,
    limits: opts.limits,
    flight: {
      db: ctx.orders.db,
      now: ctx.orders.now,
      saleWindowDays: ctx.config.flightSaleWindowDays,
      salesCloseMinutes: FLIGHT_SALES_CLOSE_MINUTES,
    },
  };
  await app.register(groupRoutes, { deps, requireAuth: ctx.requireAuth });
  await app.register(groupStaffRoutes, { deps, requireStaff: opts.requireStaff });
}
