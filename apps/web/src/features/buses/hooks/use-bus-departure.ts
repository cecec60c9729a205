import type { BusDepartureRef } from '../lib/booking-url';
import { bookable } from '../lib/bookable';
import { useBusSearch } from './use-bus-search';

/** The departure a booking URL names, found again in the day's search; `missing` when gone. */
export function useBusDeparture(ref: BusDepartureRef | null) {
  const { data, loading, error } = useBusSearch(
    ref ? { from: ref.from, to: ref.to, date: ref.date } : null,
  );
  const schedule = data?.schedules.find((s) => s.scheduleId === ref?.scheduleId) ?? null;
  return {
    schedule,
    loading,
    missing: !loading && (!!error || !schedule || !bookable(schedule)),
  };
}
