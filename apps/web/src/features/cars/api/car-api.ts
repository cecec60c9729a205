import {
  CarPath,
  type CarRentalBookBody,
  type CarRentalBookResult,
  type CarRentalSearchBody,
  type CarRentalSearchResult,
  type CarStoreSuggestResult,
} from '@lvxing/shared';
import { post, type RequestOptions } from '@/lib/api-client';

/** POST /api/car/store/suggest: cities and stores by Chinese, pinyin or initials ('' → hot cities). */
export function suggestCarPlaces(keyword: string, options: RequestOptions = {}) {
  return post<CarStoreSuggestResult>(CarPath.storeSuggest, { keyword, limit: 12 }, options);
}

/**
 * POST /api/car/rental/search: offers grouped by class, each with its all-in total (fen), the
 * lines it is the sum of and the deposits held apart. A bad period answers 26002 (toasted).
 */
export function searchRentals(body: CarRentalSearchBody, options: RequestOptions = {}) {
  return post<CarRentalSearchResult>(CarPath.rentalSearch, body, options);
}

/**
 * POST /api/car/rental/book (member): the order at the server's own total; 26007 answers the new
 * total in `data.totalFen`, 26005 no car left for the period, 26006 the driver's rule broken.
 */
export function bookRental(body: CarRentalBookBody, options: RequestOptions = {}) {
  return post<CarRentalBookResult>(CarPath.rentalBook, body, options);
}
