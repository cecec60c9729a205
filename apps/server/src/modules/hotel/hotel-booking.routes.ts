import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiPath,
  envelopeSchema,
  hotelOrderCreateBody,
  hotelOrderCreateResult,
  hotelReviewListBody,
  hotelReviewListResult,
  hotelReviewSchema,
  hotelReviewSubmitBody,
} from '@lvxing/shared';
import { ok } from '../../lib/envelope';
import type { makeRequireAuth } from '../../plugins/auth';
import type { HotelDeps } from './hotel.deps';
import { bookHotel } from './hotel-booking.service';
import { listHotelReviews, submitHotelReview } from './hotel-reviews.service';

const tags = ['hotel'];

/**
 * Hotel booking and reviews: order create (member), a hotel's reviews (anyone), a review of a
 * stay (member, once, after check-out). Order detail, list, cancel and 退订 are the generic order
 * routes on `/api/hotel/order/*`.
 */
export const hotelBookingRoutes: FastifyPluginAsyncZod<{
  deps: HotelDeps;
  requireAuth: ReturnType<typeof makeRequireAuth>;
}> = async (app, { deps, requireAuth }) => {
  app.post(
    ApiPath.hotelOrderCreate,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: '酒店下单（核价、逐晚扣减房量；在线付与到店担保30分钟内支付，到店付直接待确认）',
        body: hotelOrderCreateBody,
        response: { 200: envelopeSchema(hotelOrderCreateResult) },
      },
    },
    async (req) => ok(await bookHotel(deps, req.member!.userId, req.body)),
  );

  app.post(
    ApiPath.hotelReviewList,
    {
      schema: {
        tags,
        summary: '酒店点评（会员点评在前，按时间倒序；其后为示例点评）与综合评分',
        body: hotelReviewListBody,
        response: { 200: envelopeSchema(hotelReviewListResult) },
      },
    },
    async (req) => ok(await listHotelReviews(deps.db, req.body)),
  );

  app.post(
    ApiPath.hotelReviewSubmit,
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: '点评入住（仅本人订单，离店后，每单一次）',
        body: hotelReviewSubmitBody,
        response: { 200: envelopeSchema(hotelReviewSchema) },
      },
    },
    async (req) => ok(await submitHotelReview(deps, req.member!.userId, req.body)),
  );
};
