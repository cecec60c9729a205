import { describe, expect, it } from 'vitest';
import {
  fitPicks,
  pickerRows,
  seatLetterOptions,
  seatLettersOf,
  toggleSeat,
  type SeatPick,
} from './seat-letters';

const p = (row: number, letter: SeatPick['letter']): SeatPick => ({ row, letter });

describe('seat letters by train and class (12306 选座)', () => {
  it('offers A B C D F in 二等座, A C D F in 一等座, A C F in 商务座 on G/D/C trains', () => {
    expect(seatLetterOptions('G', 'O')).toEqual(['A', 'B', 'C', 'D', 'F']);
    expect(seatLetterOptions('D', 'M')).toEqual(['A', 'C', 'D', 'F']);
    expect(seatLetterOptions('C', '9')).toEqual(['A', 'C', 'F']);
  });

  it('offers no choice in sleepers, hard seats, standing or on other trains', () => {
    expect(seatLetterOptions('G', 'WZ')).toEqual([]);
    expect(seatLetterOptions('D', 'F')).toEqual([]);
    expect(seatLetterOptions('K', 'O')).toEqual([]);
    expect(seatLetterOptions('Z', '1')).toEqual([]);
  });
});

describe('seat picker', () => {
  it('shows one row for one passenger and two rows for a group', () => {
    expect(pickerRows(1)).toBe(1);
    expect(pickerRows(2)).toBe(2);
    expect(pickerRows(5)).toBe(2);
  });

  it('moves the only choice of a single passenger to the seat clicked last', () => {
    let picks = toggleSeat([], p(0, 'A'), 1);
    expect(picks).toEqual([p(0, 'A')]);
    picks = toggleSeat(picks, p(0, 'F'), 1);
    expect(picks).toEqual([p(0, 'F')]);
  });

  it('takes one seat per passenger, replaces the earliest beyond that, and gives back on a second click', () => {
    let picks = toggleSeat([], p(0, 'A'), 2);
    picks = toggleSeat(picks, p(0, 'B'), 2);
    expect(picks).toEqual([p(0, 'A'), p(0, 'B')]);
    picks = toggleSeat(picks, p(1, 'A'), 2);
    expect(picks).toEqual([p(0, 'B'), p(1, 'A')]);
    picks = toggleSeat(picks, p(0, 'B'), 2);
    expect(picks).toEqual([p(1, 'A')]);
  });

  it('drops choices that no longer fit when passengers or the class change', () => {
    const picks = [p(0, 'A'), p(0, 'B'), p(1, 'F')];
    expect(fitPicks(picks, 1, ['A', 'B', 'C', 'D', 'F'])).toEqual([p(0, 'A')]);
    expect(fitPicks(picks, 3, ['A', 'C', 'D', 'F'])).toEqual([p(0, 'A'), p(1, 'F')]);
    expect(fitPicks(picks, 3, [])).toEqual([]);
  });

  it('sends letters front row first, left to right, repeats allowed across rows', () => {
    expect(seatLettersOf([p(1, 'A'), p(0, 'F'), p(0, 'A')])).toEqual(['A', 'F', 'A']);
  });
});
