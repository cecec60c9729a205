import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { ApiPath, BOOKING_RULES_AS_SEEDED, type BusBookingRules } from '@lvxing/shared';
import { apiClient } from '@/lib/api-client';
import { dayjs, todayIso } from '@/lib/dayjs';
import { resetUiBridge, setUiBridge } from '@/lib/ui-bridge';
import { useBookingRules } from './booking-rules';
import { BusSearchForm } from './bus-search/bus-search-form';
import { useSaleWindow } from './sale-window';

const mock = new MockAdapter(apiClient);
const served: BusBookingRules = {
  saleWindowDays: 8,
  maxPassengers: 4,
  childTickets: { freeUnderAge: 5, halfMaxAge: 12 },
};
const envelope = (data: unknown): [number, unknown] => [200, { code: 200, message: '成功', data }];
const toast = vi.fn();

beforeEach(() => {
  // the served rules live in the query cache, emptied after each test (test/setup.ts)
  mock.reset();
  toast.mockReset();
  setUiBridge({ toast });
});
afterEach(() => resetUiBridge());

function Rules() {
  const rules = useBookingRules('bus');
  const sale = useSaleWindow('bus');
  return <p data-testid="rules">{`${rules.childTickets.halfMaxAge} ${sale.days} ${sale.max}`}</p>;
}

describe('booking rules from the server', () => {
  it('stand in as seeded until served, then follow the server; asked once for every form', async () => {
    mock.onPost(ApiPath.busRules).reply(() => envelope(served));
    render(
      <>
        <Rules />
        <Rules />
      </>,
    );
    const seeded = BOOKING_RULES_AS_SEEDED.bus;
    expect(screen.getAllByTestId('rules')[0]!.textContent).toMatch(
      new RegExp(`^${seeded.childTickets.halfMaxAge} ${seeded.saleWindowDays} `),
    );
    const last = dayjs(todayIso()).add(7, 'day').format('YYYY-MM-DD');
    await waitFor(() =>
      expect(screen.getAllByTestId('rules').map((p) => p.textContent)).toEqual([
        `12 8 ${last}`,
        `12 8 ${last}`,
      ]),
    );
    expect(mock.history.post.filter((r) => r.url === ApiPath.busRules)).toHaveLength(1);
  });

  it('bound the coach search: the sale window shown and a later day refused', async () => {
    mock.onPost(ApiPath.busRules).reply(() => envelope(served));
    const onSearch = vi.fn();
    const late = dayjs(todayIso()).add(8, 'day').format('YYYY-MM-DD');
    render(
      <>
        <Rules />
        <BusSearchForm initial={{ from: '南京', to: '上海', date: late }} onSearch={onSearch} />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('rules').textContent).toMatch(/^12 8 /));
    await userEvent.click(screen.getByTestId('bus-search-submit'));
    await waitFor(() =>
      expect(toast.mock.calls[0]?.slice(0, 2)).toEqual([
        'warning',
        '汽车票预售期为 8 天，该日期暂未开售',
      ]),
    );
    expect(onSearch).not.toHaveBeenCalled();
  });
});
