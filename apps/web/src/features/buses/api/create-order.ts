import { ApiPath, type BusOrderCreateBody } from '@lvxing/shared';
import { post } from '@/lib/api-client';

/** POST /api/bus/order/create: holds the seats and opens an unpaid order. */
export function createBusOrder(body: BusOrderCreateBody): Promise<{ orderNo: string }> {
  return post<{ orderNo: string }>(ApiPath.busOrderCreate, body);
}
