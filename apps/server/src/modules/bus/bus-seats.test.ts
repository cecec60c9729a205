import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseSeats, freeSeats } from './bus-inventory.repository';

const maskOf = (seats: number[]) => seats.reduce((m, s) => m | (1n << BigInt(s - 1)), 0n);

describe('seat choice from the taken bitmask', () => {
  it('lists free seats as the clear bits up to capacity', () => {
    expect(freeSeats(maskOf([1, 2, 5]), 6)).toEqual([3, 4, 6]);
    expect(freeSeats(0n, 3)).toEqual([1, 2, 3]);
    expect(freeSeats(maskOf([1, 2, 3]), 3)).toEqual([]);
  });

  it('seats a group together when it can, else takes the lowest numbers', () => {
    expect(chooseSeats([1, 3, 4, 5, 9], 3)).toEqual([3, 4, 5]);
    expect(chooseSeats([1, 3, 5, 7], 2)).toEqual([1, 3]);
  });

  it('always gives n distinct free seats (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 19, max: 55 }),
        fc.bigInt({ min: 0n, max: (1n << 55n) - 1n }),
        fc.integer({ min: 1, max: 5 }),
        (capacity, taken, n) => {
          const free = freeSeats(taken, capacity);
          fc.pre(free.length >= n);
          const seats = chooseSeats(free, n);
          expect(new Set(seats).size).toBe(n);
          for (const s of seats) {
            expect(s).toBeGreaterThanOrEqual(1);
            expect(s).toBeLessThanOrEqual(capacity);
            expect(taken & (1n << BigInt(s - 1))).toBe(0n);
          }
        },
      ),
    );
  });
});
