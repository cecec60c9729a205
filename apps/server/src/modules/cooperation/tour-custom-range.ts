// Money ranges of the custom trip estimate: low from the cheaper options, high from the dearer.
import type { FenRange } from '@lvxing/shared';

export type { FenRange };

/** One priced part of a line, for the whole party (fen), with how it was priced. */
export interface PricedItem extends FenRange {
  text: string;
}

/** What a line's pricing gives: its parts, and the parts it could not price (for the note). */
export interface LineParts {
  items: PricedItem[];
  missing: string[];
}

/**
 * The value at share `p` (0…1) of `values` sorted ascending (nearest rank), so one outlier
 * (a single palace hotel, one red-eye fare) does not make the range; undefined when empty.
 */
export function quantile(values: readonly number[], p: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1));
  return sorted[rank];
}

/**
 * The range of a list of prices: low at its cheapest fifth, high at its dearest fifth (the
 * options a traveller picking cheap or comfortable would take); undefined when empty.
 */
export function spread(values: readonly number[]): FenRange | undefined {
  const lowFen = quantile(values, 0.2);
  const highFen = quantile(values, 0.8);
  return lowFen === undefined || highFen === undefined ? undefined : { lowFen, highFen };
}

/** The sum of ranges. */
export function sumRanges(ranges: readonly FenRange[]): FenRange {
  return ranges.reduce(
    (s, r) => ({ lowFen: s.lowFen + r.lowFen, highFen: s.highFen + r.highFen }),
    {
      lowFen: 0,
      highFen: 0,
    },
  );
}

/** Who travels: adults and children (2–11). */
export interface Party {
  adults: number;
  children: number;
}

/** The options' prices per adult and, in the same order, per child (fen). */
export interface FareLists {
  adult: readonly number[];
  child: readonly number[];
}

/**
 * What the party pays across the options: the adults' spread times the adults plus the
 * children's spread times the children; undefined when there is no option.
 */
export function partyRange(fares: FareLists, party: Party): FenRange | undefined {
  const adult = spread(fares.adult);
  const child = spread(fares.child);
  if (!adult) return undefined;
  const kids = child && party.children > 0 ? timesRange(child, party.children) : undefined;
  return sumRanges([timesRange(adult, party.adults), ...(kids ? [kids] : [])]);
}

/** A range times `n` (travellers, rooms, days), whole fen. */
export const timesRange = (r: FenRange, n: number): FenRange => ({
  lowFen: Math.round(r.lowFen * n),
  highFen: Math.round(r.highFen * n),
});

const STEP_FEN = 10_000;

/** A range rounded to ¥100: low down, high up, so the rounded range holds the priced one. */
export function roundRange(r: FenRange): FenRange {
  return {
    lowFen: Math.floor(r.lowFen / STEP_FEN) * STEP_FEN,
    highFen: Math.ceil(r.highFen / STEP_FEN) * STEP_FEN,
  };
}

/** `¥1,280` from fen (the texts of the items). */
export const yuanText = (fen: number) => `¥${Math.round(fen / 100).toLocaleString('en-US')}`;
