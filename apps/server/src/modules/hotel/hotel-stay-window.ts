import {
  ErrorCode,
  HOTEL_EARLY_MORNING_HOUR,
  HOTEL_WINDOW_DAYS,
  addDays,
  beijingIso,
  beijingToday,
} from '@lvxing/shared';
import { AppError } from '../../lib/app-error';

/**
 * The check-in dates open at `now`: from today (Beijing) — or yesterday before 06:00, the 凌晨房
 * Ctrip sells — to {@link HOTEL_WINDOW_DAYS} days ahead.
 */
export function stayWindow(now: Date): { first: string; last: string } {
  const today = beijingToday(now);
  const hour = Number(beijingIso(now).slice(11, 13));
  return {
    first: hour < HOTEL_EARLY_MORNING_HOUR ? addDays(today, -1) : today,
    last: addDays(today, HOTEL_WINDOW_DAYS),
  };
}

/**
 * Checks that `checkIn` (`YYYY-MM-DD`) can be booked at `now` (search, detail and booking share it).
 * @throws AppError 20005 naming the open dates otherwise
 */
export function checkStayWindow(checkIn: string, now: Date): void {
  const { first, last } = stayWindow(now);
  if (checkIn < first || checkIn > last) {
    throw new AppError(
      ErrorCode.HOTEL_STAY_NOT_ON_SALE,
      `入住日期须在${first}至${last}之间（凌晨6点前可预订前一天入住）`,
    );
  }
}
