import { ApiPath, type HotelOrderCreateBody, type HotelOrderCreateResult } from '@lvxing/shared';
import { post } from '@/lib/api-client';

/**
 * POST /api/hotel/order/create: holds the rooms every night and opens the order. Rejects with
 * 20003 (sold out), 20004 (price changed: `data.totalFen` is the new total), 20005, 20006.
 */
export function createHotelOrder(body: HotelOrderCreateBody): Promise<HotelOrderCreateResult> {
  return post<HotelOrderCreateResult>(ApiPath.hotelOrderCreate, body);
}
