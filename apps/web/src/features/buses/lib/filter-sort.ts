import type { BusSchedule } from '@lvxing/shared';
import { anyOf, inBand, sortByValue } from '@/components/list-sort';
import { bookable } from './bookable';
import type { SortState } from '@/components/sort-bar';

export type BusSortKey = 'depTime' | 'price' | 'duration';
export type BusSort = SortState<BusSortKey>;

/** The filters of the coach list (client side, on the day's full result). */
export interface BusFilters {
  depTimeBands?: string[];
  /** Station codes. */
  depStations?: string[];
  arrStations?: string[];
  onlyAvailable?: boolean;
}

/** Departures that pass every filter. */
export function filterSchedules(list: readonly BusSchedule[], f: BusFilters): BusSchedule[] {
  return list.filter(
    (s) =>
      anyOf(f.depTimeBands, (b) => inBand(s.depTime, b)) &&
      anyOf(f.depStations, (c) => c === s.depStation.code) &&
      anyOf(f.arrStations, (c) => c === s.arrStation.code) &&
      (!f.onlyAvailable || bookable(s)),
  );
}

/** Sorted copy by departure, full fare or duration; on price, departures not bookable go last. */
export function sortSchedules(list: readonly BusSchedule[], sort: BusSort): BusSchedule[] {
  const value = (s: BusSchedule) =>
    sort.key === 'price'
      ? bookable(s)
        ? s.fullPriceFen
        : Number.POSITIVE_INFINITY
      : sort.key === 'duration'
        ? s.durationMinutes
        : Number(s.depTime.replace(':', ''));
  return sortByValue(list, value, sort.order);
}
