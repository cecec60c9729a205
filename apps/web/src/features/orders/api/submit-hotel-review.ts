import { ApiPath, type HotelReviewSubmitBody } from '@lvxing/shared';
import { post } from '@/lib/api-client';

/**
 * POST /api/hotel/review/submit: the member's review of a stay (once per order, after 已离店):
 * four sub-scores 1–5 and 5–500 characters of text. Errors (already reviewed, not yet checked
 * out) are shown by the API client.
 */
export function submitHotelReview(body: HotelReviewSubmitBody): Promise<unknown> {
  return post<unknown>(ApiPath.hotelReviewSubmit, body);
}
