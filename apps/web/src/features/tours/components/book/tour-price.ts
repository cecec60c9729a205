import { TOUR_INSURANCE_FEN, type TourDepartureView, type TourScopeCode } from '@lvxing/shared';
import type { TourParty } from './book-query';

/** One line of the price: 成人 ¥3,280 × 2. */
export interface TourPriceLine {
  key: string;
  label: string;
  unitFen: number;
  count: number;
}

/** The prices of a departure the booking reads (the calendar's). */
export type DeparturePrices = Pick<
  TourDepartureView,
  'adultFen' | 'childWithBedFen' | 'childNoBedFen' | 'singleSupplementFen'
>;

/**
 * The price of a party on a departure, line by line as the server's `priceTour` makes it
 * (成人, 儿童占床, 儿童不占床, 单房差, 旅游意外险 for every traveller when chosen), lines of
 * none left out; `insurance` null (not chosen yet) prices none. Fen throughout.
 */
export function tourPrice(
  dep: DeparturePrices,
  party: TourParty,
  scope: TourScopeCode,
  insurance: boolean | null,
): { lines: TourPriceLine[]; totalFen: number } {
  const withBed = party.children.filter((c) => c.bed).length;
  const travellers = party.adults + party.children.length;
  const lines: TourPriceLine[] = [
    { key: 'adult', label: '成人', unitFen: dep.adultFen, count: party.adults },
    { key: 'bed', label: '儿童（占床）', unitFen: dep.childWithBedFen, count: withBed },
    {
      key: 'nobed',
      label: '儿童（不占床）',
      unitFen: dep.childNoBedFen,
      count: party.children.length - withBed,
    },
    {
      key: 'single',
      label: '单房差',
      unitFen: dep.singleSupplementFen,
      count: party.singleRooms,
    },
    {
      key: 'insurance',
      label: '旅游意外险',
      unitFen: TOUR_INSURANCE_FEN[scope],
      count: insurance ? travellers : 0,
    },
  ].filter((l) => l.count > 0);
  return { lines, totalFen: lines.reduce((s, l) => s + l.unitFen * l.count, 0) };
}
