import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPath, type HotelPlace } from '@lvxing/shared';
import { mockApi, preloadPopovers, stubLayout, stubToasts } from '@/test/harness';
import { HotelSearchForm } from './hotel-search-form';
import { parseStayQuery, type StayQuery } from './stay-query';

const mock = mockApi();
const toast = stubToasts();
stubLayout();
preloadPopovers();

const bund: HotelPlace = {
  type: 'LANDMARK',
  id: 'L310100-6',
  name: '外滩',
  cityCode: '310100',
  cityName: '上海',
  subtitle: '上海 · 景点',
};
const shanghai: HotelPlace = {
  type: 'CITY',
  id: '310100',
  name: '上海',
  cityCode: '310100',
  cityName: '上海',
  subtitle: '上海市',
};

function answerSuggest() {
  mock.onPost(ApiPath.hotelDestinationSuggest).reply((config) => {
    const { keyword } = JSON.parse(config.data as string) as { keyword: string };
    const items = keyword ? [bund] : [shanghai];
    return [200, { code: 200, message: '成功', data: { items } }];
  });
}

function renderForm(initial: Partial<StayQuery> = {}) {
  const onSearch = vi.fn();
  const start = { ...parseStayQuery(new URLSearchParams()), ...initial };
  render(<HotelSearchForm initial={start} onSearch={onSearch} />);
  return { onSearch, start };
}

describe('the hotel search form', () => {
  it('asks for a destination first', async () => {
    const { onSearch } = renderForm();
    await userEvent.click(screen.getByTestId('hotel-search-submit'));
    expect(toast).toHaveBeenCalledWith('warning', '请选择目的地', expect.any(Number));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('finds a landmark by pinyin, shows it as the destination and searches the stay', async () => {
    const user = userEvent.setup();
    answerSuggest();
    const { onSearch, start } = renderForm();
    await user.click(screen.getByTestId('hotel-destination'));
    const panel = await screen.findByTestId('hotel-destination-panel', {}, { timeout: 15_000 });
    await user.type(within(panel).getByRole('textbox', { name: '搜索目的地' }), 'wt');
    await user.click(
      await within(panel).findByRole('button', { name: /外滩/ }, { timeout: 15_000 }),
    );
    expect(screen.getByTestId('hotel-destination')).toHaveAccessibleName('目的地：外滩');
    await user.click(screen.getByTestId('hotel-search-submit'));
    expect(onSearch).toHaveBeenCalledWith({
      ...start,
      city: '310100',
      cityName: '上海',
      place: { type: 'LANDMARK', id: 'L310100-6', name: '外滩' },
    });
  });

  it('adds rooms, adults and children, and wants every child’s age', async () => {
    const user = userEvent.setup();
    const { onSearch } = renderForm({ city: '310100', cityName: '上海' });
    await user.click(screen.getByTestId('hotel-guests'));
    const panel = await screen.findByTestId('hotel-guests-panel', {}, { timeout: 15_000 });
    await user.click(within(panel).getByRole('button', { name: '增加房间' }));
    // a room needs an adult: two rooms bring a second one
    expect(within(panel).getByRole('status', { name: '成人数' })).toHaveTextContent('2');
    expect(within(panel).getByRole('button', { name: '减少成人' })).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: '增加儿童' }));
    await user.click(screen.getByTestId('hotel-search-submit'));
    expect(toast).toHaveBeenCalledWith('warning', '请选择每位儿童的年龄', expect.any(Number));
    expect(onSearch).not.toHaveBeenCalled();
    await user.click(screen.getByTestId('hotel-guests'));
    const again = await screen.findByTestId('hotel-guests-panel');
    await user.selectOptions(within(again).getByRole('combobox', { name: '儿童1年龄' }), '5岁');
    expect(screen.getByTestId('hotel-guests')).toHaveTextContent('2间 · 2成人 · 1儿童');
    await user.click(screen.getByTestId('hotel-search-submit'));
    await waitFor(() =>
      expect(onSearch).toHaveBeenCalledWith(
        expect.objectContaining({ rooms: 2, adults: 2, childAges: [5] }),
      ),
    );
  });

  it('shows the nights between check-in and check-out', () => {
    renderForm({ checkIn: '2026-12-03', checkOut: '2026-12-06' });
    expect(screen.getByLabelText('共3晚')).toHaveTextContent('3晚');
  });
});
