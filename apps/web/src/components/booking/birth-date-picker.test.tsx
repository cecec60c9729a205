import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BirthDatePicker from './birth-date-picker';

// antd's pop-up measures itself; jsdom has no ResizeObserver
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe() {}
    unobserve() {}
    disconnect() {}
  },
);

describe('birth-date calendar', () => {
  it("opens on an adult's birth year, not on the month of the trip", async () => {
    const user = userEvent.setup();
    render(
      <BirthDatePicker
        value={null}
        travelDate="2026-12-07"
        error={false}
        onChange={vi.fn()}
        onBlur={vi.fn()}
      />,
    );
    await user.click(screen.getByPlaceholderText('请选择出生日期'));
    const year = await screen.findByRole('button', { name: '选择年份' });
    expect(year).toHaveTextContent('1996年');
  });
});
