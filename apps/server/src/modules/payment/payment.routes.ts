import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiPath,
  ChangePath,
  envelopeSchema,
  orderNoBody,
  payQrcodeResult,
  payStateResult,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import type { OrderDeps } from '../orders/order.deps';
import type { makeRequireAuth } from '../../plugins/auth';
import { handleNotify } from './payment-notify.service';
import { changePayState, changeQrcode } from './change-payment.service';
import { createQrcode, payState } from './payment.service';

const tags = ['payment'];

/**
 * Paying any order by QR code: the spec's pay calls (they take any order number, whatever its
 * kind) and the providers' notify path.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{
  deps: OrderDeps;
  requireAuth: ReturnType<typeof makeRequireAuth>;
}> = async (app, { deps, requireAuth }) => {
  app.post(
    ApiPath.planeOrderPayQrcode,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: '订单支付二维码（任意订单类型）',
        body: orderNoBody,
        response: { 200: envelopeSchema(payQrcodeResult) },
      },
    },
    async (req) => ok(await createQrcode(deps, req.member!.userId, req.body.orderNo)),
  );

  app.post(
    ApiPath.planeOrderPayState,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: '支付状态：200 已支付，16001 等待支付，16002 订单已关闭（整体作为结果返回）',
        body: orderNoBody,
        response: { 200: envelopeSchema(payStateResult) },
      },
    },
    async (req) => payState(deps, req.member!.userId, req.body.orderNo),
  );

  app.post(
    ChangePath.payQrcode,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: '改签支付二维码（订单待支付的改签款）',
        body: orderNoBody,
        response: { 200: envelopeSchema(payQrcodeResult) },
      },
    },
    async (req) => ok(await changeQrcode(deps, req.member!.userId, req.body.orderNo)),
  );

  app.post(
    ChangePath.payState,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary:
          '改签支付状态：paymentState PAID 已支付（改签成功），WAITING 等待支付，CLOSED 已失效',
        body: orderNoBody,
        response: { 200: envelopeSchema(payStateResult) },
      },
    },
    async (req) => ok(await changePayState(deps, req.member!.userId, req.body.orderNo)),
  );

  // the notify path reads the raw body: the signature covers the bytes as sent
  await app.register(async (plain) => {
    const raw = plain.withTypeProvider<ZodTypeProvider>();
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    raw.post(
      ApiPath.payNotify,
      {
        schema: {
          tags,
          summary: '支付机构异步通知（签名校验、幂等）',
          params: z.object({ provider: z.string().max(20) }),
          response: { 200: envelopeSchema(z.object({ result: z.string() })) },
        },
      },
      async (req) => {
        const outcome = await handleNotify(
          deps,
          req.params.provider,
          req.headers,
          typeof req.body === 'string' ? req.body : '',
        );
        req.log.info({ outcome }, 'payment notify');
        return ok({ result: 'success' });
      },
    );
  });
};
