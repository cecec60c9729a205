import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiPath,
  bookingRulesBody,
  bookPriceDetailBody,
  bookResultSchema,
  citySearchBody,
  citySearchResult,
  DealPath,
  dealsBody,
  envelopeSchema,
  flightBookBody,
  flightBookingRulesResult,
  flightCalendarBody,
  flightCalendarResult,
  flightDealsResult,
  flightSearchBody,
  flightSearchResult,
  priceDetailSchema,
  vendorPriceListBody,
  vendorPriceListResult,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import type { makeRequireAuth } from '../../plugins/auth';
import { cachedAnswer } from '../../plugins/search-cache';
import type { OrderDeps } from '../orders/order.deps';
import { getCatalog } from './catalog';
import type { FlightDeps } from './flight.deps';
import { bookFlight } from './flight-booking.service';
import { priceDetail, vendorPriceList } from './flight-offers.service';
import { flightBookingRules } from './flight-rules';
import { flightDeals } from './flight-deals.service';
import { flightCalendar, searchFlights } from './flight-search.service';

const tags = ['flight'];

/** Flight calls (site-spec §7 paths plus the city search, the low-price calendar and the rules). */
export const flightRoutes: FastifyPluginAsyncZod<{
  deps: FlightDeps & OrderDeps;
  requireAuth: ReturnType<typeof makeRequireAuth>;
}> = async (app, { deps, requireAuth }) => {
  app.post(
    ApiPath.planeRules,
    {
      schema: {
        tags,
        summary: '机票预订规则：预售期、成人/儿童/婴儿年龄',
        body: bookingRulesBody,
        response: { 200: envelopeSchema(flightBookingRulesResult) },
      },
    },
    async () => ok(flightBookingRules(deps)),
  );

  app.post(
    ApiPath.planeCitySearch,
    {
      schema: {
        tags,
        summary: '城市/机场搜索（中文、全拼、首字母；空关键词返回热门城市）',
        body: citySearchBody,
        response: { 200: envelopeSchema(citySearchResult) },
      },
    },
    async (req) => ok({ cities: getCatalog().searchCities(req.body.keyword, req.body.scope) }),
  );

  app.post(
    ApiPath.planeFlightSearch,
    {
      schema: {
        tags,
        summary: '航班搜索（单程/往返，筛选与排序）',
        body: flightSearchBody,
        response: { 200: envelopeSchema(flightSearchResult) },
      },
    },
    async (req, reply) => cachedAnswer(app, req, reply, (body) => searchFlights(deps, body)),
  );

  app.post(
    ApiPath.planeFlightCalendar,
    {
      schema: {
        tags,
        summary: '低价日历：每天最低价与节假日',
        body: flightCalendarBody,
        response: { 200: envelopeSchema(flightCalendarResult) },
      },
    },
    async (req, reply) => cachedAnswer(app, req, reply, (body) => flightCalendar(deps, body)),
  );

  app.post(
    DealPath.flightDeals,
    {
      schema: {
        tags,
        summary: '特价机票：热门航线未来 30 天中最低价的一天与其最低价（取自低价日历）',
        body: dealsBody,
        response: { 200: envelopeSchema(flightDealsResult) },
      },
    },
    async (req, reply) => cachedAnswer(app, req, reply, () => flightDeals(deps)),
  );

  app.post(
    ApiPath.planeVendorPriceList,
    {
      schema: {
        tags,
        summary: '航班的全部供应商报价（退改规则、行李、出票时间）',
        body: vendorPriceListBody,
        response: { 200: envelopeSchema(vendorPriceListResult) },
      },
    },
    async (req) => ok(await vendorPriceList(deps, req.body)),
  );

  app.post(
    ApiPath.planeBookPriceDetail,
    {
      schema: {
        tags,
        summary: '预订价格明细（票价、民航发展基金、燃油附加费，单位分）',
        body: bookPriceDetailBody,
        response: { 200: envelopeSchema(priceDetailSchema) },
      },
    },
    async (req) => ok(await priceDetail(deps, deps.db, req.body.offerId, req.body)),
  );

  app.post(
    ApiPath.planeVendorPriceBook,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: '按供应商报价下单（占座，30 分钟内支付）',
        body: flightBookBody,
        response: { 200: envelopeSchema(bookResultSchema) },
      },
    },
    async (req) => ok(await bookFlight(deps, req.member!.userId, req.body)),
  );
};
