import { dayjs, todayIso } from '@/lib/dayjs';
import { useBookingRules, type RulesKind } from './booking-rules';

export interface SaleWindow {
  /** First and last bookable days, YYYY-MM-DD. */
  min: string;
  max: string;
  /** Bookable days including today (预售期). */
  days: number;
}

/**
 * The bookable days from `today` (Beijing calendar of this browser) for a window of `days` days
 * including today, as the server's rules serve it (`saleWindowDays`).
 */
export function saleWindow(days: number, today = todayIso()): SaleWindow {
  return {
    min: today,
    max: dayjs(today)
      .add(days - 1, 'day')
      .format('YYYY-MM-DD'),
    days,
  };
}

/** The sale window of a kind from the server's rules (see `useBookingRules`). */
export function useSaleWindow(kind: RulesKind): SaleWindow {
  return saleWindow(useBookingRules(kind).saleWindowDays);
}

/** `date` moved into the window (the first day when before it, the last day when after). */
export function clampToWindow(date: string, w: Pick<SaleWindow, 'min' | 'max'>): string {
  if (date < w.min) return w.min;
  if (date > w.max) return w.max;
  return date;
}
