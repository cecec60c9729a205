import { ApiPath } from '@lvxing/shared';
import type { KindContext, KindModule } from '../orders/kind-module';
import type { OrderDeps } from '../orders/order.deps';
import { getCatalog } from './catalog';
import type { FlightDeps } from './flight.deps';
import { seedTaxRules } from './flight-inventory.repository';
import { flightBookPageData } from './flight-page-data';
import {
  FLIGHT_RULE_DEFINITIONS,
  FLIGHT_SALES_CLOSE_MINUTES,
  seedFlightRules,
} from './flight-rules';
import { flightProduct } from './flight.product';
import { flightRoutes } from './flight.routes';
import { flightChangeRoutes } from './flight-change.routes';

/** The flight calls' dependencies: the order core's plus the sale window and sales close. */
function flightDeps(ctx: KindContext): FlightDeps & OrderDeps {
  return {
    ...ctx.orders,
    saleWindowDays: ctx.config.flightSaleWindowDays,
    salesCloseMinutes: FLIGHT_SALES_CLOSE_MINUTES,
  };
}

/** Flights (机票): OpenFlights routes with generated schedules, vendors' offers, ticketing. */
export const flightKind: KindModule = {
  kind: 'FLIGHT',
  rules: FLIGHT_RULE_DEFINITIONS,
  product: flightProduct,
  orderPaths: {
    detail: ApiPath.planeOrderDetail,
    search: ApiPath.planeOrderSearch,
    cancel: ApiPath.planeOrderCancel,
    refund: ApiPath.planeOrderRefund,
  },
  async seed(db) {
    await seedTaxRules(db);
    await seedFlightRules(db);
  },
  warm: () => void getCatalog(),
  async register(app, ctx) {
    await app.register(flightRoutes, { deps: flightDeps(ctx), requireAuth: ctx.requireAuth });
    await app.register(flightChangeRoutes, {
      deps: flightDeps(ctx),
      requireAuth: ctx.requireAuth,
    });
  },
  pageData: (ctx) => ({ '/ticket/book': (query) => flightBookPageData(flightDeps(ctx), query) }),
};
