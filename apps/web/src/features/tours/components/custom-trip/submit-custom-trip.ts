import { TourPath, type CustomTripBody, type ItinerarySubmitResult } from '@lvxing/shared';
import { post } from '@/lib/api-client';

/**
 * POST /api/trourism/itinerary/submit (the spec's spelling): the custom trip request, answered at
 * once with its number and the indicative price range with its lines.
 */
export function submitCustomTrip(body: CustomTripBody): Promise<ItinerarySubmitResult> {
  return post<ItinerarySubmitResult>(TourPath.itinerarySubmit, body);
}
