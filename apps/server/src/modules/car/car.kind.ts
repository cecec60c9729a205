import { CarPath } from '@lvxing/shared';
import type { KindContext, KindModule } from '../orders/kind-module';
import { getCarCatalog } from './catalog';
import { CAR_JOBS } from './car.jobs';
import { carProduct } from './car.product';
import { carSearchPageData } from './car-page-data';
import { carRoutes } from './car.routes';
import { carStaffRoutes } from './car-staff.routes';
import { CAR_RULE_DEFINITIONS, seedCarRules } from './car-rules';

/**
 * Cars (用车), self-drive rental: stores at the 60 largest cities' airports, stations and in
 * town, sample suppliers, real models per class and fleets (示例数据), the dated price, driver,
 * cancel and deposit rules, the search, the booking (a car taken from its counter's running
 * balance), the deposits held through the payment holds, and the order's life after payment.
 */
export const carKind: KindModule = {
  kind: 'CAR',
  rules: CAR_RULE_DEFINITIONS,
  product: carProduct,
  orderPaths: {
    detail: CarPath.orderDetail,
    search: CarPath.orderSearch,
    cancel: CarPath.orderCancel,
    refund: CarPath.orderRefund,
  },
  seed: seedCarRules,
  warm: () => void getCarCatalog(),
  async register(app, ctx) {
    await app.register(carRoutes, { deps: ctx.orders, requireAuth: ctx.requireAuth });
  },
  // the console's settlement of a returned rental
  registerWithStaff: async (app, ctx) => {
    await app.register(carStaffRoutes, { deps: ctx.orders, requireStaff: ctx.requireStaff });
  },
  pageData: (ctx) => ({ '/car': (query) => carSearchPageData(ctx.orders, query) }),
  jobs: CAR_JOBS.map((job) => (ctx: KindContext) => job(ctx.orders)),
};
