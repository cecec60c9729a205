import { ApiPath, type TicketType, type TrainPriceDetail } from '@lvxing/shared';
import { post } from '@/lib/api-client';
import type { TrainJourneyRef } from '../lib/booking-url';

/** POST /api/train/order/price/detail: fares per ticket type for the passengers (silent). */
export function getTrainPriceDetail(
  journey: TrainJourneyRef,
  ticketTypes: TicketType[],
): Promise<TrainPriceDetail> {
  return post<TrainPriceDetail>(
    ApiPath.trainPriceDetail,
    { ...journey, ticketTypes },
    { silent: true },
  );
}
