import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiPath,
  ChangePath,
  changeOptionsResult,
  changeSubmitResult,
  trainChangeOptionsBody,
  trainChangeSubmitBody,
  bookingRulesBody,
  DealPath,
  dealsBody,
  envelopeSchema,
  stationSearchBody,
  stationSearchResult,
  trainOrderCreateBody,
  trainOrderCreateResult,
  trainPopularResult,
  trainPriceDetailBody,
  trainBookingRulesResult,
  trainPriceDetailResult,
  trainSearchBody,
  trainSearchResult,
  trainStopListBody,
  trainStopListResult,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import type { makeRequireAuth } from '../../plugins/auth';
import { cachedAnswer } from '../../plugins/search-cache';
import type { OrderDeps } from '../orders/order.deps';
import type { TrainDeps } from './train.deps';
import { bookTrain } from './train-booking.service';
import { trainChangeOptions } from './train-change.service';
import { submitTrainChange } from './train-change-submit.service';
import { trainBookingRulesToday } from './train-rules';
import { priceDetail } from './train-pricing';
import { popularTrains } from './train-popular.service';
import { searchTrains } from './train-search.service';
import { searchStations, stopList } from './train-stations.service';

const tags = ['train'];

/**
 * Train calls: booking rules, station search, ticket search, stop list, price detail and order create (order
 * detail/search/cancel/refund under /api/train/order/ are the generic order routes).
 */
export const trainRoutes: FastifyPluginAsyncZod<{
  deps: TrainDeps & OrderDeps;
  requireAuth: ReturnType<typeof makeRequireAuth>;
}> = async (app, { deps, requireAuth }) => {
  app.post(
    ApiPath.trainRules,
    {
      schema: {
        tags,
        summary:
          '火车票预订规则：预售期、儿童票年龄、学生票席别与优惠期（每学年次数）、每单人数（当日有效的规则）',
        body: bookingRulesBody,
        response: { 200: envelopeSchema(trainBookingRulesResult) },
      },
    },
    async () => ok(await trainBookingRulesToday(deps)),
  );

  app.post(
    ApiPath.trainStationSearch,
    {
      schema: {
        tags,
        summary: '车站/城市搜索（中文、全拼、首字母、电报码；空关键词返回热门城市）',
        body: stationSearchBody,
        response: { 200: envelopeSchema(stationSearchResult) },
      },
    },
    async (req) => ok(searchStations(req.body.keyword, req.body.limit)),
  );

  app.post(
    ApiPath.trainTicketSearch,
    {
      schema: {
        tags,
        summary: '车票查询：两站（或两城）间车次、余票与票价，筛选与排序',
        body: trainSearchBody,
        response: { 200: envelopeSchema(trainSearchResult) },
      },
    },
    async (req, reply) => cachedAnswer(app, req, reply, (body) => searchTrains(deps, body)),
  );

  app.post(
    DealPath.trainPopular,
    {
      schema: {
        tags,
        summary: '热门火车：热门城市间明天最快的有票车次与其最低票价',
        body: dealsBody,
        response: { 200: envelopeSchema(trainPopularResult) },
      },
    },
    async (req, reply) => cachedAnswer(app, req, reply, () => popularTrains(deps)),
  );

  app.post(
    ApiPath.trainStopList,
    {
      schema: {
        tags,
        summary: '车次经停站（到发时刻、停留时间、里程）',
        body: trainStopListBody,
        response: { 200: envelopeSchema(trainStopListResult) },
      },
    },
    async (req) => ok(stopList(req.body.trainCode)),
  );

  app.post(
    ApiPath.trainPriceDetail,
    {
      schema: {
        tags,
        summary: '票价明细：按车票类型（成人、儿童、学生、残军）计价，单位分',
        body: trainPriceDetailBody,
        response: { 200: envelopeSchema(trainPriceDetailResult) },
      },
    },
    async (req) => ok(await priceDetail(deps, req.body)),
  );

  app.post(
    ApiPath.trainOrderCreate,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: '提交火车票订单（锁座，限时支付）',
        body: trainOrderCreateBody,
        response: { 200: envelopeSchema(trainOrderCreateResult) },
      },
    },
    async (req) => ok(await bookTrain(deps, req.member!.userId, req.body)),
  );

  app.post(
    ChangePath.trainOptions,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: '改签/变更到站：可改签的车次（余票、新票价、应付或应退）及12306改签规则',
        body: trainChangeOptionsBody,
        response: { 200: envelopeSchema(changeOptionsResult) },
      },
    },
    async (req) => ok(await trainChangeOptions(deps, req.member!.userId, req.body)),
  );

  app.post(
    ChangePath.trainSubmit,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: '确认改签：保留新席位；有差价时待支付改签款（改签中），否则立即改签成功',
        body: trainChangeSubmitBody,
        response: { 200: envelopeSchema(changeSubmitResult) },
      },
    },
    async (req) => ok(await submitTrainChange(deps, req.member!.userId, req.body)),
  );
};
