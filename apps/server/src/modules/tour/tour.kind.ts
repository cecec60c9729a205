import { TourPath } from '@lvxing/shared';
import type { KindContext, KindModule } from '../orders/kind-module';
import { getTourCatalog } from './catalog';
import type { TourDeps } from './tour.deps';
import { TOUR_JOBS } from './tour.jobs';
import { tourProduct } from './tour.product';
import { tourRoutes } from './tour.routes';
import { TOUR_RULE_DEFINITIONS, seedTourRules } from './tour-rules';

/** The tour calls' parts from the app's: the order core and `TOUR_CONFIRM_DELAY_MS`. */
const tourDeps = (ctx: KindContext): TourDeps => ({
  ...ctx.orders,
  confirmDelayMs: ctx.config.tourConfirmDelayMs,
  limits: ctx.limits,
});

/**
 * Tours (旅游): 跟团游, 自由行, 私家团 and 当地玩乐 generated on hand-entered real sights (示例数据),
 * departures whose places are held per date, the group's forming by the 旅游法 notice day, the
 * contract and the order's life after payment.
 */
export const tourKind: KindModule = {
  kind: 'TOUR',
  rules: TOUR_RULE_DEFINITIONS,
  product: tourProduct,
  orderPaths: {
    detail: TourPath.orderDetail,
    search: TourPath.orderSearch,
    cancel: TourPath.orderCancel,
    refund: TourPath.orderRefund,
  },
  seed: seedTourRules,
  warm: () => void getTourCatalog(),
  async register(app, ctx) {
    await app.register(tourRoutes, { deps: tourDeps(ctx), requireAuth: ctx.requireAuth });
  },
  jobs: TOUR_JOBS.map((job) => (ctx: KindContext) => job(tourDeps(ctx))),
};
