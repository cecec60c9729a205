import { describe, expect, it, vi } from 'vitest';
import type * as TrainTimesModule from './train-times';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPath } from '@lvxing/shared';
import { mockApi, preloadPopovers, stubLayout } from '@/test/harness';
import { searchResult, train } from '../test/fixtures';
import { TrainList } from './train-list';
import { FIRST_SLICE } from '@/components/use-progressive-list';

// counts the rows' renders (each row renders its TrainTimes once per render of the row)
const rowRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./train-times', async (load) => {
  const real = await load<typeof TrainTimesModule>();
  return {
    ...real,
    TrainTimes: (props: Parameters<typeof real.TrainTimes>[0]) => {
      rowRenders.count += 1;
      return real.TrainTimes(props);
    },
  };
});

const mock = mockApi();
const shown = () => screen.getAllByTestId('train-item').map((el) => el.dataset.trainCode);
const item = (code: string) =>
  screen.getAllByTestId('train-item').find((el) => el.dataset.trainCode === code)!;
const seat = (code: string, seatClass: string) =>
  within(item(code))
    .getAllByTestId('seat-offer')
    .find((el) => el.dataset.seatClass === seatClass)!;

stubLayout();
preloadPopovers();

function renderList(initialFilters = {}) {
  const onBook = vi.fn();
  render(
    <TrainList
      result={searchResult}
      initialFilters={initialFilters}
      isMobile={false}
      onBook={onBook}
    />,
  );
  return onBook;
}

describe('train list', () => {
  it('shows trains by departure with 始/过/终 marks, +1天 and 有/N张/无 per seat class', () => {
    renderList();
    expect(shown()).toEqual(['D3125', 'G7001', 'G1', 'K1158']);
    expect(item('G7001')).toHaveTextContent('始上海虹桥');
    expect(item('G7001')).toHaveTextContent('过南京南');
    expect(item('D3125')).toHaveTextContent('终南京');
    expect(within(item('K1158')).getByTestId('next-day')).toHaveTextContent('+1天');
    expect(seat('G7001', 'O')).toHaveTextContent('二等座¥139有');
    expect(seat('G7001', 'M')).toHaveTextContent('一等座¥23912张');
    expect(seat('G7001', '9')).toHaveTextContent('商务座¥439无');
    expect(seat('G7001', '9')).toBeDisabled();
    // berths differ in price: the lowest (上铺) with 起
    expect(seat('K1158', '3')).toHaveTextContent('硬卧¥98.50起无');
    expect(item('G7001').dataset.real).toBe('true');
    expect(screen.getByTestId('train-count')).toHaveTextContent('共 4 个车次');
  });

  it('books the seat class clicked', async () => {
    const user = userEvent.setup();
    const onBook = renderList();
    await user.click(seat('G1', 'M'));
    expect(onBook).toHaveBeenCalledWith(expect.objectContaining({ trainCode: 'G1' }), 'M');
  });

  it('starts with 只看高铁动车 from the search and filters 只看有票', async () => {
    const user = userEvent.setup();
    renderList({ trainTypes: ['G', 'D', 'C'] });
    expect(shown()).toEqual(['D3125', 'G7001', 'G1']);
    await user.click(screen.getByText('清空筛选'));
    expect(shown()).toEqual(['D3125', 'G7001', 'G1', 'K1158']);
    await user.click(screen.getByRole('checkbox', { name: '只看有票' }));
    expect(shown()).toEqual(['D3125', 'G7001', 'G1']);
    expect(screen.getByTestId('train-count')).toHaveTextContent('共 3 个车次（已筛选，全部 4 个）');
  });

  it('sorts by price and by arrival', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByTestId('sort-price'));
    expect(shown()).toEqual(['D3125', 'G7001', 'G1', 'K1158']);
    await user.click(screen.getByTestId('sort-price'));
    expect(shown()).toEqual(['G1', 'G7001', 'D3125', 'K1158']);
    await user.click(screen.getByTestId('sort-arrTime'));
    expect(shown()).toEqual(['G7001', 'D3125', 'G1', 'K1158']);
  });

  it('loads the stop list on demand and marks the part travelled', async () => {
    const user = userEvent.setup();
    const stops = ['上海虹桥', '苏州北', '南京南', '北京南'].map((name, i) => ({
      seq: i + 1,
      telecode: 'XXX',
      name,
      arrTime: i ? '07:00' : null,
      depTime: i < 3 ? '07:02' : null,
      dayOffset: 0,
      stopMinutes: 2,
      distanceKm: i * 100,
    }));
    const asked = vi.fn((): [number, unknown] => [
      200,
      { code: 200, message: '成功', data: { trainCode: 'G7001', trainType: 'G', stops } },
    ]);
    mock.onPost(ApiPath.trainStopList).reply(asked);
    renderList();
    expect(asked).not.toHaveBeenCalled();
    await user.click(within(item('G7001')).getByTestId('stop-list-button'));
    // the popover loads on first use
    const table = await screen.findByTestId('stop-list', {}, { timeout: 15_000 });
    expect(asked).toHaveBeenCalledTimes(1);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.className)).toEqual(['is-ride', 'is-ride', 'is-ride', '']);
  });
});

describe('a long train list', () => {
  it('renders a screenful of trains in the first task, fills up to 40 in slices, and more on 显示更多车次', async () => {
    const user = userEvent.setup();
    rowRenders.count = 0;
    const many = Array.from({ length: 55 }, (_, i) =>
      train({
        trainCode: `G${7000 + i}`,
        depTime: `${String(6 + Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
      }),
    );
    render(
      <TrainList
        result={{ ...searchResult, trains: many, totalBeforeFilters: many.length }}
        initialFilters={{}}
        isMobile={false}
        onBook={vi.fn()}
      />,
    );
    // the first task renders a screenful (FIRST_SLICE rows); no 显示更多 while the first 40 are still filling in
    expect(screen.getAllByTestId('train-item')).toHaveLength(FIRST_SLICE);
    expect(screen.queryByRole('button', { name: '显示更多车次' })).toBeNull();
    // 35 more tasks, each rendering the list again: in jsdom this can take over a second
    await waitFor(() => expect(screen.getAllByTestId('train-item')).toHaveLength(40), {
      timeout: 15_000,
    });
    expect(screen.getByTestId('train-count')).toHaveTextContent('共 55 个车次');
    // each row rendered once while the list filled up (not every earlier row again per task:
    // 850 renders before the rows were memoized)
    expect(rowRenders.count).toBe(40);
    await user.click(await screen.findByRole('button', { name: '显示更多车次' }));
    await waitFor(() => expect(screen.getAllByTestId('train-item')).toHaveLength(55), {
      timeout: 15_000,
    });
    expect(screen.queryByRole('button', { name: '显示更多车次' })).toBeNull();
  });
});
