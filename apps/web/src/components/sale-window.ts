import { dayjs, todayIso } from '@/lib/dayjs';

/**
 * Pre-sale windows the search forms offer, in days including today. The servers decide what is on
 * sale (a date beyond their window answers 未开售); these only bound the date pickers.
 * Trains: 12306 sells 15 days ahead. Coaches: stations sell about 10 days ahead.
 */
export const PRESALE_DAYS = { train: 15, bus: 10 } as const;

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
