import { TransferPath } from '@lvxing/shared';
import type { KindContext, KindModule } from '../orders/kind-module';
import type { TransferDeps } from './transfer.deps';
import { TRANSFER_JOBS } from './transfer.jobs';
import { transferProduct } from './transfer.product';
import { transferRoutes } from './transfer.routes';
import { TRANSFER_RULE_DEFINITIONS, seedTransferRules } from './transfer-rules';

/** The transfer calls' parts from the app's: the order core and `TRANSFER_DISPATCH_DELAY_MS`. */
const transferDeps = (ctx: KindContext): TransferDeps => ({
  ...ctx.orders,
  dispatchDelayMs: ctx.config.transferDispatchDelayMs,
});

/**
 * Car transfers (接送机 / 接送站, 接送车): a flight or train of the site's own schedules, a place
 * of the same city (the hotel catalog's landmarks and hotels), a fixed all-in price by distance
 * and class, and the order's life after payment with the sandbox dispatch's driver card.
 */
export const transferKind: KindModule = {
  kind: 'TRANSFER',
  rules: TRANSFER_RULE_DEFINITIONS,
  product: transferProduct,
  orderPaths: {
    detail: TransferPath.orderDetail,
    search: TransferPath.orderSearch,
    cancel: TransferPath.orderCancel,
    refund: TransferPath.orderRefund,
  },
  seed: seedTransferRules,
  async register(app, ctx) {
    await app.register(transferRoutes, {
      deps: transferDeps(ctx),
      requireAuth: ctx.requireAuth,
    });
  },
  jobs: TRANSFER_JOBS.map((job) => (ctx: KindContext) => job(transferDeps(ctx))),
};
