import {
  addDays,
  ErrorCode,
  type Cabin,
  type Flight,
  type FlightCity,
  daysBetween,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { localClock } from '../../lib/local-clock';
import { shanghaiDate, shanghaiInstant } from '../orders/order-numbers';
import { getCatalog, offerTemplates } from './catalog';
import type { FlightSchedule, OfferTemplate } from './catalog/types';
import type { FlightDeps } from './flight.deps';

/** ISO weekday 1 (Mon)…7 (Sun) of a `YYYY-MM-DD` date. */
export function isoWeekday(date: string): number {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** Arrival clock time and day offset of a schedule. */
export function arrivalOf(s: FlightSchedule): { arrTime: string; arrDayOffset: number } {
  const [h, m] = s.depTime.split(':').map(Number) as [number, number];
  const total = h * 60 + m + s.blockMinutes;
  const hh = Math.floor(total / 60);
  return {
    arrTime: `${String(hh % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`,
    arrDayOffset: Math.floor(hh / 24),
  };
}

const BEIJING = 'Asia/Shanghai';
/** China keeps UTC+8 all year (no summer time since 1991). */
const BEIJING_OFFSET = 480;

/**
 * The departure and arrival of a flight instance on its airports' own clocks: the schedule keeps
 * Beijing times (and the inventory Beijing dates), so what is sold never moves; abroad the
 * clocks differ, and an arrival may fall on the next local day or, across the date line, the
 * previous one.
 */
export function localTimesOf(s: FlightSchedule, date: string): Flight['local'] {
  const airports = getCatalog().airports;
  const depTz = airports.get(s.dep)?.tz || BEIJING;
  const arrTz = airports.get(s.arr)?.tz || BEIJING;
  if (depTz === BEIJING && arrTz === BEIJING) {
    // the schedule's own clocks (most flights, and every day of the low-price calendar)
    const { arrTime, arrDayOffset } = arrivalOf(s);
    return {
      dep: { date, time: s.depTime, utcOffsetMinutes: BEIJING_OFFSET },
      arr: { date: addDays(date, arrDayOffset), time: arrTime, utcOffsetMinutes: BEIJING_OFFSET },
      arrDayOffset,
    };
  }
  const leave = departsAt(s, date);
  const dep = localClock(leave, depTz);
  const arr = localClock(new Date(leave.getTime() + s.blockMinutes * 60_000), arrTz);
  return { dep, arr, arrDayOffset: daysBetween(dep.date, arr.date) };
}

/** Departure instant of a flight instance (times are Beijing time). */
export function departsAt(s: FlightSchedule, date: string): Date {
  return shanghaiInstant(date, s.depTime);
}

/**
 * Checks that `date` is inside the sale window (today … today + saleWindowDays, Beijing time).
 * @throws AppError 14006
 */
export function assertOnSale(deps: FlightDeps, date: string): void {
  const today = shanghaiDate(deps.now());
  const ahead = daysBetween(today, date);
  if (ahead < 0) throw new AppError(ErrorCode.DATE_NOT_ON_SALE, '不能预订今天以前的航班');
  if (ahead > deps.saleWindowDays) {
    throw new AppError(ErrorCode.DATE_NOT_ON_SALE, `仅可预订${deps.saleWindowDays}天内的航班`);
  }
}

/** True when the instance operates on `date` and its sales have not closed. */
export function instanceOnSale(deps: FlightDeps, s: FlightSchedule, date: string): boolean {
  if (!s.daysOfWeek.includes(isoWeekday(date))) return false;
  return departsAt(s, date).getTime() - deps.now().getTime() > deps.salesCloseMinutes * 60_000;
}

/** A place (city code or airport code). @throws AppError 14001 */
export function resolvePlace(code: string): FlightCity {
  const place = getCatalog().resolvePlace(code.toUpperCase());
  if (!place) throw new AppError(ErrorCode.CITY_NOT_FOUND, `未找到城市或机场：${code}`);
  return place;
}

/** Offers of one instance and cabin at its current load. */
export function offersFor(
  deps: FlightDeps,
  s: FlightSchedule,
  date: string,
  cabin: Cabin,
  held: number,
): { offers: OfferTemplate[]; capacity: number; seatsLeft: number } {
  const capacity = s.cabins.find((c) => c.cabin === cabin)?.seats ?? 0;
  const seatsLeft = Math.max(0, capacity - held);
  const daysAhead = Math.max(0, daysBetween(shanghaiDate(deps.now()), date));
  const offers =
    capacity > 0
      ? offerTemplates(s, date, cabin, { loadFactor: capacity ? held / capacity : 1, daysAhead })
      : [];
  return { offers, capacity, seatsLeft };
}

/** The search/list view of one flight instance; `held` by `${flightNo}|${cabin}`. */
export function flightView(
  deps: FlightDeps,
  s: FlightSchedule,
  date: string,
  held: ReadonlyMap<string, number>,
): Flight {
  const catalog = getCatalog();
  const airline = catalog.airlines.get(s.airline);
  const dep = catalog.airports.get(s.dep);
  const arr = catalog.airports.get(s.arr);
  const cabins = s.cabins
    .map((c) => {
      const { offers, seatsLeft } = offersFor(
        deps,
        s,
        date,
        c.cabin,
        held.get(`${s.flightNo}|${c.cabin}`) ?? 0,
      );
      const best = offers[0];
      if (!best) return null;
      return {
        cabin: c.cabin,
        lowestPriceFen: best.adultFareFen,
        discount: Math.round((best.adultFareFen / best.fullFareFen) * 100) / 100,
        seatsLeft,
      };
    })
    .filter((c): c is NonNullable<typeof c> => c !== null);
  const open = cabins.filter((c) => c.seatsLeft > 0);
  const { arrTime, arrDayOffset } = arrivalOf(s);
  return {
    local: localTimesOf(s, date),
    flightNo: s.flightNo,
    airline: {
      code: s.airline,
      nameZh: airline?.nameZh ?? s.airline,
      shortZh: airline?.shortZh ?? s.airline,
    },
    aircraft: s.aircraft,
    aircraftSize: s.aircraftSize,
    date,
    dep: { code: s.dep, nameZh: dep?.nameZh ?? s.dep, cityZh: dep?.cityZh ?? '' },
    arr: { code: s.arr, nameZh: arr?.nameZh ?? s.arr, cityZh: arr?.cityZh ?? '' },
    depTime: s.depTime,
    arrTime,
    arrDayOffset,
    durationMinutes: s.blockMinutes,
    distanceKm: s.distanceKm,
    stops: 0,
    international: s.international,
    meal: s.meal,
    cabins,
    lowestPriceFen: open.length ? Math.min(...open.map((c) => c.lowestPriceFen)) : null,
  };
}
