import {
  TransferPath,
  type TransferBookBody,
  type TransferBookResult,
  type TransferLookupBody,
  type TransferPlaceSuggestResult,
  type TransferQuoteBody,
  type TransferQuoteResult,
  type TransferTrip,
} from '@lvxing/shared';
import { post, type RequestOptions } from '@/lib/api-client';

/** Query keys of the transfer reads (the cars area's). */
export const transferKeys = {
  places: (cityCode: string, keyword: string) =>
    ['cars', 'transfer', 'places', cityCode, keyword] as const,
  quote: (body: object) => ['cars', 'transfer', 'quote', body] as const,
};

/**
 * POST /api/car/transfer/lookup: the flight or train by number and date, its airport or station
 * and when the car comes. Unknown number (28001), a day it does not run (28002): toasted.
 */
export function lookupTrip(body: TransferLookupBody) {
  return post<TransferTrip>(TransferPath.lookup, body);
}

/** POST /api/car/transfer/place/suggest: landmarks and hotels of the hub's city. */
export function suggestTransferPlaces(
  cityCode: string,
  keyword: string,
  options: RequestOptions = {},
) {
  return post<TransferPlaceSuggestResult>(
    TransferPath.placeSuggest,
    { cityCode, keyword },
    options,
  );
}

/** POST /api/car/transfer/quote: every class's all-in price (fen) and the service policy. */
export function quoteTransfer(body: TransferQuoteBody, options: RequestOptions = {}) {
  return post<TransferQuoteResult>(TransferPath.quote, body, options);
}

/** POST /api/car/transfer/book (member): the order to pay; 28004 carries the price now. */
export function bookTransfer(body: TransferBookBody) {
  return post<TransferBookResult>(TransferPath.book, body);
}
