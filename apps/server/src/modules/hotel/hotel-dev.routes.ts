import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, orderNoBody } from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import { isLoopbackPeer } from '../dev/dev.routes';
import type { OrderDeps } from '../orders/order.deps';
import { markNoShow, rejectStay } from './hotel-order-life.service';

/** The sandbox hotel's own acts, until the staff console has them. */
export const HOTEL_DEV_PATHS = {
  /** The hotel reports a no-show (已确认/已入住 → 未入住, nothing refunded). */
  noShow: '/api/dev/hotel/no-show',
  /** 确认无房 (待确认 → full refund). */
  reject: '/api/dev/hotel/reject',
} as const;

/**
 * Development calls of the sandbox hotel, registered as the other dev calls are (console SMS
 * provider, not production) and answering only a peer on this machine; anyone else gets the
 * plain 404 of an unknown path. They act on any order number (a hotel's, not a member's act).
 */
export const hotelDevRoutes: FastifyPluginAsyncZod<{ deps: OrderDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', async (req, reply) => {
    if (isLoopbackPeer(req.raw.socket.remoteAddress)) return;
    reply.callNotFound();
    return reply;
  });
  const stateResult = envelopeSchema(z.object({ orderNo: z.string(), state: z.string() }));
  app.post(
    HOTEL_DEV_PATHS.noShow,
    {
      schema: {
        tags: ['dev'],
        summary: '开发用：酒店报告客人未入住（担保金不退）',
        body: orderNoBody,
        response: { 200: stateResult },
      },
    },
    async (req) =>
      ok({ orderNo: req.body.orderNo, state: await markNoShow(deps, req.body.orderNo) }),
  );
  app.post(
    HOTEL_DEV_PATHS.reject,
    {
      schema: {
        tags: ['dev'],
        summary: '开发用：酒店确认无房（全额退款）',
        body: orderNoBody,
        response: { 200: stateResult },
      },
    },
    async (req) => {
      const r = await rejectStay(deps, req.body.orderNo);
      return ok({ orderNo: r.orderNo, state: r.state });
    },
  );
};
