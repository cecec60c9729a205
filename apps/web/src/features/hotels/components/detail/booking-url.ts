import { stayQueryString } from '../../lib/stay-query';
import type { StayAsked } from '../../hooks/use-hotel-detail';

/** /hotel/book?hotelId=…&ratePlanId=…&checkIn=…: the booking page of a rate plan for a stay. */
export function hotelBookingUrl(hotelId: string, ratePlanId: string, stay: StayAsked): string {
  const q = new URLSearchParams({ hotelId, ratePlanId });
  return `/hotel/book?${q}&${stayQueryString(stay)}`;
}

/** /hotel/detail?hotelId=…&checkIn=…: the hotel page for a stay. */
export function hotelDetailUrl(hotelId: string, stay: StayAsked): string {
  return `/hotel/detail?${new URLSearchParams({ hotelId })}&${stayQueryString(stay)}`;
}

/**
 * The hotel of a rate plan id (`<hotelId>-R<n>-P<n>`, the catalog's ids), for a booking URL
 * that names only the plan.
 */
export function hotelIdOfPlan(ratePlanId: string): string | null {
  const m = /^(.+)-R\d+-P\d+$/.exec(ratePlanId);
  return m ? m[1]! : null;
}
