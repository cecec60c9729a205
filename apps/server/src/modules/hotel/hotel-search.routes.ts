import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiPath,
  envelopeSchema,
  hotelDetailBody,
  hotelDetailResult,
  hotelSearchBody,
  hotelSearchResult,
  hotelSuggestBody,
  hotelSuggestResult,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import { cachedAnswer } from '../../plugins/search-cache';
import { hotelDetail } from './hotel-detail.service';
import { searchHotels, type HotelSearchDeps } from './hotel-search.service';
import { suggestPlaces } from './hotel-suggest.service';

const tags = ['hotel'];

/**
 * Hotel calls open to everyone (one price for all, no login): destination suggest, search and
 * the hotel page. Search answers go through the long-tail search cache (fresh for
 * `SEARCH_CACHE_MS`, so a sold-out hotel shows for seconds at most; booking always checks the live
 * allotment).
 */
export const hotelSearchRoutes: FastifyPluginAsyncZod<{ deps: HotelSearchDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    ApiPath.hotelDestinationSuggest,
    {
      schema: {
        tags,
        summary:
          '酒店目的地联想：城市、行政区、地标、酒店（中文、全拼、首字母；空关键词返回热门城市）',
        body: hotelSuggestBody,
        response: { 200: envelopeSchema(hotelSuggestResult) },
      },
    },
    async (req) => ok(suggestPlaces(req.body.keyword, req.body.cityCode, req.body.limit)),
  );

  app.post(
    ApiPath.hotelSearch,
    {
      schema: {
        tags,
        summary:
          '酒店搜索：整段入住每晚有房的酒店，最低均价，筛选、排序、分页与分面（20001 目的地不存在，20005 日期不可订）',
        body: hotelSearchBody,
        response: { 200: envelopeSchema(hotelSearchResult) },
      },
    },
    async (req, reply) =>
      cachedAnswer(app, req, reply, (body) => searchHotels(deps, body), { longTail: true }),
  );

  app.post(
    ApiPath.hotelDetail,
    {
      schema: {
        tags,
        summary:
          '酒店详情：房型与价格计划（每晚价格、总价、剩余房量、取消政策的北京时间）（20002 酒店不存在）',
        body: hotelDetailBody,
        response: { 200: envelopeSchema(hotelDetailResult) },
      },
    },
    async (req) => ok(await hotelDetail(deps, req.body)),
  );
};
