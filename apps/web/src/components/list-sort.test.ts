import { describe, expect, it } from 'vitest';
import { anyOf, inBand, sortByValue } from './list-sort';

const rows = [
  { id: 'a', depTime: '09:00', v: 3 },
  { id: 'b', depTime: '07:00', v: Infinity },
  { id: 'c', depTime: '08:00', v: 3 },
  { id: 'd', depTime: '06:00', v: 1 },
];
const ids = (list: typeof rows) => list.map((r) => r.id).join('');

describe('list sort', () => {
  it('sorts both ways with the unbookable last either way, ties by departure', () => {
    expect(ids(sortByValue(rows, (r) => r.v, 'asc'))).toBe('dcab');
    expect(ids(sortByValue(rows, (r) => r.v, 'desc'))).toBe('cadb');
    expect(ids(rows)).toBe('abcd');
  });

  it('keeps a time in its band, the end hour excluded', () => {
    expect(inBand('06:00', '06-12')).toBe(true);
    expect(inBand('11:59', '06-12')).toBe(true);
    expect(inBand('12:00', '06-12')).toBe(false);
  });

  it('passes everything when nothing is picked', () => {
    expect(anyOf(undefined, () => false)).toBe(true);
    expect(anyOf([], () => false)).toBe(true);
    expect(anyOf(['x'], (p) => p === 'y')).toBe(false);
  });
});
