import { describe, expect, it } from 'vitest';
import { schedule, schedules } from '../test/fixtures';
import { filterSchedules, sortSchedules } from './filter-sort';

const ids = (list: { scheduleId: string }[]) => list.map((s) => s.scheduleId);

describe('coach list filters', () => {
  it('keeps the picked time bands and stations', () => {
    expect(ids(filterSchedules(schedules, { depTimeBands: ['18-24'] }))).toEqual(['NJZ-SHN-1930']);
    expect(ids(filterSchedules(schedules, { depStations: ['NJN'] }))).toEqual(['NJN-SHN-0630']);
    expect(ids(filterSchedules(schedules, { arrStations: ['SHN'] }))).toEqual([
      'NJN-SHN-0630',
      'NJZ-SHN-1930',
    ]);
  });

  it('with 只看有票 drops sold-out and closed departures', () => {
    const closed = schedule({ scheduleId: 'X', saleState: 'CLOSED' });
    expect(ids(filterSchedules([...schedules, closed], { onlyAvailable: true }))).toEqual([
      'NJZ-SHZ-0800',
      'NJN-SHN-0630',
      'NJZ-SHZ-1300',
    ]);
  });
});

describe('coach list sorts', () => {
  it('sorts by departure and duration both ways', () => {
    const asc = { key: 'depTime', order: 'asc' } as const;
    expect(ids(sortSchedules(schedules, asc))).toEqual([
      'NJN-SHN-0630',
      'NJZ-SHZ-0800',
      'NJZ-SHZ-1300',
      'NJZ-SHN-1930',
    ]);
    expect(ids(sortSchedules(schedules, { key: 'duration', order: 'desc' }))).toEqual([
      'NJZ-SHZ-1300',
      'NJZ-SHZ-0800',
      'NJZ-SHN-1930',
      'NJN-SHN-0630',
    ]);
  });

  it('sorts by full fare with sold-out departures last either way', () => {
    expect(ids(sortSchedules(schedules, { key: 'price', order: 'asc' }))).toEqual([
      'NJZ-SHZ-1300',
      'NJZ-SHZ-0800',
      'NJN-SHN-0630',
      'NJZ-SHN-1930',
    ]);
    expect(ids(sortSchedules(schedules, { key: 'price', order: 'desc' }))).toEqual([
      'NJN-SHN-0630',
      'NJZ-SHZ-0800',
      'NJZ-SHZ-1300',
      'NJZ-SHN-1930',
    ]);
  });
});
