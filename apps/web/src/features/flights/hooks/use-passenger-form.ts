import type { IdType } from '@lvxing/shared';
import { usePassengerDrafts } from '@/components/booking/use-passenger-drafts';
import { draftErrors, newDraft } from '../lib/passenger-draft';

export const MAX_BOOK_PASSENGERS = 9;

/** The passenger list of the booking form: drafts, errors shown after blur or submit. */
export function usePassengerForm(flightDate: string, idType: IdType, initialCount: number) {
  return usePassengerDrafts({
    initialCount,
    max: MAX_BOOK_PASSENGERS,
    make: (fill) => newDraft(fill?.idType ?? idType, fill),
    validate: (d) => draftErrors(d, flightDate),
  });
}
