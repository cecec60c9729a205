import type { SeatClass, TrainResult, TrainType } from '@lvxing/shared';
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

/** Whether a HH:MM time falls in a band such as `06-12` (from inclusive, to exclusive). */
export function inBand(time: string, band: string): boolean {
  const [from, to] = band.split('-').map(Number) as [number, number];
  const hour = Number(time.slice(0, 2));
  return hour >= from && hour < to;
}

const any = <T>(list: readonly T[] | undefined, ok: (v: T) => boolean) =>
  !list?.length || list.some(ok);

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
export function filterTrains(trains: TrainResult[], f: TrainFilters): TrainResult[] {
  return trains.filter(
    (t) =>
      any(f.trainTypes, (x) => x === t.trainType) &&
      any(f.depTimeBands, (b) => inBand(t.depTime, b)) &&
      any(f.arrTimeBands, (b) => inBand(t.arrTime, b)) &&
      any(f.depStations, (c) => c === t.from.telecode) &&
      any(f.arrStations, (c) => c === t.to.telecode) &&
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
export function sortTrains(trains: TrainResult[], sort: TrainSort, f: TrainFilters = {}) {
  const dir = sort.order === 'asc' ? 1 : -1;
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
  return [...trains].sort((a, b) => {
    const va = value(a);
    const vb = value(b);
    if (va === vb) return a.depTime.localeCompare(b.depTime);
    if (va === Number.POSITIVE_INFINITY) return 1;
    if (vb === Number.POSITIVE_INFINITY) return -1;
    return (va - vb) * dir;
  });
}

/** 12306's availability text: 有 (20 or more), N张 (1–19), 无 (none). */
export function seatsText(seatsLeft: number): string {
  if (seatsLeft >= 20) return '有';
  if (seatsLeft <= 0) return '无';
  return `${seatsLeft}张`;
}

/** Where a station sits on the train's route: 始 (origin), 终 (terminal), else 过 (passing). */
export function stopMark(t: TrainResult, end: 'from' | 'to'): '始' | '终' | '过' {
  const stop = t[end];
  if (end === 'from' && (stop.seq === 1 || stop.name === t.origin)) return '始';
  if (end === 'to' && stop.name === t.terminal) return '终';
  return '过';
}
