import { SEAT_LETTERS, type SeatClass, type SeatLetter, type TrainType } from '@lvxing/shared';

/**
 * Seat letters a passenger may ask for (12306 选座): EMU trains (G/D/C) only, by seat class —
 * 二等座 A B C | D F (3+2), 一等座 A C | D F (2+2), 商务座 A C | F (2+1). Other classes and
 * trains have no choice. Letters in the order of the row, window to window.
 */
const LETTERS_BY_CLASS: Partial<Record<SeatClass, readonly SeatLetter[]>> = {
  O: ['A', 'B', 'C', 'D', 'F'],
  M: ['A', 'C', 'D', 'F'],
  '9': ['A', 'C', 'F'],
};
const EMU_TYPES: readonly TrainType[] = ['G', 'D', 'C'];

/** Letters of the row for this train and seat class; empty when seats cannot be chosen. */
export function seatLetterOptions(trainType: TrainType, seatClass: SeatClass): SeatLetter[] {
  if (!EMU_TYPES.includes(trainType)) return [];
  return [...(LETTERS_BY_CLASS[seatClass] ?? [])];
}

/** The aisle comes after C (A B C | D F; A C | D F; A C | F). */
export const aisleAfter = (letter: SeatLetter) => letter === 'C';

/** Letters next to a window. */
export const isWindow = (letter: SeatLetter) => letter === 'A' || letter === 'F';

/** One chosen seat: a letter in the first or second row of the picker. */
export interface SeatPick {
  row: number;
  letter: SeatLetter;
}

/** Rows the picker shows: one for a single passenger, two (front and back) for a group. */
export const pickerRows = (passengers: number) => (passengers > 1 ? 2 : 1);

const same = (a: SeatPick, b: SeatPick) => a.row === b.row && a.letter === b.letter;

/**
 * A click on a seat: a chosen seat is given back; a new one is added while fewer seats than
 * passengers are chosen, otherwise it replaces the earliest choice (one letter per passenger).
 */
export function toggleSeat(picks: SeatPick[], pick: SeatPick, passengers: number): SeatPick[] {
  if (picks.some((p) => same(p, pick))) return picks.filter((p) => !same(p, pick));
  if (passengers < 1) return [];
  const next = [...picks, pick];
  return next.slice(Math.max(0, next.length - passengers));
}

/** Choices that still fit: at most one per passenger, only letters of the current row. */
export function fitPicks(picks: SeatPick[], passengers: number, options: SeatLetter[]): SeatPick[] {
  const rows = pickerRows(passengers);
  return picks
    .filter((p) => options.includes(p.letter) && p.row < rows)
    .slice(0, Math.max(0, passengers));
}

/** The wished letters as the order takes them (front row first, left to right). */
export function seatLettersOf(picks: SeatPick[]): SeatLetter[] {
  return [...picks]
    .sort(
      (a, b) => a.row - b.row || SEAT_LETTERS.indexOf(a.letter) - SEAT_LETTERS.indexOf(b.letter),
    )
    .map((p) => p.letter);
}
