// The hotel search as a page address holds it: the web app's pages read and write it, and the
// server reads it to render /hotel with its first answer (the page data).
import { beijingIso } from './beijing-time';
import { addDays, isCalendarDate } from './calendar';
import {
  HOTEL_CHILD_MAX_AGE,
  HOTEL_EARLY_MORNING_HOUR,
  HOTEL_MAX_ADULTS,
  HOTEL_MAX_CHILDREN,
  HOTEL_MAX_NIGHTS,
  HOTEL_MAX_ROOMS,
  HOTEL_PLACE_TYPES,
  type HotelPlaceType,
} from './codes/hotel';

/** A place picked in the destination suggest (a district, landmark or hotel of the city). */
export interface StayPlace {
  type: HotelPlaceType;
  id: string;
  name: string;
}

/**
 * A hotel search as the address holds it (/hotel, /hotel/detail and /hotel/book read the same
 * entries): `city` (city code) and `cityName`, `place` (`TYPE:id`) and `placeName`, `checkIn`,
 * `checkOut`, `rooms`, `adults`, `childAges` (comma-separated ages).
 */
export interface StayQuery {
  city: string | null;
  cityName: string | null;
  place: StayPlace | null;
  checkIn: string;
  checkOut: string;
  rooms: number;
  adults: number;
  childAges: number[];
}

/**
 * The first check-in date on sale at `now` (Beijing): today, or yesterday before 06:00 (凌晨房:
 * the night that began yesterday, as Ctrip sells it). `early` says which.
 */
export function firstCheckIn(now: Date = new Date()): { date: string; early: boolean } {
  const iso = beijingIso(now);
  const early = Number(iso.slice(11, 13)) < HOTEL_EARLY_MORNING_HOUR;
  const today = iso.slice(0, 10);
  return { date: early ? addDays(today, -1) : today, early };
}

const int = (v: string | null, min: number, max: number, fallback: number) => {
  const n = v === null || v.trim() === '' ? NaN : Number(v);
  return Number.isInteger(n) && n >= min && n <= max ? n : fallback;
};

function parsePlace(value: string | null, name: string | null): StayPlace | null {
  const at = value?.indexOf(':') ?? -1;
  if (!value || at < 1) return null;
  const type = value.slice(0, at) as HotelPlaceType;
  const id = value.slice(at + 1);
  if (!HOTEL_PLACE_TYPES.includes(type) || !id) return null;
  return { type, id, name: name?.trim() || id };
}

/**
 * The stay of an address's query. Missing or bad entries take the defaults: check-in the first
 * day on sale ({@link firstCheckIn}), check-out the next day (also when it is not after check-in
 * or more than 30 nights on), 1 room, 1 adult (at least one per room), no children; bad child
 * ages are dropped. The server still checks the window (today … 180 days).
 */
export function parseStayQuery(params: URLSearchParams, now: Date = new Date()): StayQuery {
  const first = firstCheckIn(now).date;
  const ci = params.get('checkIn') ?? '';
  const checkIn = isCalendarDate(ci) && ci >= first ? ci : first;
  const co = params.get('checkOut') ?? '';
  const checkOut =
    isCalendarDate(co) && co > checkIn && co <= addDays(checkIn, HOTEL_MAX_NIGHTS)
      ? co
      : addDays(checkIn, 1);
  const rooms = int(params.get('rooms'), 1, HOTEL_MAX_ROOMS, 1);
  const adults = Math.max(rooms, int(params.get('adults'), 1, HOTEL_MAX_ADULTS, 1));
  const childAges = (params.get('childAges') ?? '')
    .split(',')
    .map((a) => int(a, 0, HOTEL_CHILD_MAX_AGE, -1))
    .filter((a) => a >= 0)
    .slice(0, HOTEL_MAX_CHILDREN);
  return {
    city: params.get('city')?.trim() || null,
    cityName: params.get('cityName')?.trim() || null,
    place: parsePlace(params.get('place'), params.get('placeName')),
    checkIn,
    checkOut,
    rooms,
    adults,
    childAges,
  };
}

/**
 * The query string of a stay (no leading `?`): the dates, rooms and guests always, the city and
 * place when given. `parseStayQuery(new URLSearchParams(stayQueryString(s)))` gives `s` back.
 */
export function stayQueryString(
  s: Pick<StayQuery, 'checkIn' | 'checkOut' | 'rooms' | 'adults' | 'childAges'> &
    Partial<Pick<StayQuery, 'city' | 'cityName' | 'place'>>,
): string {
  const q = new URLSearchParams();
  if (s.city) q.set('city', s.city);
  if (s.city && s.cityName) q.set('cityName', s.cityName);
  if (s.place) {
    q.set('place', `${s.place.type}:${s.place.id}`);
    q.set('placeName', s.place.name);
  }
  q.set('checkIn', s.checkIn);
  q.set('checkOut', s.checkOut);
  q.set('rooms', String(s.rooms));
  q.set('adults', String(s.adults));
  if (s.childAges.length) q.set('childAges', s.childAges.join(','));
  return q.toString();
}
