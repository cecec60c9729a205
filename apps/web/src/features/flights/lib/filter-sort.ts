import type { Cabin, Flight, FlightFilters } from '@lvxing/shared';
import { inBand, sortByValue } from '@/components/list-sort';

export type SortKey = 'price' | 'depTime' | 'duration';
export interface SortState {
  key: SortKey;
  order: 'asc' | 'desc';
}

/** What the filter bar holds (client side): the contract's filters, with a cabin always set. */
export interface FilterState extends Omit<FlightFilters, 'cabin'> {
  cabin: Cabin;
}

/** The cabin summary shown for a flight (its lowest price in `cabin`), if it sells that cabin. */
export function cabinOf(flight: Flight, cabin: Cabin) {
  return flight.cabins.find((c) => c.cabin === cabin) ?? null;
}

const has = (list: string[] | undefined, v: string) => !list?.length || list.includes(v);

/** Flights that pass every filter. */
export function filterFlights(flights: readonly Flight[], f: FilterState): Flight[] {
  return flights.filter(
    (x) =>
      cabinOf(x, f.cabin) !== null &&
      has(f.airlines, x.airline.code) &&
      has(f.depAirports, x.dep.code) &&
      has(f.arrAirports, x.arr.code) &&
      (!f.depTimeBands?.length || f.depTimeBands.some((b) => inBand(x.local.dep.time, b))) &&
      (!f.directOnly || x.stops === 0),
  );
}

/** Sorted copy: by the cabin's price, departure time or duration; sold-out flights last on price. */
export function sortFlights(flights: readonly Flight[], sort: SortState, cabin: Cabin): Flight[] {
  const price = (x: Flight) => {
    const c = cabinOf(x, cabin);
    return c && c.seatsLeft > 0 ? c.lowestPriceFen : Number.POSITIVE_INFINITY;
  };
  const value = (x: Flight): number =>
    sort.key === 'price'
      ? price(x)
      : sort.key === 'duration'
        ? x.durationMinutes
        : Number(x.local.dep.time.replace(':', ''));
  return sortByValue(flights, value, sort.order);
}
