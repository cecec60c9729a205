// The rental period's rules on the Beijing clock: valid calendar times, not in the past, pick-up
// within the booking window, at least one day and at most 30.
import {
  addDays,
  beijingIso,
  CAR_BOOKING_WINDOW_DAYS,
  CAR_MAX_RENTAL_DAYS,
  CAR_MIN_RENTAL_HOURS,
  ErrorCode,
  isCalendarDate,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';
import { minutesBetween } from './catalog';
import type { CarStoreRecord } from './catalog';

/** `YYYY-MM-DD HH:mm` on the Beijing clock as an instant. */
export const beijingInstant = (at: string) => new Date(`${at.replace(' ', 'T')}:00+08:00`);

const invalid = (message: string) => new AppError(ErrorCode.CAR_TIME_INVALID, message);

/**
 * Checks a rental period against `now`.
 * @throws AppError 26002 naming the rule broken
 */
export function checkRentalPeriod(pickupAt: string, returnAt: string, now: Date): void {
  if (!isCalendarDate(pickupAt.slice(0, 10))) throw invalid('取车时间不是有效的日期');
  if (!isCalendarDate(returnAt.slice(0, 10))) throw invalid('还车时间不是有效的日期');
  const clock = beijingIso(now);
  const nowLocal = `${clock.slice(0, 10)} ${clock.slice(11, 16)}`;
  if (minutesBetween(nowLocal, pickupAt) < 0) throw invalid('取车时间不能早于当前时间');
  if (pickupAt.slice(0, 10) > addDays(clock.slice(0, 10), CAR_BOOKING_WINDOW_DAYS))
    throw invalid(`取车时间最晚为${CAR_BOOKING_WINDOW_DAYS}天内`);
  const minutes = minutesBetween(pickupAt, returnAt);
  if (minutes < CAR_MIN_RENTAL_HOURS * 60) throw invalid('租期至少1天（24小时）');
  if (minutes > CAR_MAX_RENTAL_DAYS * 1440) throw invalid(`租期最多${CAR_MAX_RENTAL_DAYS}天`);
}

const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** A store's hours as shown: `07:00-23:00`, or `00:00-24:00` round the clock. */
export const storeHours = (s: CarStoreRecord) => `${hhmm(s.opensAt)}-${hhmm(s.closesAt)}`;

/** Whether the store is open at `at` (`YYYY-MM-DD HH:mm`; the closing minute itself is closed). */
export function isOpenAt(s: CarStoreRecord, at: string): boolean {
  const minute = Number(at.slice(11, 13)) * 60 + Number(at.slice(14, 16));
  return minute >= s.opensAt && minute < s.closesAt;
}
