import { formatTravelDate } from '@/components/datetime';
import { guestsText } from '@/components/hotel-search/guests-field';
import { nightsBetween } from '@/components/hotel-search/hotel-query';
import type { StayQuery } from './stay-query';

/** `12月3日–12月5日 · 2晚 · 1间 · 2成人` (the mobile summary of a search). */
export function stayLine(
  s: Pick<StayQuery, 'checkIn' | 'checkOut' | 'rooms' | 'adults' | 'childAges'>,
): string {
  const d = (x: string) => formatTravelDate(x, false);
  return `${d(s.checkIn)}–${d(s.checkOut)} · ${nightsBetween(s.checkIn, s.checkOut)}晚 · ${guestsText(s)}`;
}
