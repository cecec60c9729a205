import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubLayout, stubToasts } from '@/test/harness';
import { busResult } from '../test/fixtures';
import { BusList } from './bus-list';

const shown = () => screen.getAllByTestId('bus-item').map((el) => el.dataset.scheduleId);
const item = (id: string) =>
  screen.getAllByTestId('bus-item').find((el) => el.dataset.scheduleId === id)!;

stubLayout();
stubToasts();

describe('coach list', () => {
  it('shows departures by time with stations, vehicle, full fare and seats left', () => {
    render(<BusList result={busResult} isMobile={false} onBook={vi.fn()} />);
    expect(shown()).toEqual(['NJN-SHN-0630', 'NJZ-SHZ-0800', 'NJZ-SHZ-1300', 'NJZ-SHN-1930']);
    const first = item('NJN-SHN-0630');
    expect(first).toHaveTextContent('06:30');
    expect(first).toHaveTextContent('起南京南站汽车客运站');
    expect(first).toHaveTextContent('终上海南站长途客运站');
    expect(first).toHaveTextContent('中型高二 · 33座');
    expect(first).toHaveTextContent('¥110');
    expect(first).toHaveTextContent('余2张');
    expect(item('NJZ-SHN-1930')).toHaveTextContent('已售罄');
    expect(within(item('NJZ-SHN-1930')).getByTestId('bus-book')).toBeDisabled();
  });

  it('sorts by price, filters 只看有票, and books the departure clicked', async () => {
    const user = userEvent.setup();
    const onBook = vi.fn();
    render(<BusList result={busResult} isMobile={false} onBook={onBook} />);
    await user.click(screen.getByTestId('sort-price'));
    expect(shown()).toEqual(['NJZ-SHZ-1300', 'NJZ-SHZ-0800', 'NJN-SHN-0630', 'NJZ-SHN-1930']);
    await user.click(screen.getByRole('checkbox', { name: '只看有票' }));
    expect(shown()).toEqual(['NJZ-SHZ-1300', 'NJZ-SHZ-0800', 'NJN-SHN-0630']);
    await user.click(within(item('NJZ-SHZ-0800')).getByTestId('bus-book'));
    expect(onBook).toHaveBeenCalledWith(expect.objectContaining({ scheduleId: 'NJZ-SHZ-0800' }));
  });
});
