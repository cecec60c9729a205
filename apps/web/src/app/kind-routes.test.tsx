import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useUserStore } from '@/stores/user-store';
import { TicketBookRoute, TrainRoute } from './kind-routes';
import { preloadScreens } from './router';

function at(url: string, element: React.ReactNode) {
  useUserStore.setState({ userInfo: { token: '', refreshToken: '', mobile: '' }, loginAt: 0 });
  render(
    <MemoryRouter initialEntries={[url]}>
      <Suspense fallback={<p>loading</p>}>{element}</Suspense>
    </MemoryRouter>,
  );
}

describe('routes shared by several kinds', () => {
  // first in the file: no earlier test has loaded the coach screen
  it('after preloadScreens(path, query) the screen renders in the first commit, no fallback', async () => {
    await preloadScreens('/train', '?type=bus&from=北京');
    at('/train?type=bus&from=北京', <TrainRoute />);
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('form', { name: '汽车票搜索' })).toBeInTheDocument();
  });

  it('/ticket/book?train=train opens the train booking', async () => {
    at('/ticket/book?train=train', <TicketBookRoute />);
    expect(await screen.findByText('请先选择车次', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('/ticket/book?train=bus opens the coach booking', async () => {
    at('/ticket/book?train=bus', <TicketBookRoute />);
    expect(await screen.findByText('请先选择班次', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('/ticket/book?train=flight (and no kind) opens the flight booking', async () => {
    at('/ticket/book?train=flight', <TicketBookRoute />);
    expect(await screen.findByText('请先选择航班', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('/train opens the 火车票 tab, /train?type=bus the 汽车票 tab', async () => {
    at('/train?type=bus', <TrainRoute />);
    expect(
      await screen.findByRole('form', { name: '汽车票搜索' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '汽车票' })).toHaveAttribute('aria-selected', 'true');
  });
});
