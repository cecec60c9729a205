import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { seatsOfClass } from './catalog/consists';
import { pickSeats, type SeatState } from './seat-picker';

const second = seatsOfClass('G8', 'O');
const fresh = (): SeatState[] => second.map((spec) => ({ spec, occupied: 0n }));
const full = (1n << 62n) - 1n;

describe('seat picker', () => {
  it('seats a group in one row when it can, else in one car, taking wished letters', () => {
    const three = pickSeats(fresh(), 0b11n, 3)!;
    expect(new Set(three.map((s) => `${s.car}-${s.group}`)).size).toBe(1);
    const window = pickSeats(fresh(), 0b1n, 1, ['F'])!;
    expect(window[0]!.position).toBe('F');
    const aisle = pickSeats(fresh(), 0b1n, 2, ['C', 'D'])!;
    expect(aisle.map((s) => s.position).sort()).toEqual(['C', 'D']);
  });

  it('keeps a group in one row rather than scattering it over single seats', () => {
    const open = (s: SeatState) =>
      s.spec.car === 2 &&
      ((s.spec.group === 5 && 'ABC'.includes(s.spec.position)) ||
        (s.spec.group <= 3 && s.spec.position === 'A'));
    const seats = fresh().map((s) => (open(s) ? s : { ...s, occupied: full }));
    const group = pickSeats(seats, 0b1n, 3)!;
    expect(group.map((s) => `${s.car}-${s.group}${s.position}`)).toEqual(['2-5A', '2-5B', '2-5C']);
  });

  it('reuses a seat sold on other segments before a whole free one', () => {
    const seats = fresh();
    const used = seats[40]!;
    seats[40] = { ...used, occupied: 0b1100n };
    expect(pickSeats(seats, 0b11n, 1)).toEqual([used.spec]);
  });

  it('returns only seats free on the journey, and null exactly when too few are', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 0b111111n }), { minLength: 6, maxLength: 6 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 5 }),
        (occ, from, len, n) => {
          const to = Math.min(6, from + len);
          const mask = ((1n << BigInt(to - from)) - 1n) << BigInt(from);
          const seats = second.slice(0, 6).map((spec, i) => ({ spec, occupied: occ[i]! }));
          const free = seats.filter((s) => (s.occupied & mask) === 0n).length;
          const got = pickSeats(seats, mask, n);
          if (free < n) return got === null;
          return (
            got !== null &&
            got.length === n &&
            new Set(got).size === n &&
            got.every((g) => (seats.find((s) => s.spec === g)!.occupied & mask) === 0n)
          );
        },
      ),
    );
  });
});
