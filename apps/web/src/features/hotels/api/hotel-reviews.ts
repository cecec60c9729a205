import { ApiPath, type HotelReviewListResult } from '@lvxing/shared';
import { post, type RequestOptions } from '@/lib/api-client';

/** POST /api/hotel/review/list: a page of a hotel's reviews (newest first) with its scores. */
export function listHotelReviews(
  body: { hotelId: string; page: number; pageSize: number },
  options: RequestOptions = {},
): Promise<HotelReviewListResult> {
  return post<HotelReviewListResult>(ApiPath.hotelReviewList, body, options);
}
