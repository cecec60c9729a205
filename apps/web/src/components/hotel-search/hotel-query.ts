import { addDays, HOTEL_MAX_NIGHTS, HOTEL_WINDOW_DAYS, type HotelPlace } from '@lvxing/shared';
import { todayIso } from '@/lib/dayjs';
import { firstCheckIn, type StayQuery } from './stay-query';

/** Check-in and check-out days open to the date fields at `now` (Beijing calendar). */
export function stayWindow(checkIn: string, now: Date = new Date()) {
  const last = addDays(todayIso(now), HOTEL_WINDOW_DAYS - 1);
  const outMax = addDays(checkIn, HOTEL_MAX_NIGHTS);
  return {
    inMin: firstCheckIn(now).date,
    inMax: last,
    outMin: addDays(checkIn, 1),
    outMax: outMax < addDays(last, 1) ? outMax : addDays(last, 1),
  };
}

/** Nights between two `YYYY-MM-DD` days. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);
}

/** A new check-in keeps the nights when it can, else one night. */
export function withCheckIn(q: StayQuery, checkIn: string): StayQuery {
  const nights = nightsBetween(q.checkIn, q.checkOut);
  const checkOut = addDays(checkIn, nights >= 1 && nights <= HOTEL_MAX_NIGHTS ? nights : 1);
  return { ...q, checkIn, checkOut };
}

/** The query with a destination picked in the suggest (a city, or a place of a city). */
export function withPlace(q: StayQuery, p: HotelPlace): StayQuery {
  return {
    ...q,
    city: p.cityCode,
    cityName: p.cityName,
    place: p.type === 'CITY' ? null : { type: p.type, id: p.id, name: p.name },
  };
}

/** What the destination field shows: the place, else the city. */
export function destinationText(q: StayQuery): string | null {
  return q.place?.name ?? q.cityName ?? q.city;
}

/** The first problem of a search before it is sent, or null. */
export function hotelQueryError(q: StayQuery): string | null {
  if (!q.city) return '请选择目的地';
  if (q.checkOut <= q.checkIn) return '离店日期须晚于入住日期';
  if (nightsBetween(q.checkIn, q.checkOut) > HOTEL_MAX_NIGHTS)
    return `单次最多预订${HOTEL_MAX_NIGHTS}晚`;
  if (q.adults < q.rooms) return '每间房至少需1位成人入住';
  if (q.childAges.some((a) => a < 0)) return '请选择每位儿童的年龄';
  return null;
}
