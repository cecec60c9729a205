import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TourPath,
  envelopeSchema,
  orderNoBody,
  tourBookBody,
  tourBookResult,
  tourCalendarBody,
  tourCalendarResult,
  tourCodeBody,
  tourDetailSchema,
  tourSearchBody,
  tourSearchResult,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import { cachedAnswer } from '../../plugins/search-cache';
import type { makeRequireAuth } from '../../plugins/auth';
import type { TourDeps } from './tour.deps';
import { bookTour } from './tour-booking.service';
import { tourContractPdf } from './tour-contract.service';
import { tourCalendar, tourDetail } from './tour-detail.service';
import { searchTours } from './tour-search.service';

const tags = ['tour'];

/**
 * Tour calls: search, product page and departure calendar (anyone, one price for all), and the
 * booking (member). Search answers go through the search cache (`SEARCH_CACHE_MS`; searches
 * repeat: a destination and a month), so a sold-out departure shows for seconds at most; the
 * calendar and the booking always read the live places. Order detail, list, cancel and 退订 are the generic order routes on
 * `/api/tour/order/*`.
 */
export const tourRoutes: FastifyPluginAsyncZod<{
  deps: TourDeps;
  requireAuth: ReturnType<typeof makeRequireAuth>;
}> = async (app, { deps, requireAuth }) => {
  app.post(
    TourPath.search,
    {
      schema: {
        tags,
        summary:
          '旅游产品搜索：目的地、出发城市、月份或日期、天数、类型、价格、纯玩；按销量、价格、评分排序',
        body: tourSearchBody,
        response: { 200: envelopeSchema(tourSearchResult) },
      },
    },
    async (req, reply) => cachedAnswer(app, req, reply, (body) => searchTours(deps, body)),
  );

  app.post(
    TourPath.detail,
    {
      schema: {
        tags,
        summary:
          '旅游产品详情：逐日行程、费用包含与不含、购物与自费、须知、退改阶梯（25001 产品不存在）',
        body: tourCodeBody,
        response: { 200: envelopeSchema(tourDetailSchema) },
      },
    },
    async (req) => ok(await tourDetail(deps, req.body.productCode)),
  );

  app.post(
    TourPath.calendar,
    {
      schema: {
        tags,
        summary: '团期日历：每个出发日的成人、儿童、单房差价格，余位与成团进度',
        body: tourCalendarBody,
        response: { 200: envelopeSchema(tourCalendarResult) },
      },
    },
    async (req) => ok(await tourCalendar(deps, req.body.productCode, req.body.month)),
  );

  app.post(
    TourPath.orderCreate,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary:
          '旅游下单（核价、扣减团期名额，30分钟内支付；25002 不可预订，25003 余位不足，25004 价格变化）',
        body: tourBookBody,
        response: { 200: envelopeSchema(tourBookResult) },
      },
    },
    async (req) => ok(await bookTour(deps, req.member!.userId, req.body)),
  );

  /**
   * `{orderNo}` → application/pdf: the member's 旅游合同 (a sample, labelled so), as an
   * attachment; errors answer the JSON envelope: 10029, 15001.
   */
  app.post(
    TourPath.contractPdf,
    {
      preHandler: requireAuth,
      schema: { tags, summary: '下载旅游合同PDF（样本）', body: orderNoBody },
    },
    async (req, reply) => {
      const pdf = await tourContractPdf(deps, req.member!.userId, req.body.orderNo);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf.bytes));
    },
  );
};
