import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiPath,
  ChangePath,
  envelopeSchema,
  ErrorCode,
  orderNoBody,
  payPhoneBody,
  payPhoneResult,
  payQrcodeResult,
  payStateResult,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import type { OrderDeps } from '../orders/order.deps';
import type { makeRequireAuth } from '../../plugins/auth';
import { handleNotify } from './payment-notify.service';
import { changePayState, changeQrcode } from './change-payment.service';
import { createQrcode, payState } from './payment.service';
import { createPhonePayment } from './phone-payment.service';

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
    ApiPath.payPhone,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: '手机支付：在所选钱包（支付宝 / 微信支付）的收银台支付订单，付后回到本站页面',
        body: payPhoneBody,
        response: { 200: envelopeSchema(payPhoneResult) },
      },
    },
    async (req) => ok(await createPhonePayment(deps, req.member!.userId, req.body, req.ip)),
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

  // the notify path reads the raw body (the signature covers the bytes as sent: JSON from WeChat
  // Pay and the sandbox, a form from Alipay) and answers each provider its own way
  await app.register(async (plain) => {
    const raw = plain.withTypeProvider<ZodTypeProvider>();
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser(
      ['application/json', 'application/x-www-form-urlencoded'],
      { parseAs: 'string' },
      (_req, body, done) => done(null, body),
    );
    raw.post(
      ApiPath.payNotify,
      {
        schema: {
          tags,
          summary: '支付机构异步通知（签名校验、幂等；按各机构要求的格式应答）',
          params: z.object({ provider: z.string().max(20) }),
        },
      },
      async (req, reply) => {
        const provider = deps.providers.get(req.params.provider);
        const body = typeof req.body === 'string' ? req.body : '';
        const outcome = await handleNotify(deps, req.params.provider, req.headers, body).catch(
          (err: unknown) => {
            if (!provider || !(err instanceof AppError)) throw err;
            return err;
          },
        );
        req.log.info(
          { outcome: outcome instanceof AppError ? outcome.message : outcome },
          'payment notify',
        );
        if (!provider) throw new AppError(ErrorCode.PAY_NOTIFY_INVALID);
        const answer = provider.notifyAnswer(!(outcome instanceof AppError));
        return reply.code(answer.status).type(answer.contentType).send(answer.body);
      },
    );
  });
};
