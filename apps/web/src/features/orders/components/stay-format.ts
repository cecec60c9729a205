import { formatInstant, formatTravelDate } from '@/components/datetime';

/** `12月3日 周四 – 12月5日 周六`: the stay's check-in and check-out days. */
export function stayDates(stay: { checkIn: string; checkOut: string }): string {
  return `${formatTravelDate(stay.checkIn)} – ${formatTravelDate(stay.checkOut)}`;
}

/** `共2晚 · 1间`. */
export function stayCounts(stay: { nights: number; rooms: number }): string {
  return `共${stay.nights}晚 · ${stay.rooms}间`;
}

/**
 * An instant as an absolute Beijing date-time, `2026年12月3日 周四 18:00`: a cancel deadline is
 * read in days ahead, so it carries its year and weekday, never a relative word.
 */
export function beijingDateTime(iso: string): string {
  const date = formatInstant(iso, 'date');
  if (!date) return '';
  return `${date.slice(0, 4)}年${formatTravelDate(date)} ${formatInstant(iso, 'time')}`;
}
