import type { IdType } from '@lvxing/shared';
import { usePassengerDrafts } from '@/components/booking/use-passenger-drafts';
import { draftErrors, newDraft } from '../lib/passenger-draft';

export const MAX_BOOK_PASSENGERS = 9;

interface PassengerFormOptions {
  flightDate: string;
  /** The last flight's date (a round trip's return): a passport must be valid 6 months after. */
  lastDate?: string;
  /** An international flight: passports by default, a saved passenger needs one. */
  international: boolean;
  initialCount: number;
  /** The member may save more 常用旅客 (保存为常用旅客 offered). */
  canKeep: boolean;
}

/** The passenger list of the booking form: drafts, errors shown after blur or submit. */
export function usePassengerForm(opts: PassengerFormOptions) {
  const { flightDate, international } = opts;
  const idType: IdType = international ? 'B' : '1';
  return usePassengerDrafts({
    initialCount: opts.initialCount,
    max: MAX_BOOK_PASSENGERS,
    make: (fill) => newDraft(fill?.idType ?? idType, fill),
    validate: (d) => draftErrors(d, flightDate, international, opts.lastDate),
    canKeep: opts.canKeep,
  });
}
