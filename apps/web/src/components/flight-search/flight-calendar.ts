import { ApiPath, type Cabin, type FlightCalendarResult } from '@lvxing/shared';
import { post } from '@/lib/api-client';

export type CalendarDay = FlightCalendarResult['days'][number];

export interface CalendarRequest {
  from: string;
  to: string;
  startDate: string;
  days: number;
  cabin: Cabin;
}

const cache = new Map<string, Promise<CalendarDay[]>>();

/** POST /api/plane/flight/calendar: lowest price and holiday per day (silent, cached). */
export function getFlightCalendar(body: CalendarRequest): Promise<CalendarDay[]> {
  const key = JSON.stringify(body);
  let hit = cache.get(key);
  if (!hit) {
    hit = post<FlightCalendarResult>(ApiPath.planeFlightCalendar, body, { silent: true }).then(
      (r) => r.days,
    );
    hit.catch(() => cache.delete(key));
    cache.set(key, hit);
  }
  return hit;
}
