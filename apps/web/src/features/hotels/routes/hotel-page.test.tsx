import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { addDays, ApiPath, type HotelSearchBody } from '@lvxing/shared';
import { todayIso } from '@/lib/dayjs';
import { mockApi, preloadPopovers, stubLayout, Where } from '@/test/harness';
import { searchResult } from '../components/results/test-fixtures';
import HotelPage from './hotel-page';

const mock = mockApi();
stubLayout();
preloadPopovers();

const checkIn = addDays(todayIso(), 7);
const checkOut = addDays(checkIn, 2);
const stay = `checkIn=${checkIn}&checkOut=${checkOut}&rooms=1&adults=2`;

/** Answers every search with the fixture for the stay asked; the bodies asked are returned. */
function answerSearch() {
  const asked: HotelSearchBody[] = [];
  mock.onPost(ApiPath.hotelSearch).reply((config) => {
    const body = JSON.parse(config.data as string) as HotelSearchBody;
    asked.push(body);
    const data = { ...searchResult, checkIn: body.checkIn, checkOut: body.checkOut };
    return [200, { code: 200, message: '成功', data }];
  });
  return asked;
}

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/hotel" element={<HotelPage />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent!;
const cards = () => screen.findAllByTestId('hotel-card', {}, { timeout: 15_000 });

describe('/hotel', () => {
  it('offers hot cities before a destination is chosen, and searches nothing', () => {
    const asked = answerSearch();
    renderAt('/hotel');
    expect(screen.getByRole('link', { name: '上海酒店' }).getAttribute('href')).toMatch(
      /^\/hotel\?city=310100&cityName=/,
    );
    expect(screen.getByRole('note')).toHaveTextContent('酒店信息为示例数据');
    expect(asked).toEqual([]);
  });

  it('searches the stay in the address and shows cards linking to the hotel page', async () => {
    const asked = answerSearch();
    renderAt(`/hotel?city=310100&${stay}`);
    const [first] = await cards();
    expect(asked[0]).toEqual({
      cityCode: '310100',
      checkIn,
      checkOut,
      rooms: 1,
      adults: 2,
      childAges: [],
      filters: {},
      sort: 'POPULAR',
      page: 1,
      pageSize: 20,
    });
    expect(screen.getByTestId('hotel-count')).toHaveTextContent('上海共 45 家酒店 · 2晚');
    expect(first).toHaveTextContent('示例酒店1号');
    expect(first).toHaveTextContent('¥368起');
    expect(first).toHaveTextContent('仅剩3间');
    expect(first).toHaveTextContent('4.6很好1201条点评');
    expect(within(first!).getByRole('img', { name: '4钻' })).toBeInTheDocument();
    const link = within(first!).getByRole('link', { name: '示例酒店1号，查看详情' });
    expect(link.getAttribute('href')).toBe(
      `/hotel/detail?hotelId=H310100-0001&city=310100&cityName=%E4%B8%8A%E6%B5%B7&${stay}`,
    );
  });

  it('asks again with a filter, a sort or a landmark, back on page 1', async () => {
    const user = userEvent.setup();
    const asked = answerSearch();
    renderAt(`/hotel?city=310100&${stay}&page=2`);
    await cards();
    expect(asked.at(-1)!.page).toBe(2);
    await user.click(screen.getByRole('checkbox', { name: '免费取消' }));
    await waitFor(() => expect(asked.at(-1)!.filters).toEqual({ freeCancel: true }));
    expect(asked.at(-1)!.page).toBe(1);
    await user.click(screen.getByTestId('hotel-sort-price'));
    await waitFor(() => expect(asked.at(-1)!.sort).toBe('PRICE_ASC'));
    await user.click(screen.getByTestId('hotel-sort-price'));
    await waitFor(() => expect(asked.at(-1)!.sort).toBe('PRICE_DESC'));
    await user.selectOptions(screen.getByTestId('hotel-landmark'), '外滩');
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({ sort: 'DISTANCE', landmarkId: 'L310100-6' }),
    );
    expect(where()).toContain('fc=1');
  });

  it('pages through the results', async () => {
    const user = userEvent.setup();
    const asked = answerSearch();
    renderAt(`/hotel?city=310100&${stay}`);
    await cards();
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(within(pager).getByRole('button', { name: '1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(within(pager).getByRole('button', { name: '3' }));
    await waitFor(() => expect(asked.at(-1)!.page).toBe(3));
    expect(within(pager).getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('shows the hotels as price pins on the map; a pin picks its card', async () => {
    const user = userEvent.setup();
    answerSearch();
    renderAt(`/hotel?city=310100&${stay}`);
    await cards();
    await user.click(screen.getByTestId('hotel-view-map'));
    const pin = await screen.findByRole(
      'button',
      { name: '示例酒店2号，¥378起' },
      { timeout: 15_000 },
    );
    expect(screen.getAllByTestId('hotel-pin')).toHaveLength(3);
    await user.click(pin);
    expect(pin).toHaveAttribute('aria-pressed', 'true');
    const picked = screen
      .getAllByTestId('hotel-card')
      .find((c) => c.classList.contains('is-active'));
    expect(picked).toHaveTextContent('示例酒店2号');
    expect(where()).toContain('view=map');
  });
});
