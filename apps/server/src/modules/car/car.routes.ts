import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CarPath,
  carRentalSearchBody,
  carRentalSearchResult,
  carStoreSuggestBody,
  carStoreSuggestResult,
  envelopeSchema,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import { cachedAnswer } from '../../plugins/search-cache';
import type { CarDeps } from './car.deps';
import { searchRentals } from './car-search.service';
import { suggestCarPlaces } from './car-suggest.service';

const tags = ['car'];

/**
 * Rental calls (anyone, one price for all): the city/store suggest and the rental search. Search
 * answers go through the long-tail search cache (`SEARCH_CACHE_MS`; the askings are store ×
 * period × filters and rarely repeat exactly); availability is the stores' fleet counts until
 * the orders take cars.
 */
export const carRoutes: FastifyPluginAsyncZod<{ deps: CarDeps }> = async (app, { deps }) => {
  app.post(
    CarPath.storeSuggest,
    {
      schema: {
        tags,
        summary: '租车城市与门店联想：中文、全拼或首字母；空关键词返回热门城市',
        body: carStoreSuggestBody,
        response: { 200: envelopeSchema(carStoreSuggestResult) },
      },
    },
    async (req) => ok(suggestCarPlaces(req.body)),
  );

  app.post(
    CarPath.rentalSearch,
    {
      schema: {
        tags,
        summary:
          '自驾租车搜索：取车城市或门店、还车门店（异地还车）、取还时间、驾驶员年龄段；按车型组分组，筛选供应商、变速箱、座位、能源、免费取消、免押，按总价或日租金排序；每个报价含全包总价与明细、押金（26001 门店不存在，26002 时间不符合要求，26003 门店不营业）',
        body: carRentalSearchBody,
        response: { 200: envelopeSchema(carRentalSearchResult) },
      },
    },
    async (req, reply) =>
      cachedAnswer(app, req, reply, (body) => searchRentals(deps, body), { longTail: true }),
  );
};
