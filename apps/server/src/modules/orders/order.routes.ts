import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  orderDetailSchema,
  orderNoBody,
  orderSearchBody,
  orderSearchResult,
  orderStateSchema,
  refundBody,
  type ProductKind,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import type { makeRequireAuth } from '../../plugins/auth';
import type { OrderDeps } from './order.deps';
import { cancelOrder, getOrderDetail, requestRefund, searchOrders } from './order.service';

const tags = ['order'];

/** The four order paths of one product area (e.g. `/api/train/order/detail`). */
export interface OrderPaths {
  detail: string;
  search: string;
  cancel: string;
  refund: string;
}

/**
 * Order calls of one product area (flights, trains, buses share the code). They serve every
 * kind: detail, cancel and refund take any order number of the member; search lists the area's
 * `kind` unless the body names another kind or `ALL`.
 */
export const orderRoutes: FastifyPluginAsyncZod<{
  deps: OrderDeps;
  requireAuth: ReturnType<typeof makeRequireAuth>;
  paths: OrderPaths;
  kind: ProductKind;
}> = async (app, { deps, requireAuth, paths, kind }) => {
  app.addHook('preHandler', requireAuth);

  app.post(
    paths.detail,
    {
      schema: {
        tags,
        summary: '订单详情（仅本人订单）',
        body: orderNoBody,
        response: { 200: envelopeSchema(orderDetailSchema) },
      },
    },
    async (req) => ok(await getOrderDetail(deps, req.member!.userId, req.body.orderNo)),
  );

  app.post(
    paths.search,
    {
      schema: {
        tags,
        summary: '我的订单（分页，按状态分组）',
        body: orderSearchBody,
        response: { 200: envelopeSchema(orderSearchResult) },
      },
    },
    async (req) => {
      const wanted = req.body.kind ?? kind;
      return ok(
        await searchOrders(deps, req.member!.userId, {
          ...req.body,
          kind: wanted === 'ALL' ? undefined : wanted,
        }),
      );
    },
  );

  app.post(
    paths.cancel,
    {
      schema: {
        tags,
        summary: '取消未支付订单（释放座位）',
        body: orderNoBody,
        response: {
          200: envelopeSchema(z.object({ orderNo: z.string(), state: orderStateSchema })),
        },
      },
    },
    async (req) => ok(await cancelOrder(deps, req.member!.userId, req.body.orderNo)),
  );

  app.post(
    paths.refund,
    {
      schema: {
        tags,
        summary: '申请退票（按供应商退票规则收取手续费）',
        body: refundBody,
        response: {
          200: envelopeSchema(
            z.object({
              orderNo: z.string(),
              state: orderStateSchema,
              feeFen: z.number().int(),
              amountFen: z.number().int(),
            }),
          ),
        },
      },
    },
    async (req) =>
      ok(await requestRefund(deps, req.member!.userId, req.body.orderNo, req.body.reason)),
  );
};
