import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiPath,
  companySubmitBody,
  cooperationMineBody,
  cooperationMineResult,
  CooperationPath,
  cooperationSubmitResult,
  customQuoteAcceptBody,
  customQuoteView,
  envelopeSchema,
  itinerarySubmitBody,
  itinerarySubmitResult,
  officialSubmitBody,
  TourPath,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import { makeOptionalAuth, type makeRequireAuth } from '../../plugins/auth';
import type { CooperationDeps } from './cooperation.deps';
import { listMine, submitCompany, submitOfficial } from './cooperation.service';
import { acceptQuote } from './custom-quote.service';
import { submitTourCustom } from './tour-custom.service';

const tags = ['cooperation'];
const submitted = { 200: envelopeSchema(cooperationSubmitResult) };

/**
 * Requests a person at the agency answers: official business (the spec's call), company travel
 * (named after it), custom trips (the spec's /api/trourism/itinerary/submit) and the member's
 * own requests.
 */
export const cooperationRoutes: FastifyPluginAsyncZod<{
  deps: CooperationDeps;
  requireAuth: ReturnType<typeof makeRequireAuth>;
}> = async (app, { deps, requireAuth }) => {
  const optionalAuth = makeOptionalAuth(requireAuth);
  const from = (req: { member?: { userId: string }; ip: string }) => ({
    memberId: req.member?.userId,
    ip: req.ip,
  });

  app.post(
    ApiPath.planeOfficialBusinessSubmit,
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary: '公务出行合作申请（游客与会员均可提交；10029 提交过于频繁）',
        body: officialSubmitBody,
        response: submitted,
      },
    },
    async (req) => ok(await submitOfficial(deps, req.body, from(req))),
  );

  app.post(
    CooperationPath.companySubmit,
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary: '企业商旅开通申请（游客与会员均可提交；10029 提交过于频繁）',
        body: companySubmitBody,
        response: submitted,
      },
    },
    async (req) => ok(await submitCompany(deps, req.body, from(req))),
  );

  app.post(
    TourPath.itinerarySubmit,
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        summary:
          '定制游需求（游客与会员均可提交）：即时给出按本站机票/火车票、酒店与当地游玩价格估算的参考价区间（10001 目的地不支持；10029 提交过于频繁）',
        body: itinerarySubmitBody,
        response: { 200: envelopeSchema(itinerarySubmitResult) },
      },
    },
    async (req) => ok(await submitTourCustom(deps, req.body, from(req))),
  );

  app.post(
    CooperationPath.mine,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary:
          '我的申请：当前会员提交的公务出行、企业商旅与定制游申请，按提交时间倒序分页（11001 未登录）',
        body: cooperationMineBody,
        response: { 200: envelopeSchema(cooperationMineResult) },
      },
    },
    async (req) => ok(await listMine(deps, req.member!.userId, req.body)),
  );

  app.post(
    TourPath.itineraryQuoteAccept,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary:
          '接受定制游报价：当前会员接受其定制游申请的最新一版报价（11001 未登录；30010 申请不存在；25006 已过期；25007 已有新版本；25008 当前状态不能接受）',
        body: customQuoteAcceptBody,
        response: { 200: envelopeSchema(customQuoteView) },
      },
    },
    async (req) => ok(await acceptQuote(deps, req.member!.userId, req.body)),
  );
};
