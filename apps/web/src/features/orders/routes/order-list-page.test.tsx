import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { MemoryRouter } from 'react-router';
import { ApiPath, type OrderSummary } from '@lvxing/shared';
import { apiClient } from '@/lib/api-client';
import { setUiBridge } from '@/lib/ui-bridge';
import { useUserStore } from '@/stores/user-store';
import OrderListPage from './order-list-page';

const mock = new MockAdapter(apiClient);

function summary(over: Partial<OrderSummary>): OrderSummary {
  return {
    orderNo: '261125101500123456',
    kind: 'FLIGHT',
    state: 'TICKETED',
    stateLabel: '出票成功',
    title: '北京→上海 MU5101',
    travelDate: '2026-11-25',
    totalFen: 75000,
    createdAt: '2026-11-22T02:00:00Z',
    payDeadline: null,
    passengerNames: ['张三'],
    passengerSeats: [null],
    segments: [],
    product: null,
    ...over,
  };
}

const train = summary({
  orderNo: '261125101500654321',
  kind: 'TRAIN',
  title: '上海虹桥→南京南 G7001',
  passengerNames: ['张三', '李四'],
  passengerSeats: ['05车12A', '05车12B'],
});

beforeEach(() => {
  mock.reset();
  setUiBridge({ toast: vi.fn() });
  useUserStore.setState({
    userInfo: { token: 't', refreshToken: 'r', mobile: '13800138000' },
    loginAt: Date.now(),
  });
});

describe('order list', () => {
  it('lists every kind with its tag, passengers and seats', async () => {
    const bodies: unknown[] = [];
    mock.onPost(ApiPath.planeOrderSearch).reply((config) => {
      bodies.push(JSON.parse(config.data as string));
      return [
        200,
        {
          code: 200,
          message: '成功',
          data: { total: 2, page: 1, pageSize: 10, items: [summary({}), train] },
        },
      ];
    });
    render(
      <MemoryRouter initialEntries={['/orderList']}>
        <OrderListPage />
      </MemoryRouter>,
    );
    const cards = await screen.findAllByTestId('order-card');
    expect(bodies[0]).toMatchObject({ kind: 'ALL', tab: 'ALL', page: 1 });
    expect(within(cards[0]!).getByTestId('order-kind')).toHaveTextContent('机票');
    expect(within(cards[0]!).getByTestId('order-passengers')).toHaveTextContent('乘机人：张三');
    expect(within(cards[1]!).getByTestId('order-kind')).toHaveTextContent('火车票');
    expect(within(cards[1]!).getByTestId('order-passengers')).toHaveTextContent(
      '乘车人：张三 05车12A、李四 05车12B',
    );
  });

  it('narrows the list to one kind', async () => {
    const user = userEvent.setup();
    const bodies: { kind: string }[] = [];
    mock.onPost(ApiPath.planeOrderSearch).reply((config) => {
      const body = JSON.parse(config.data as string) as { kind: string };
      bodies.push(body);
      const items = body.kind === 'TRAIN' ? [train] : [summary({}), train];
      return [
        200,
        { code: 200, message: '成功', data: { total: items.length, page: 1, pageSize: 10, items } },
      ];
    });
    render(
      <MemoryRouter initialEntries={['/orderList']}>
        <OrderListPage />
      </MemoryRouter>,
    );
    expect(await screen.findAllByTestId('order-card')).toHaveLength(2);
    // every kind on sale (SALE_KINDS), hotels included
    expect(screen.getByRole('radio', { name: '酒店' })).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('radio', { name: '火车票' }));
    await vi.waitFor(() => expect(screen.getAllByTestId('order-card')).toHaveLength(1));
    expect(bodies.at(-1)).toMatchObject({ kind: 'TRAIN' });
    expect(screen.getByRole('radio', { name: '火车票' })).toHaveAttribute('aria-checked', 'true');
  });
});
