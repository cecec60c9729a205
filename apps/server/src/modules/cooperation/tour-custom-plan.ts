// The dated plan a custom trip is priced on: which city on which days, the legs between them.
import { addDays, type ItinerarySubmitInput } from '@lvxing/shared';

/** A destination's share of the trip. */
export interface PlanStop {
  city: string;
  /** The days spent there (its sightseeing days), ≥ 1. */
  days: number;
  /** The dates of the nights spent there (`YYYY-MM-DD`); none on a day trip's last stop. */
  nights: string[];
  /** The first day there. */
  from: string;
}

/** A journey between two cities on a date (大交通). */
export interface PlanLeg {
  from: string;
  to: string;
  date: string;
}

export interface TripPlan {
  /** The first day: the start date, or the 15th of a flexible month (mid-month, no holiday bias). */
  start: string;
  stops: PlanStop[];
  legs: PlanLeg[];
}

/** The day a trip is priced from: its start date, or the 15th of its month (tomorrow at least). */
export function pricedStart(b: Pick<ItinerarySubmitInput, 'departDate' | 'month'>, today: string) {
  if (b.departDate) return b.departDate;
  const mid = `${b.month}-15`;
  return mid > today ? mid : addDays(today, 1);
}

/**
 * Splits `tripDays` over the destinations in order (the first ones take the odd days), the
 * nights following on (tripDays − 1 in all: the last day travels home), with a leg from the
 * departure city to the first, between each, and home from the last on the last day.
 */
export function planTrip(b: ItinerarySubmitInput, today: string): TripPlan {
  const start = pricedStart(b, today);
  const n = b.destinations.length;
  const base = Math.floor(b.tripDays / n);
  const extra = b.tripDays % n;
  const stops: PlanStop[] = [];
  const legs: PlanLeg[] = [];
  let day = 0;
  let previous = b.departureCity;
  b.destinations.forEach((city, i) => {
    const days = base + (i < extra ? 1 : 0);
    const from = addDays(start, day);
    const nightCount = i === n - 1 ? days - 1 : days;
    const nights = Array.from({ length: nightCount }, (_, k) => addDays(from, k));
    stops.push({ city, days, nights, from });
    legs.push({ from: previous, to: city, date: from });
    previous = city;
    day += days;
  });
  legs.push({ from: previous, to: b.departureCity, date: addDays(start, b.tripDays - 1) });
  return { start, stops, legs };
}
