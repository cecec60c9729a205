import { ApiPath } from '@lvxing/shared';
import type { KindModule } from '../orders/kind-module';
import { getBusCatalog } from './catalog';
import { BUS_RULE_DEFINITIONS, seedBusRules } from './bus-rules';
import { busProduct } from './bus.product';
import { busRoutes } from './bus.routes';

/** Coaches (汽车票): NBS prefecture cities, generated stations and departures, seat maps. */
export const busKind: KindModule = {
  kind: 'BUS',
  rules: BUS_RULE_DEFINITIONS,
  product: busProduct,
  orderPaths: {
    detail: ApiPath.busOrderDetail,
    search: ApiPath.busOrderSearch,
    cancel: ApiPath.busOrderCancel,
    refund: ApiPath.busOrderRefund,
  },
  seed: seedBusRules,
  warm: () => void getBusCatalog(),
  async register(app, ctx) {
    await app.register(busRoutes, {
      deps: { ...ctx.orders, saleWindowDays: ctx.config.busSaleWindowDays },
      requireAuth: ctx.requireAuth,
    });
  },
};
