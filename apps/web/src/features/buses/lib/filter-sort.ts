import type { BusSchedule } from '@lvxing/shared';
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

const inBand = (time: string, band: string) => {
  const [from, to] = band.split('-').map(Number) as [number, number];
  const hour = Number(time.slice(0, 2));
  return hour >= from && hour < to;
};
const any = <T>(list: readonly T[] | undefined, ok: (v: T) => boolean) =>
  !list?.length || list.some(ok);

/** Whether the departure can still be booked. */
export const bookable = (s: BusSchedule) => s.saleState === 'ON_SALE' && s.seatsLeft > 0;

/** Departures that pass every filter. */
export function filterSchedules(list: BusSchedule[], f: BusFilters): BusSchedule[] {
  return list.filter(
    (s) =>
      any(f.depTimeBands, (b) => inBand(s.depTime, b)) &&
      any(f.depStations, (c) => c === s.depStation.code) &&
      any(f.arrStations, (c) => c === s.arrStation.code) &&
      (!f.onlyAvailable || bookable(s)),
  );
}

/** Sorted copy by departure, full fare or duration; on price, departures not bookable go last. */
export function sortSchedules(list: BusSchedule[], sort: BusSort): BusSchedule[] {
  const dir = sort.order === 'asc' ? 1 : -1;
  const value = (s: BusSchedule) =>
    sort.key === 'price'
      ? bookable(s)
        ? s.fullPriceFen
        : Number.POSITIVE_INFINITY
      : sort.key === 'duration'
        ? s.durationMinutes
        : Number(s.depTime.replace(':', ''));
  return [...list].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va === vb) return a.depTime.localeCompare(b.depTime);
    if (va === Number.POSITIVE_INFINITY) return 1;
    if (vb === Number.POSITIVE_INFINITY) return -1;
    return (va - vb) * dir;
  });
}
