/** The tour search's three fields (the /travel page and the home page's 旅游 tab). */
export interface TourSearchValues {
  /** A destination, region or sight (free text, ≤ 30 characters). */
  keyword: string;
  /** A departure city, or '' for any. */
  departureCity: string;
  /** `YYYY-MM`, or '' for any month. */
  month: string;
}

export { TOUR_DEPARTURE_CITIES } from '@lvxing/shared';

/** The next `count` months from `today` (`YYYY-MM-DD`), as `{value: 'YYYY-MM', label: '12月'}`. */
export function monthOptions(today: string, count = 6): { value: string; label: string }[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const year = y + Math.floor((m - 1 + i) / 12);
    const month = ((m - 1 + i) % 12) + 1;
    const label = year === y ? `${month}月` : `${year}年${month}月`;
    return { value: `${year}-${String(month).padStart(2, '0')}`, label };
  });
}

/** The /travel address of a search from the home page (empty fields left out). */
export function travelHref(v: TourSearchValues): string {
  const q = new URLSearchParams();
  for (const [k, value] of Object.entries(v)) if (value.trim()) q.set(k, value.trim());
  const s = q.toString();
  return s ? `/travel?${s}` : '/travel';
}
