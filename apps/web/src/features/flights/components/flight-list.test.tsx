import { describe, expect, it, vi } from 'vitest';
import type * as FlightTimesModule from './flight-times';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiPath } from '@lvxing/shared';
import { mockApi, preloadPopovers, stubLayout } from '@/test/harness';
import { flight, flights, leg, offer } from '../test/fixtures';
import { FlightList } from './flight-list';

// counts the rows' renders (each row renders its FlightTimes once per render of the row)
const rowRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./flight-times', async (load) => {
  const real = await load<typeof FlightTimesModule>();
  return {
    ...real,
    FlightTimes: (props: Parameters<typeof real.FlightTimes>[0]) => {
      rowRenders.count += 1;
      return real.FlightTimes(props);
    },
  };
});

const mock = mockApi();
const shown = () => screen.getAllByTestId('flight-item').map((el) => el.dataset.flightNo);

stubLayout();
preloadPopovers();

function renderList(onBook = vi.fn()) {
  render(<FlightList leg={leg} cabin="Y" isMobile={false} bookText="预订" onBook={onBook} />);
  return onBook;
}

describe('flight list', () => {
  it('lists flights by departure time with prices, discounts, seat hints and +1天', () => {
    renderList();
    expect(shown()).toEqual(['CA1501', 'MU5101', 'FM9102', 'HU7601']);
    const [ca, , fm, hu] = screen.getAllByTestId('flight-item') as HTMLElement[];
    expect(ca).toHaveTextContent('620');
    expect(ca).toHaveTextContent('5.8折');
    expect(ca).toHaveTextContent('剩3张');
    expect(fm).toHaveTextContent('剩9张');
    expect(hu).toHaveTextContent('已售罄');
    expect(within(hu!).getByTestId('next-day')).toHaveTextContent('+1天');
    expect(screen.getByTestId('flight-count')).toHaveTextContent('共 4 个航班');
  });

  it('sorts by price, then the other way on a second click', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByTestId('sort-price'));
    expect(shown()).toEqual(['FM9102', 'MU5101', 'CA1501', 'HU7601']);
    await user.click(screen.getByTestId('sort-price'));
    expect(shown()).toEqual(['CA1501', 'MU5101', 'FM9102', 'HU7601']);
    await user.click(screen.getByTestId('sort-duration'));
    expect(shown()).toEqual(['FM9102', 'MU5101', 'CA1501', 'HU7601']);
  });

  it('filters direct flights and by airline from the facets, and clears', async () => {
    const user = userEvent.setup();
    renderList();
    await user.click(screen.getByRole('checkbox', { name: '仅看直飞' }));
    expect(shown()).not.toContain('HU7601');
    expect(screen.getByTestId('flight-count')).toHaveTextContent('已筛选，全部 4 个');
    await user.click(screen.getByRole('button', { name: /航空公司/ }));
    await user.click(
      await screen.findByRole('checkbox', { name: /中国国航/ }, { timeout: 15_000 }),
    );
    expect(shown()).toEqual(['CA1501']);
    await user.click(screen.getByRole('button', { name: '清空筛选' }));
    expect(shown()).toHaveLength(4);
  });

  it('opens a flight to its vendor offers and books one', async () => {
    const user = userEvent.setup();
    mock.onPost(ApiPath.planeVendorPriceList).reply(200, {
      code: 200,
      message: '成功',
      data: {
        flight: flights[0],
        offers: [
          offer(),
          offer({
            offerId: 'MU5101.2026-11-25.Y.AG-1',
            vendor: { code: 'AG-1', nameZh: '畅游旅行', kind: 'AGENCY', rating: 4.6 },
            adultFareFen: 46000,
          }),
        ],
      },
    });
    const onBook = renderList();
    await user.click(screen.getAllByTestId('flight-item')[1]!.querySelector('[role="button"]')!);
    const offers = await screen.findAllByTestId('vendor-offer');
    expect(offers).toHaveLength(2);
    expect(offers[0]).toHaveTextContent('畅游旅行'); // cheapest first
    expect(offers[1]).toHaveTextContent('航司旗舰店');
    await user.click(within(offers[1]!).getByTestId('book-button'));
    expect(onBook).toHaveBeenCalledWith(
      expect.objectContaining({ offerId: 'MU5101.2026-11-25.Y.FS-MU' }),
      flights[0],
    );
  });
});

describe('a long flight list', () => {
  it('renders each row once while the list fills up in slices', async () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      flight({
        flightNo: `MU${5100 + i}`,
        depTime: `${String(6 + (i >> 1)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
      }),
    );
    rowRenders.count = 0;
    render(
      <FlightList
        leg={{ ...leg, flights: many }}
        cabin="Y"
        isMobile={false}
        bookText="预订"
        onBook={vi.fn()}
      />,
    );
    await waitFor(() => expect(screen.getAllByTestId('flight-item')).toHaveLength(20));
    // not every earlier row again per added row (5 + 6 + … + 20 = 200 renders)
    expect(rowRenders.count).toBe(20);
  });
});
