import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiPath,
  bookingRulesBody,
  busBookingRulesResult,
  bookResultSchema,
  busCitySearchBody,
  busCitySearchResult,
  busOrderCreateBody,
  busSearchBody,
  busSearchResult,
  envelopeSchema,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import type { makeRequireAuth } from '../../plugins/auth';
import { cachedAnswer } from '../../plugins/search-cache';
import type { OrderDeps } from '../orders/order.deps';
import { getBusCatalog } from './catalog';
import type { BusDeps } from './bus.deps';
import { bookBus } from './bus-booking.service';
import { busBookingRulesToday } from './bus-rules';
import { searchBusSchedules } from './bus-search.service';

const tags = ['bus'];

/**
 * Bus calls: booking rules, city search, schedule search and order create (site-spec §7 `/api/bus/order/create`).
 * Order detail, list, cancel and refund are the generic order routes on `/api/bus/order/*`.
 */
export const busRoutes: FastifyPluginAsyncZod<{
  deps: BusDeps & OrderDeps;
  requireAuth: ReturnType<typeof makeRequireAuth>;
}> = async (app, { deps, requireAuth }) => {
  app.post(
    ApiPath.busRules,
    {
      schema: {
        tags,
        summary: '汽车票预订规则：预售期、儿童免票与半票年龄、每单人数（当日有效的规则）',
        body: bookingRulesBody,
        response: { 200: envelopeSchema(busBookingRulesResult) },
      },
    },
    async () => ok(await busBookingRulesToday(deps)),
  );

  app.post(
    ApiPath.busCitySearch,
    {
      schema: {
        tags,
        summary: '汽车票城市搜索（中文、全拼、首字母、车站代码；空关键词返回热门城市）',
        body: busCitySearchBody,
        response: { 200: envelopeSchema(busCitySearchResult) },
      },
    },
    async (req) =>
      ok({
        cities: getBusCatalog()
          .searchCities(req.body.keyword, req.body.limit)
          .map((c) => ({
            name: c.name,
            province: c.province,
            prefecture: c.prefecture,
            pinyin: c.pinyin,
            initials: c.initials,
            stations: c.stations.map((s) => ({ code: s.code, name: s.name })),
          })),
      }),
  );

  app.post(
    ApiPath.busScheduleSearch,
    {
      schema: {
        tags,
        summary: '汽车票班次搜索（城市或车站代码，筛选、排序、车站分面）',
        body: busSearchBody,
        response: { 200: envelopeSchema(busSearchResult) },
      },
    },
    async (req, reply) => cachedAnswer(app, req, reply, (body) => searchBusSchedules(deps, body)),
  );

  app.post(
    ApiPath.busOrderCreate,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: '汽车票下单（分配座位号，30 分钟内支付，不晚于停售时间）',
        body: busOrderCreateBody,
        response: { 200: envelopeSchema(bookResultSchema) },
      },
    },
    async (req) => ok(await bookBus(deps, req.member!.userId, req.body)),
  );
};
