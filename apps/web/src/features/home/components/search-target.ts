import { busQueryToParams, type BusQuery } from '@/components/bus-search/bus-query';
import { stayQueryString, type StayQuery } from '@/components/hotel-search/stay-query';
import { queryToParams, type FlightQuery } from '@/components/flight-search/search-query';
import { trainQueryToParams, type TrainQuery } from '@/components/train-search/train-query';

/** Where a flight search goes: /ticket/search with the query in the URL. */
export function searchTarget(q: FlightQuery): string {
  return `/ticket/search?${queryToParams(q)}`;
}

/** Where a train search goes: /train (火车票 tab) with the query in the URL. */
export function trainSearchTarget(q: TrainQuery): string {
  return `/train?${trainQueryToParams(q)}`;
}

/** Where a coach search goes: /train?type=bus (汽车票 tab) with the query in the URL. */
export function busSearchTarget(q: BusQuery): string {
  return `/train?${busQueryToParams(q)}`;
}

/** Where a hotel search goes: /hotel with the stay (city, place, dates, guests) in the URL. */
export function hotelSearchTarget(q: StayQuery): string {
  return `/hotel?${stayQueryString(q)}`;
}
