import type { z } from 'zod';
import {
  ErrorCode,
  HOTEL_SUB_SCORES,
  type HotelReview,
  type HotelReviewListResult,
  type HotelSubScore,
  type hotelReviewListBody,
  type hotelReviewSubmitBody,
} from '@lvxing/shared';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { OrderDeps } from '../orders/order.deps';
import { memberOrder } from '../orders/order.service';
import { snapshotOf } from '../orders/product';
import { getHotelCatalog, sampleReviews, type Hotel } from './catalog';
import type { HotelOrderDetail } from './hotel-order-snapshot';
import {
  insertReview,
  memberReviewsOf,
  reviewSumsOf,
  type HotelReviewRow,
  type ReviewSums,
} from './hotel-reviews.repository';

/** A hotel's score out of 5 (one decimal), the reviews it rests on and each sub-score. */
export interface ReviewScores {
  score: number;
  reviewCount: number;
  subScores: Record<HotelSubScore, number>;
}

const oneDecimal = (x: number) => Math.round(x * 10) / 10;

const seededOnly = new WeakMap<Hotel, ReviewScores>();
/** The hotel's seeded scores alone (one object per hotel, shared: never change it). */
function seededScores(hotel: Hotel): ReviewScores {
  let scores = seededOnly.get(hotel);
  if (!scores) {
    scores = { score: hotel.score, reviewCount: hotel.reviewCount, subScores: hotel.subScores };
    seededOnly.set(hotel, scores);
  }
  return scores;
}

/**
 * The seeded score of `hotel` (score × its sample review count) blended with its members'
 * reviews: each sub-score is the mean over seeded and member reviews; the score is the seeded
 * score weighted the same way as the members' (a member's score: the mean of their four).
 */
export function blendScores(hotel: Hotel, sums: ReviewSums | undefined): ReviewScores {
  if (!sums || sums.n === 0) return seededScores(hotel);
  const total = hotel.reviewCount + sums.n;
  const mean = (seeded: number, sum: number) => (seeded * hotel.reviewCount + sum) / total;
  const subScores = Object.fromEntries(
    HOTEL_SUB_SCORES.map((k) => [k, oneDecimal(mean(hotel.subScores[k], sums[k]))]),
  ) as Record<HotelSubScore, number>;
  const memberScoreSum = HOTEL_SUB_SCORES.reduce((s, k) => s + sums[k], 0) / 4;
  return {
    score: oneDecimal(mean(hotel.score, memberScoreSum)),
    reviewCount: total,
    subScores,
  };
}

/**
 * The scores of the given hotels as shown (search cards, hotel page, review list): the seeded
 * score blended with members' reviews (one grouped query for all of them), by hotel id.
 */
export async function reviewScoresOf(
  db: Db | Tx,
  hotels: Hotel[],
): Promise<Map<string, ReviewScores>> {
  const sums = await reviewSumsOf(
    db,
    hotels.map((h) => h.id),
  );
  return new Map(hotels.map((h) => [h.id, blendScores(h, sums.get(h.id))]));
}

/** A stored member review as the list shows it (verified: written by a member who stayed). */
function reviewView(r: HotelReviewRow): HotelReview {
  const subScores = {
    location: r.location,
    facility: r.facility,
    service: r.service,
    hygiene: r.hygiene,
  };
  const score = oneDecimal((r.location + r.facility + r.service + r.hygiene) / 4);
  return {
    id: r.id,
    author: r.author,
    score,
    subScores,
    text: r.text,
    roomTypeName: r.roomTypeName,
    stayMonth: r.stayMonth,
    createdAt: r.createdAt.toISOString(),
    verified: true,
  };
}

/** `count` generated reviews from position `from` (0-based) of the hotel's sample list. */
function sampleSlice(hotel: Hotel, from: number, count: number, pageSize: number): HotelReview[] {
  if (count <= 0) return [];
  const page = Math.floor(from / pageSize) + 1;
  const two = [
    ...sampleReviews(hotel, page, pageSize),
    ...sampleReviews(hotel, page + 1, pageSize),
  ];
  const start = from - (page - 1) * pageSize;
  return two.slice(start, start + count);
}

/**
 * A hotel's reviews, paged: its members' reviews newest first, then the generated sample ones
 * (示例, verified false), with the blended score. @throws AppError 20002 unknown hotel
 */
export async function listHotelReviews(
  db: Db,
  body: z.output<typeof hotelReviewListBody>,
): Promise<HotelReviewListResult> {
  const hotel = getHotelCatalog().hotelById.get(body.hotelId);
  if (!hotel) throw new AppError(ErrorCode.HOTEL_NOT_FOUND);
  const { page, pageSize } = body;
  const from = (page - 1) * pageSize;
  const [members, scores] = await Promise.all([
    memberReviewsOf(db, hotel.id, from, pageSize),
    reviewScoresOf(db, [hotel]),
  ]);
  const own = members.rows.map(reviewView);
  const sampleFrom = Math.max(0, from - members.total);
  const samples = sampleSlice(hotel, sampleFrom, pageSize - own.length, pageSize);
  const blended = scores.get(hotel.id)!;
  return {
    total: members.total + hotel.reviewCount,
    page,
    pageSize,
    items: [...own, ...samples],
    score: blended.score,
    reviewCount: blended.reviewCount,
    subScores: blended.subScores,
  };
}

/** A guest's name as shown with a review: the first character, then ** (张**, Z**). */
export const maskedAuthor = (name: string) => `${[...name][0] ?? '匿'}**`;

/**
 * A member reviews their own stay once, after check-out: four sub-scores (1–5) and a text; the
 * hotel's score moves with it (see {@link reviewScoresOf}). @returns the review as listed.
 * @throws AppError 15001 not the member's order; 20007 not a stay or not checked out; 20008
 *   reviewed already (also when two submits race: the unique index on the order).
 */
export async function submitHotelReview(
  deps: OrderDeps,
  memberId: string,
  body: z.output<typeof hotelReviewSubmitBody>,
): Promise<HotelReview> {
  const order = await memberOrder(deps, memberId, body.orderNo);
  if (order.kind !== 'HOTEL' || order.state !== 'CHECKED_OUT') {
    throw new AppError(ErrorCode.HOTEL_REVIEW_NOT_ALLOWED);
  }
  const stay = snapshotOf<HotelOrderDetail>(order).detail;
  const row = await insertReview(deps.db, {
    orderId: order.id,
    hotelId: stay.hotelId,
    memberId,
    author: maskedAuthor(order.contactName),
    ...body.scores,
    text: body.text,
    roomTypeName: stay.roomTypeName,
    stayMonth: stay.checkIn.slice(0, 7),
    createdAt: deps.now(),
  });
  if (!row) throw new AppError(ErrorCode.HOTEL_REVIEW_DUPLICATE);
  return reviewView(row);
}
