import { ApiPath, type TrainOrderCreateBody } from '@lvxing/shared';
import { post } from '@/lib/api-client';

/** POST /api/train/order/retail/create: holds the seats and opens an unpaid order. */
export function createTrainOrder(body: TrainOrderCreateBody): Promise<{ orderNo: string }> {
  return post<{ orderNo: string }>(ApiPath.trainOrderCreate, body);
}
