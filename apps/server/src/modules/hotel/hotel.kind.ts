import { ApiPath } from '@lvxing/shared';
import type { KindContext, KindModule } from '../orders/kind-module';
import { getHotelCatalog } from './catalog';
import type { HotelDeps } from './hotel.deps';
import { hotelBookingRoutes } from './hotel-booking.routes';
import { hotelDevRoutes } from './hotel-dev.routes';
import { HOTEL_RULE_DEFINITIONS, seedHotelRules } from './hotel-rules';
import { hotelSearchRoutes } from './hotel-search.routes';
import { hotelSearchPageData } from './hotel-page-data';
import { createSearchSnapshot, type SearchSnapshot } from './hotel-search-snapshot';
import { HOTEL_JOBS } from './hotel.jobs';
import { hotelProduct } from './hotel.product';

/** The hotel calls' parts from the app's: the order core and `HOTEL_CONFIRM_DELAY_MS`. */
const hotelDeps = (ctx: KindContext): HotelDeps => ({
  ...ctx.orders,
  confirmDelayMs: ctx.config.hotelConfirmDelayMs,
});

const snapshots = new WeakMap<KindContext, SearchSnapshot>();
/** The app's search snapshot: its search calls and the page data of /hotel read the same. */
function snapshotOf(ctx: KindContext): SearchSnapshot {
  let snapshot = snapshots.get(ctx);
  if (!snapshot) {
    snapshot = createSearchSnapshot(
      ctx.config.searchCacheMs,
      (cityCode) => getHotelCatalog().hotelsByCity.get(cityCode) ?? [],
    );
    snapshots.set(ctx, snapshot);
  }
  return snapshot;
}

/** Dev calls are on with the console SMS provider outside production (as in app.ts). */
const devCallsOn = (ctx: KindContext) =>
  ctx.config.smsProvider === 'console' && ctx.config.nodeEnv !== 'production';

/**
 * Hotels (酒店): a generated catalog on 80 real cities (示例数据), room nights held per night,
 * the stay's life after payment (confirmation, check-in, check-out, no-show) and reviews.
 */
export const hotelKind: KindModule = {
  kind: 'HOTEL',
  rules: HOTEL_RULE_DEFINITIONS,
  product: hotelProduct,
  orderPaths: {
    detail: ApiPath.hotelOrderDetail,
    search: ApiPath.hotelOrderSearch,
    cancel: ApiPath.hotelOrderCancel,
    refund: ApiPath.hotelOrderRefund,
  },
  seed: seedHotelRules,
  warm: () => void getHotelCatalog(),
  async register(app, ctx) {
    const deps = hotelDeps(ctx);
    const snapshot = snapshotOf(ctx);
    app.addHook('onClose', async () => snapshot.clear());
    await app.register(hotelSearchRoutes, { deps: { ...deps, snapshot } });
    await app.register(hotelBookingRoutes, { deps, requireAuth: ctx.requireAuth });
    if (devCallsOn(ctx)) await app.register(hotelDevRoutes, { deps });
  },
  pageData: (ctx) => ({
    '/hotel': (query) => hotelSearchPageData({ ...ctx.orders, snapshot: snapshotOf(ctx) }, query),
  }),
  jobs: HOTEL_JOBS.map((job) => (ctx: KindContext) => job(hotelDeps(ctx))),
};
