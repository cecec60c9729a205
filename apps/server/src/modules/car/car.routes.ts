import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CarPath,
  carRentalBookBody,
  carRentalBookResult,
  carRentalSearchBody,
  carRentalSearchResult,
  carStoreSuggestBody,
  carStoreSuggestResult,
  envelopeSchema,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import type { makeRequireAuth } from '../../plugins/auth';
import { cachedAnswer } from '../../plugins/search-cache';
import type { CarDeps } from './car.deps';
import { bookRental } from './car-booking.service';
import { searchRentals } from './car-search.service';
import { suggestCarPlaces } from './car-suggest.service';

const tags = ['car'];

/**
 * Rental calls: the city/store suggest and the rental search (anyone, one price for all), and the
 * booking (member). Search answers go through the long-tail search cache (`SEARCH_CACHE_MS`; the
 * askings are store × period × filters and rarely repeat exactly) and show the fleet counts; the
 * booking reads the counter's live running balance. Order detail, list, cancel and 取消 are the
 * generic order routes on `/api/car/order/*`.
 */
export const carRoutes: FastifyPluginAsyncZod<{
  deps: CarDeps;
  requireAuth: ReturnType<typeof makeRequireAuth>;
}> = async (app, { deps, requireAuth }) => {
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
      cachedAnswer(app, req, reply, (body) => searchRentals(deps, body), { catalog: true }),
  );

  app.post(
    CarPath.rentalBook,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary:
          '自驾租车下单：服务端重新核价（保障服务、儿童座椅），校验驾驶员（身份证、年龄、驾龄），扣减门店车辆（按时间段滚动余量），30分钟内支付；非免押订单生成车辆押金与违章押金预授权（26001 门店不存在，26002 时间不符合要求，26003 门店不营业，26004 报价不存在，26005 无可租车辆，26006 驾驶员不符合要求，26007 价格变化，data.totalFen 为新总价）',
        body: carRentalBookBody,
        response: { 200: envelopeSchema(carRentalBookResult) },
      },
    },
    async (req) => ok(await bookRental(deps, req.member!.userId, req.body)),
  );
};
