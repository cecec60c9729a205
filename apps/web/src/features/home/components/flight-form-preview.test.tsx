import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dayjs, tomorrowIso } from '@/lib/dayjs';
import { FlightFormPreview, tomorrowLabel } from './flight-form-preview';

describe('flight form preview', () => {
  it('shows tomorrow in Beijing as the real date field formats it', () => {
    // 23:30 and 00:30 in Beijing (UTC+8)
    const late = new Date('2026-11-23T15:30:00Z');
    const early = new Date('2026-11-23T16:30:00Z');
    expect(tomorrowLabel(late)).toBe('11月24日 周二');
    expect(tomorrowLabel(early)).toBe('11月25日 周三');
    for (const now of [late, early]) {
      expect(tomorrowLabel(now)).toBe(dayjs(tomorrowIso(now)).format('M月D日 ddd'));
    }
    expect(tomorrowLabel(new Date('2026-12-31T00:00:00Z'))).toBe('1月1日 周五');
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
