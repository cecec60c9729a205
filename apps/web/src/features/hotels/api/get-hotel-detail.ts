import { ApiPath, type HotelDetailBody, type HotelDetailResult } from '@lvxing/shared';
import { post, type RequestOptions } from '@/lib/api-client';

/**
 * POST /api/hotel/detail: the hotel and its room types × rate plans priced for the stay (fen).
 * Rejects with 20002 for an unknown hotel, 20005 for dates outside the booking window.
 */
export function getHotelDetail(
  body: HotelDetailBody,
  options: RequestOptions = {},
): Promise<HotelDetailResult> {
  return post<HotelDetailResult>(ApiPath.hotelDetail, body, options);
}
