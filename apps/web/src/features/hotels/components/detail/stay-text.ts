import { dayjs } from '@/lib/dayjs';

/** Nights between check-in and check-out (calendar days). */
export function nightsOf(s: { checkIn: string; checkOut: string }): number {
  return dayjs(s.checkOut).diff(dayjs(s.checkIn), 'day');
}

/** `12月3日` */
export function monthDay(date: string): string {
  return dayjs(date).format('M月D日');
}

/** `12月3日 周四 – 12月5日 周六 · 2晚` */
export function stayLine(s: { checkIn: string; checkOut: string }): string {
  const d = (x: string) => dayjs(x).format('M月D日 ddd');
  return `${d(s.checkIn)} – ${d(s.checkOut)} · ${nightsOf(s)}晚`;
}

/** `2间 · 3成人 · 1儿童` */
export function guestsLine(s: {
  rooms: number;
  adults: number;
  childAges: readonly number[];
}): string {
  const kids = s.childAges.length ? ` · ${s.childAges.length}儿童` : '';
  return `${s.rooms}间 · ${s.adults}成人${kids}`;
}
