import { ApiPath } from '@lvxing/shared';
import type { KindModule } from '../orders/kind-module';
import { getTrainCatalog } from './catalog/catalog';
import { seedTrainRules } from './train-rules';
import { TRAIN_RULE_DEFINITIONS } from './train-rule-definitions';
import { trainProduct } from './train.product';
import { trainRoutes } from './train.routes';

/** Trains (火车票): 12306 stations and timetables, segment inventory, seat picking. */
export const trainKind: KindModule = {
  kind: 'TRAIN',
  rules: TRAIN_RULE_DEFINITIONS,
  product: trainProduct,
  orderPaths: {
    detail: ApiPath.trainOrderDetail,
    search: ApiPath.trainOrderSearch,
    cancel: ApiPath.trainOrderCancel,
    refund: ApiPath.trainOrderRefund,
  },
  seed: seedTrainRules,
  warm: () => void getTrainCatalog(),
  async register(app, ctx) {
    await app.register(trainRoutes, {
      deps: { ...ctx.orders, trainSaleWindowDays: ctx.config.trainSaleWindowDays },
      requireAuth: ctx.requireAuth,
    });
  },
};
