import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { DealPath, type FlightDealsResult, type TrainPopularResult } from '@lvxing/shared';
import { mockApi } from '@/test/harness';
import HomeDeals from './home-deals';

// The deals show what the server's calls answer (their figures come from the calendar and the
// train search: apps/server/test/home-deals.test.ts), each linking to the search that shows it.

const mock = mockApi();

const flights: FlightDealsResult = {
  startDate: '2026-12-01',
  days: 30,
  items: [
    {
      from: { code: 'CBJS', name: '北京' },
      to: { code: 'CSHA', name: '上海' },
      date: '2026-12-16',
      lowestPriceFen: 33000,
    },
  ],
};
const trains: TrainPopularResult = {
  date: '2026-12-01',
  items: [
    {
      from: '上海',
      to: '杭州',
      trainCode: 'G1313',
      depTime: '09:40',
      arrTime: '10:20',
      durationMinutes: 40,
      lowestPriceFen: 7300,
    },
  ],
};

function answer(flightItems = flights, trainItems = trains) {
  mock.onPost(DealPath.flightDeals).reply(200, { code: 200, message: '成功', data: flightItems });
  mock.onPost(DealPath.trainPopular).reply(200, { code: 200, message: '成功', data: trainItems });
  render(
    <MemoryRouter>
      <HomeDeals />
    </MemoryRouter>,
  );
}

describe('the home page deals', () => {
  it('shows each flight deal with its day and fare, linking to that day’s search', async () => {
    answer();
    const deal = await screen.findByTestId('flight-deal');
    expect(deal).toHaveTextContent('北京 → 上海12月16日 周三¥330起');
    const href = new URL(deal.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/ticket/search');
    expect(href.searchParams.get('date')).toBe('2026-12-16');
    expect(href.searchParams.get('from')).toBe('CBJS');
    expect(href.searchParams.get('to')).toBe('CSHA');
  });

  it('shows the fastest train of each pair, linking to that day’s train search', async () => {
    answer();
    const train = await screen.findByTestId('train-deal');
    expect(train).toHaveTextContent('上海 → 杭州G1313 09:40–10:20最快 40分¥73起');
    const href = new URL(train.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/train');
    expect(href.searchParams.get('date')).toBe('2026-12-01');
    expect(href.searchParams.get('from')).toBe('上海');
  });

  it('leaves out a section with nothing to show; the destinations link to their hotels', async () => {
    answer({ ...flights, items: [] }, { ...trains, items: [] });
    await waitFor(() => expect(mock.history.post).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 50)); // the answers rendered
    const sanya = screen.getByRole('link', { name: /三亚酒店/ });
    expect(sanya.getAttribute('href')).toBe(
      `/hotel?city=460200&cityName=${encodeURIComponent('三亚')}`,
    );
    expect(screen.queryByRole('heading', { name: /特价机票/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: /热门火车/ })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(6);
  });
});
