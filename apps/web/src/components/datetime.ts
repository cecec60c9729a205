import { beijingIso } from '@lvxing/shared';
import { dayjs } from '@/lib/dayjs';

/** An instant (ISO) as Beijing time: `2026-11-25 14:05` (or only the date / the time). */
export function formatInstant(
  iso: string,
  part: 'datetime' | 'date' | 'time' = 'datetime',
): string {
  if (!iso || Number.isNaN(Date.parse(iso))) return '';
  // Beijing wall clock by the fixed UTC+8 offset (@lvxing/shared beijing-time.ts)
  const local = beijingIso(new Date(iso));
  const date = local.slice(0, 10);
  const time = local.slice(11, 16);
  return part === 'date' ? date : part === 'time' ? time : `${date} ${time}`;
}

/** A travel date `YYYY-MM-DD` as `11月25日 周三`. */
export function formatTravelDate(date: string, withWeekday = true): string {
  const d = dayjs(date);
  return d.isValid() ? d.format(withWeekday ? 'M月D日 ddd' : 'M月D日') : date;
}

/** 135 → `2小时15分`. */
export function formatDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m}分`;
  return m ? `${h}小时${m}分` : `${h}小时`;
}

/** Milliseconds as `mm:ss` (hours fold into minutes), never negative. */
export function formatMmSs(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const mm = String(Math.floor(total / 60)).padStart(2, '0');
  const ss = String(total % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
