import { describe, expect, it } from 'vitest';
import { formatDuration, formatInstant, formatMmSs, formatTravelDate } from './datetime';

describe('dates and times', () => {
  it('shows instants on the Beijing clock whatever the browser zone', () => {
    expect(formatInstant('2026-11-25T02:05:00Z')).toBe('2026-11-25 10:05');
    expect(formatInstant('2026-11-25T17:30:00Z', 'date')).toBe('2026-11-26');
    expect(formatInstant('2026-11-25T17:30:00Z', 'time')).toBe('01:30');
    expect(formatInstant('not a date')).toBe('');
  });

  it('formats a countdown as mm:ss and never below zero', () => {
    expect(formatMmSs(15 * 60_000)).toBe('15:00');
    expect(formatMmSs(61_000)).toBe('01:01');
    expect(formatMmSs(1)).toBe('00:01');
    expect(formatMmSs(-5)).toBe('00:00');
    expect(formatMmSs(2 * 3600_000)).toBe('120:00');
  });

  it('formats durations and travel dates in Chinese', () => {
    expect(formatDuration(135)).toBe('2小时15分');
    expect(formatDuration(120)).toBe('2小时');
    expect(formatDuration(45)).toBe('45分');
    expect(formatTravelDate('2026-11-25')).toBe('11月25日 周三');
  });
});
