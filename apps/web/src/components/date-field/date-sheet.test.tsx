import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addDays } from '@lvxing/shared';
import { todayIso } from '@/lib/dayjs';
import { useUserStore } from '@/stores/user-store';
import { stubLayout } from '@/test/harness';
import { DatePickerField } from './date-picker-field';

// On a phone the date field opens a full-screen sheet of months (not antd's desktop pop-up):
// each day with its price where known, days outside the window not to be picked.

stubLayout();

const today = todayIso();
const min = addDays(today, 1);
const priced = addDays(today, 3);

beforeEach(() => useUserStore.setState({ isMobile: true }));
afterEach(() => useUserStore.setState({ isMobile: false }));

function show(onChange = vi.fn()) {
  render(
    <DatePickerField
      label="出发日期"
      value={min}
      min={min}
      max={addDays(today, 60)}
      marks={(d) => (d === priced ? { priceFen: 33000 } : undefined)}
      onChange={onChange}
      testId="depart-date"
    />,
  );
  return onChange;
}

describe('the phone calendar sheet', () => {
  it('opens full screen with the months, prices and the window; a tap picks the day and closes it', async () => {
    const user = userEvent.setup();
    const onChange = show();
    await user.click(screen.getByRole('textbox', { name: '出发日期' }));
    const sheet = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(sheet).toHaveTextContent('选择出发日期');
    expect(document.querySelector('.fs-date-popup')).toBeNull(); // not antd's pop-up
    const day = (d: string) => sheet.querySelector<HTMLButtonElement>(`button[data-date="${d}"]`)!;
    expect(day(today)).toBeDisabled();
    expect(day(min)).toHaveAttribute('aria-pressed', 'true');
    expect(day(priced)).toHaveTextContent('¥330');
    expect(day(priced).getAttribute('aria-label')).toMatch(/最低¥330$/);
    expect(within(sheet).getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(2);
    await user.click(day(priced));
    expect(onChange).toHaveBeenCalledWith(priced);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is not used on a desktop', async () => {
    useUserStore.setState({ isMobile: false });
    const user = userEvent.setup();
    show();
    await user.click(screen.getByRole('textbox', { name: '出发日期' }));
    await waitFor(() => expect(document.querySelector('.fs-date-popup')).not.toBeNull(), {
      timeout: 15_000,
    });
    expect(document.querySelector('.date-sheet')).toBeNull();
  });
});
