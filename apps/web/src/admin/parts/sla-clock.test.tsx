import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatSpan, SlaClock } from './sla-clock';

const submittedAt = '2026-11-27T02:00:00.000Z';
const deadline = '2026-11-27T02:30:00.000Z';
const at = (iso: string) => Date.parse(iso);

describe('the hotel queue row’s SLA clock', () => {
  it('counts the wait and the time left before the deadline, not in red', () => {
    render(
      <SlaClock submittedAt={submittedAt} deadline={deadline} now={at('2026-11-27T02:10:05Z')} />,
    );
    const clock = screen.getByText(/已等待 10:05/);
    expect(clock).not.toHaveClass('admin-overdue');
    expect(screen.getByText('剩余 19:55')).toBeInTheDocument();
  });

  it('shows an overdue stay in red with how long past the deadline', () => {
    render(
      <SlaClock submittedAt={submittedAt} deadline={deadline} now={at('2026-11-27T02:42:00Z')} />,
    );
    const clock = screen.getByText(/已等待 42:00/);
    expect(clock).toHaveClass('admin-overdue');
    expect(clock).toHaveAttribute('data-overdue', 'true');
    expect(screen.getByText('已超时 12:00')).toBeInTheDocument();
  });

  it('formats spans past an hour in hours and minutes', () => {
    expect(formatSpan(3_600_000 + 5 * 60_000)).toBe('1小时05分');
    expect(formatSpan(-5)).toBe('00:00');
  });
});
