import type { SeatClass, TrainResult, TrainType } from '@lvxing/shared';
import { anyOf, inBand, sortByValue } from '@/components/list-sort';
import type { SortState } from '@/components/sort-bar';

export type TrainSortKey = 'depTime' | 'arrTime' | 'duration' | 'price';
export type TrainSort = SortState<TrainSortKey>;

/** The filters of the train list (all client side, on the day's full result). */
export interface TrainFilters {
  trainTypes?: TrainType[];
  depTimeBands?: string[];
  arrTimeBands?: string[];
  /** Telecodes. */
  depStations?: string[];
  arrStations?: string[];
  seatClasses?: SeatClass[];
  /** Only trains on sale with seats left (in the chosen seat classes, if any). */
  onlyAvailable?: boolean;
}

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The seat offers a train shows under the filters (the chosen classes, or all). */
export function offersOf(t: TrainResult, f: TrainFilters) {
  return f.seatClasses?.length
    ? t.seats.filter((s) => f.seatClasses!.includes(s.seatClass))
    : t.seats;
}

/** Whether the train can be booked now in at least one of the offers. */
export function hasTickets(t: TrainResult, f: TrainFilters = {}): boolean {
  return t.saleState === 'ON_SALE' && offersOf(t, f).some((s) => s.seatsLeft > 0);
}

/** Trains that pass every filter. */
export function filterTrains(trains: readonly TrainResult[], f: TrainFilters): TrainResult[] {
  return trains.filter(
    (t) =>
      anyOf(f.trainTypes, (x) => x === t.trainType) &&
      anyOf(f.depTimeBands, (b) => inBand(t.depTime, b)) &&
      anyOf(f.arrTimeBands, (b) => inBand(t.arrTime, b)) &&
      anyOf(f.depStations, (c) => c === t.from.telecode) &&
      anyOf(f.arrStations, (c) => c === t.to.telecode) &&
      offersOf(t, f).length > 0 &&
      (!f.onlyAvailable || hasTickets(t, f)),
  );
}

/** Lowest fare among the offers with seats left; Infinity when nothing can be booked. */
export function lowestPrice(t: TrainResult, f: TrainFilters = {}): number {
  if (t.saleState !== 'ON_SALE') return Number.POSITIVE_INFINITY;
  const open = offersOf(t, f).filter((s) => s.seatsLeft > 0);
  return open.length ? Math.min(...open.map((s) => s.priceFen)) : Number.POSITIVE_INFINITY;
}

/**
 * Sorted copy: by departure, arrival (later days last), duration, or lowest bookable fare (trains
 * without tickets last on price either way); ties by departure time.
 */
export function sortTrains(trains: readonly TrainResult[], sort: TrainSort, f: TrainFilters = {}) {
  const value = (t: TrainResult): number => {
    switch (sort.key) {
      case 'price':
        return lowestPrice(t, f);
      case 'duration':
        return t.durationMinutes;
      case 'arrTime':
        return t.arrDayOffset * 1440 + minutes(t.arrTime);
      default:
        return minutes(t.depTime);
    }
  };
  return sortByValue(trains, value, sort.order);
}
