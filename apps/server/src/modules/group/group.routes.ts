import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeSchema,
  groupAcceptBody,
  groupActResult,
  groupDetailSchema,
  groupListBody,
  groupListResult,
  GroupPath,
  groupRequestBody,
  groupRequestNoBody,
  groupSubmitResult,
  payQrcodeResult,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import { makeOptionalAuth, type makeRequireAuth } from '../../plugins/auth';
import type { GroupDeps } from './group.deps';
import { acceptQuote, balanceQrcode } from './group-order.service';
import { groupDetail, listGroups, submitGroup } from './group.service';

const tags = ['group'];

/**
 * Group travel (团队游 / 团建, /team): the spec's customize call (visitors and members), and a
 * member's requests, quote acceptance and 尾款 QR code (`GroupPath`).
 */
export const groupRoutes: FastifyPluginAsyncZod<{
  deps: GroupDeps;
  requireAuth: ReturnType<typeof makeRequireAuth>;
}> = async (app, { deps, requireAuth }) => {
  app.post(
    GroupPath.customize,
    {
      preHandler: makeOptionalAuth(requireAuth),
      schema: {
        tags,
        summary: '团队出行定制申请：即时返回参考价（游客与会员均可；10029 提交过于频繁）',
        body: groupRequestBody,
        response: { 200: envelopeSchema(groupSubmitResult) },
      },
    },
    async (req) =>
      ok(await submitGroup(deps, req.body, { memberId: req.member?.userId, ip: req.ip })),
  );

  app.post(
    GroupPath.list,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: '我的团队申请',
        body: groupListBody,
        response: { 200: envelopeSchema(groupListResult) },
      },
    },
    async (req) => ok(await listGroups(deps, req.member!.userId)),
  );

  app.post(
    GroupPath.detail,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: '团队申请详情：各版本报价与有效期（24001 不存在）',
        body: groupRequestNoBody,
        response: { 200: envelopeSchema(groupDetailSchema) },
      },
    },
    async (req) => ok(await groupDetail(deps, req.member!.userId, req.body.requestNo)),
  );

  app.post(
    GroupPath.accept,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: '接受当前报价，生成团队订单（先付定金）；24003 报价已过期，24004 非最新报价',
        body: groupAcceptBody,
        response: { 200: envelopeSchema(groupActResult) },
      },
    },
    async (req) => ok(await acceptQuote(deps, req.member!.userId, req.body)),
  );

  app.post(
    GroupPath.balanceQrcode,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: '尾款支付二维码（16002 当前没有待支付的尾款）',
        body: groupRequestNoBody,
        response: { 200: envelopeSchema(payQrcodeResult) },
      },
    },
    async (req) => ok(await balanceQrcode(deps, req.member!.userId, req.body.requestNo)),
  );
};
