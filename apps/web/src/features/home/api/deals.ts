import { DealPath, type FlightDealsResult, type TrainPopularResult } from '@lvxing/shared';
import { post } from '@/lib/api-client';
import { QUERY_REQUEST } from '@/lib/query-client';

/** POST /api/plane/flight/deals: popular routes' cheapest day of the coming weeks, cheapest first. */
export function getFlightDeals(): Promise<FlightDealsResult> {
  return post<FlightDealsResult>(DealPath.flightDeals, {}, { ...QUERY_REQUEST, silent: true });
}

/** POST /api/train/popular: popular city pairs' fastest train with seats tomorrow. */
export function getPopularTrains(): Promise<TrainPopularResult> {
  return post<TrainPopularResult>(DealPath.trainPopular, {}, { ...QUERY_REQUEST, silent: true });
}
