import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dayjs } from '@/lib/dayjs';
import { FlightFormPreview, tomorrowLabel } from './flight-form-preview';

describe('flight form preview', () => {
  it('shows tomorrow as the real date field formats it', () => {
    const now = new Date(2026, 10, 23, 23, 30);
    expect(tomorrowLabel(now)).toBe('11月24日 周二');
    expect(tomorrowLabel(now)).toBe(dayjs(now).add(1, 'day').format('M月D日 ddd'));
    expect(tomorrowLabel(new Date(2026, 11, 31, 8))).toBe('1月1日 周五');
  });

  it('asks for the real form with the field that was clicked', () => {
    const onWake = vi.fn();
    render(<FlightFormPreview onWake={onWake} />);
    fireEvent.click(screen.getByRole('button', { name: '到达城市：上海' }));
    expect(onWake).toHaveBeenLastCalledWith('to-city', 'click');
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onWake).toHaveBeenLastCalledWith('search-submit', 'click');
  });
});
