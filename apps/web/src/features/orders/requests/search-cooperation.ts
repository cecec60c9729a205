import {
  CooperationPath,
  TourPath,
  type CooperationMineResult,
  type CustomQuoteView,
} from '@lvxing/shared';
import { post, type RequestOptions } from '@/lib/api-client';

/** POST /api/plane/cooperate/request/search: the member's official, company and custom trip requests, paged. */
export function searchMyCooperation(
  body: { page: number; pageSize: number },
  options: RequestOptions = {},
) {
  return post<CooperationMineResult>(CooperationPath.mine, body, options);
}

/** POST /api/trourism/itinerary/quote/accept: the member accepts version `version` of the quote. */
export function acceptCustomQuote(requestNo: string, version: number) {
  return post<CustomQuoteView>(TourPath.itineraryQuoteAccept, { requestNo, version });
}
