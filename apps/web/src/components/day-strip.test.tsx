import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DayStrip } from './day-strip';

describe('DayStrip', () => {
  it('shows the week around the day searched, with holiday marks once the year has loaded', async () => {
    render(<DayStrip date="2026-10-02" min="2026-09-20" max="2026-11-30" onPick={vi.fn()} />);
    const days = screen.getAllByTestId('day-strip-day');
    expect(days.map((d) => d.querySelector('.price-strip__date')?.textContent)).toEqual([
      '09-29',
      '09-30',
      '10-01',
      '10-02',
      '10-03',
      '10-04',
      '10-05',
    ]);
    // 2026's National Day break is 10-01…10-08 (State Council schedule)
    expect(await screen.findAllByText('国庆节')).toHaveLength(5);
    expect(days[1]?.textContent).not.toContain('国庆节');
  });
});
