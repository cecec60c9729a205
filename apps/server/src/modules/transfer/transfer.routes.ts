import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TransferPath,
  beijingToday,
  envelopeSchema,
  transferBookBody,
  transferBookResult,
  transferLookupBody,
  transferPlaceSuggestBody,
  transferPlaceSuggestResult,
  transferQuoteBody,
  transferQuoteResult,
  transferTripSchema,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import { makeOptionalAuth, type makeRequireAuth } from '../../plugins/auth';
import type { TransferDeps } from './transfer.deps';
import { bookTransfer } from './transfer-booking.service';
import { suggestPlacesFor } from './transfer-places.service';
import { quoteTransfer } from './transfer-quote.service';
import { transferRulesOn } from './transfer-rules';
import { findTrip } from './transfer-trips.service';

const tags = ['transfer'];

/**
 * Transfer calls (接送机/接送站): the flight or train lookup, places, the quote (anyone) and the
 * booking (member). Order detail, list, cancel and 取消 after payment are the generic order
 * routes on `/api/car/transfer/order/*`.
 */
export const transferRoutes: FastifyPluginAsyncZod<{
  deps: TransferDeps;
  requireAuth: ReturnType<typeof makeRequireAuth>;
}> = async (app, { deps, requireAuth }) => {
  const optionalAuth = makeOptionalAuth(requireAuth);
  app.post(
    TransferPath.lookup,
    {
      schema: {
        tags,
        summary:
          '按航班号或车次与日期查询：机场或车站、航站楼、计划时间与建议用车时间（28001 未找到，28002 当日不运行，28003 城市未开通，28005 时间太近）',
        body: transferLookupBody,
        response: { 200: envelopeSchema(transferTripSchema) },
      },
    },
    async (req) => {
      const now = deps.now();
      const rules = await transferRulesOn(deps.db, beijingToday(now));
      return ok(findTrip(req.body, now, rules.policy).trip);
    },
  );

  app.post(
    TransferPath.placeSuggest,
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary:
          '接送地点联想：同城的地标与酒店，登录会员预订的同城酒店在前（中文、拼音或首字母；28003 城市未开通）',
        body: transferPlaceSuggestBody,
        response: { 200: envelopeSchema(transferPlaceSuggestResult) },
      },
    },
    async (req) =>
      ok(await suggestPlacesFor(deps, req.member?.userId, req.body.cityCode, req.body.keyword)),
  );

  app.post(
    TransferPath.quote,
    {
      schema: {
        tags,
        summary: '接送询价：各车型一口价（里程、夜间服务费、举牌接机、儿童座椅）与取消政策',
        body: transferQuoteBody,
        response: { 200: envelopeSchema(transferQuoteResult) },
      },
    },
    async (req) => ok(await quoteTransfer(deps, req.body)),
  );

  app.post(
    TransferPath.book,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: '接送下单（服务端重新计价，30分钟内支付；28004 价格变化）',
        body: transferBookBody,
        response: { 200: envelopeSchema(transferBookResult) },
      },
    },
    async (req) => ok(await bookTransfer(deps, req.member!.userId, req.body)),
  );
};
