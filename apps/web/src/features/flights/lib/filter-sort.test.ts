import { describe, expect, it } from 'vitest';
import { flights } from '../test/fixtures';
import { filterFlights, sortFlights } from './filter-sort';

const nos = (list: { flightNo: string }[]) => list.map((f) => f.flightNo);

describe('client-side filters and sorts', () => {
  it('keeps only flights that sell the cabin', () => {
    expect(nos(filterFlights(flights, { cabin: 'Y' }))).toHaveLength(4);
    expect(nos(filterFlights(flights, { cabin: 'C' }))).toEqual(['CA1501']);
  });

  it('filters by airline, airport, time band and direct', () => {
    expect(nos(filterFlights(flights, { cabin: 'Y', airlines: ['MU'] }))).toEqual([
      'MU5101',
      'FM9102',
    ]);
    expect(nos(filterFlights(flights, { cabin: 'Y', depAirports: ['PKX'] }))).toEqual(['HU7601']);
    expect(nos(filterFlights(flights, { cabin: 'Y', depTimeBands: ['00-06', '12-18'] }))).toEqual([
      'FM9102',
    ]);
    expect(nos(filterFlights(flights, { cabin: 'Y', depTimeBands: ['06-12'] }))).toEqual([
      'MU5101',
      'CA1501',
    ]);
    expect(nos(filterFlights(flights, { cabin: 'Y', directOnly: true }))).not.toContain('HU7601');
  });

  it('sorts by departure, price (sold out last) and duration, both ways', () => {
    expect(nos(sortFlights(flights, { key: 'depTime', order: 'asc' }, 'Y'))).toEqual([
      'CA1501',
      'MU5101',
      'FM9102',
      'HU7601',
    ]);
    expect(nos(sortFlights(flights, { key: 'price', order: 'asc' }, 'Y'))).toEqual([
      'FM9102',
      'MU5101',
      'CA1501',
      'HU7601',
    ]);
    expect(nos(sortFlights(flights, { key: 'price', order: 'desc' }, 'Y'))).toEqual([
      'CA1501',
      'MU5101',
      'FM9102',
      'HU7601',
    ]);
    expect(nos(sortFlights(flights, { key: 'duration', order: 'desc' }, 'Y'))).toEqual([
      'HU7601',
      'CA1501',
      'MU5101',
      'FM9102',
    ]);
  });
});
