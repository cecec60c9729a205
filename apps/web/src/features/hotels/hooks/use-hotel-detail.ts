import type { HotelDetailBody } from '@lvxing/shared';
import { QUERY_REQUEST } from '@/lib/query-client';
import { useApiQuery } from '@/lib/query-hooks';
import { hotelKeys } from '@/lib/query-keys';
import { getHotelDetail } from '../api/get-hotel-detail';
import { listHotelReviews } from '../api/hotel-reviews';

/** The stay a price is asked for: dates, rooms, adults and each child's age. */
export type StayAsked = Required<Omit<HotelDetailBody, 'hotelId'>>;

/** Reviews shown per page on the hotel page. */
export const REVIEW_PAGE_SIZE = 5;

/**
 * A hotel with its room types × rate plans priced for `stay` (null: nothing to load). A failure
 * (20002 unknown hotel, 20005 dates not on sale) is the query's `error`, already toasted.
 */
export function useHotelDetail(hotelId: string | null, stay: StayAsked) {
  const body = hotelId ? { hotelId, ...stay } : null;
  return useApiQuery(body && hotelKeys.detail(body), () => getHotelDetail(body!, QUERY_REQUEST));
}

/** One page (1-based) of a hotel's reviews, with its scores. */
export function useHotelReviews(hotelId: string, page: number) {
  return useApiQuery(hotelKeys.reviews(hotelId, page), () =>
    listHotelReviews({ hotelId, page, pageSize: REVIEW_PAGE_SIZE }, QUERY_REQUEST),
  );
}
