import { dayjs, todayIso } from '@/lib/dayjs';

/**
 * Pre-sale windows the search forms offer, in days including today. The servers decide what is on
 * sale (a date beyond their window is refused); these only bound the date pickers.
 * Trains: 12306 sells 15 days (today + 14). Coaches: the bus server's default
 * `BUS_SALE_WINDOW_DAYS` = 10 days ahead, i.e. today + 10 (11 days).
 */
export const PRESALE_DAYS = { train: 15, bus: 11 } as const;

export interface SaleWindow {
  /** First and last bookable days, YYYY-MM-DD. */
  min: string;
  max: string;
}

/** The bookable days of a kind, from `today` (Beijing calendar of this browser). */
export function saleWindow(kind: keyof typeof PRESALE_DAYS, today = todayIso()): SaleWindow {
  return {
    min: today,
    max: dayjs(today)
      .add(PRESALE_DAYS[kind] - 1, 'day')
      .format('YYYY-MM-DD'),
  };
}

/** `date` moved into the window (the first day when before it, the last day when after). */
export function clampToWindow(date: string, w: SaleWindow): string {
  if (date < w.min) return w.min;
  if (date > w.max) return w.max;
  return date;
}
