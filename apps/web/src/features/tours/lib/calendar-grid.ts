import type { TourDepartureView, TourTypeCode } from '@lvxing/shared';

/** The months (`YYYY-MM`) that have departures, in date order. */
export function monthsOf(departures: readonly TourDepartureView[]): string[] {
  return [...new Set(departures.map((d) => d.date.slice(0, 7)))].sort();
}

/**
 * The weeks of `month` (`YYYY-MM`) as rows of 7 days, Sunday first (日 一 … 六, as Chinese
 * calendars print them): `YYYY-MM-DD` for a day of the month, null for the padding around it.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  // UTC dates: the weekday of a calendar day, whatever the browser's zone
  const first = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: first }, () => null);
  for (let d = 1; d <= days; d += 1) cells.push(`${month}-${String(d).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** `2026-12` → `2026年12月`. */
export const monthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;

/**
 * A departure's group line on the calendar: a 跟团游 shows its 成团进度 (已报N/M人成团) until it
 * forms (已成团); the other types form with their first booking, so they show the per-order
 * minimum (N人起订) instead. A departure not on sale says why in short (已满, 截止).
 */
export function departureStatus(dep: TourDepartureView, type: TourTypeCode): string {
  if (!dep.onSale) return dep.left <= 0 ? '已满' : '截止';
  if (type !== 'GROUP') return dep.groupMin > 1 ? `${dep.groupMin}人起订` : '可订';
  return dep.formed ? '已成团' : `已报${dep.booked}/${dep.groupMin}人`;
}

/** 余位 as shown: the count when few are left, 充足 otherwise. */
export function placesText(dep: TourDepartureView): string {
  if (dep.left <= 0) return '无余位';
  return dep.left <= 9 ? `余${dep.left}` : '余位充足';
}
