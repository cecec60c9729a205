import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { MemoryRouter } from 'react-router';
import { ApiPath, type OrderDetail } from '@lvxing/shared';
import { apiClient } from '@/lib/api-client';
import { resetUiBridge, setUiBridge } from '@/lib/ui-bridge';
import { useUserStore } from '@/stores/user-store';
import { TICKETING_POLL_MS } from '../hooks/use-order-detail';
import OrderDetailPage from './order-detail-page';

const mock = new MockAdapter(apiClient);
const ORDER_NO = '261125101500123456';

function detail(over: Partial<OrderDetail>): OrderDetail {
  return {
    orderNo: ORDER_NO,
    pendingChange: null,
    kind: 'FLIGHT',
    state: 'TICKETING',
    stateLabel: '出票中',
    title: '北京→上海 MU5101',
    travelDate: '2026-11-25',
    totalFen: 75000,
    createdAt: '2026-11-22T02:00:00Z',
    payDeadline: null,
    passengerNames: ['张三'],
    passengerSeats: [null],
    segments: [],
    product: null,
    contact: { name: '张三', mobileMasked: '138****8000' },
    passengers: [
      {
        id: 'p1',
        name: '张三',
        idType: '1',
        idTypeLabel: '身份证',
        idNoMasked: '110***********123X',
        passengerType: 'ADT',
        ticketTypeLabel: '成人',
        ticketNo: null,
        seat: null,
        priceFen: 75000,
      },
    ],
    priceLines: [{ label: '成人票价', unitFen: 68000, count: 1 }],
    vendor: null,
    payment: null,
    refunds: [],
    timeline: [{ at: '2026-11-22T02:00:00Z', state: 'PENDING_PAYMENT', text: '订单已提交' }],
    actions: {
      canPay: false,
      canCancel: false,
      canRefund: false,
      refundFeeFen: null,
      canChange: false,
    },
    ...over,
  };
}
const ok = (data: unknown): [number, unknown] => [200, { code: 200, message: '成功', data }];

function renderPage() {
  render(
    <MemoryRouter initialEntries={[`/orderDetail?orderNo=${ORDER_NO}`]}>
      <OrderDetailPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  mock.reset();
  setUiBridge({ toast: vi.fn() });
  useUserStore.setState({
    userInfo: { token: 't', refreshToken: 'r', mobile: '13800138000' },
    loginAt: Date.now(),
  });
});
afterEach(() => {
  vi.useRealTimers();
  resetUiBridge();
});

describe('order detail', () => {
  it('polls while 出票中 and shows the ticket number once ticketed', async () => {
    vi.useFakeTimers();
    const ticketed = detail({
      state: 'TICKETED',
      stateLabel: '出票成功',
      passengers: [{ ...detail({}).passengers[0]!, ticketNo: '7812345678901' }],
    });
    let calls = 0;
    mock.onPost(ApiPath.planeOrderDetail).reply(() => {
      calls += 1;
      return ok(calls < 3 ? detail({}) : ticketed);
    });
    renderPage();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('order-state')).toHaveTextContent('出票中');
    await act(() => vi.advanceTimersByTimeAsync(TICKETING_POLL_MS));
    expect(calls).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(TICKETING_POLL_MS));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('order-state')).toHaveTextContent('出票成功');
    expect(screen.getByTestId('ticket-no')).toHaveTextContent('7812345678901');
    const settled = calls;
    await act(() => vi.advanceTimersByTimeAsync(TICKETING_POLL_MS * 3));
    expect(calls).toBe(settled);
  });

  it('asks before a refund with the fee, then refunds and refreshes', async () => {
    const user = userEvent.setup();
    let refunded = false;
    mock.onPost(ApiPath.planeOrderDetail).reply(() =>
      ok(
        refunded
          ? detail({ state: 'REFUNDED', stateLabel: '已退票' })
          : detail({
              state: 'TICKETED',
              stateLabel: '出票成功',
              actions: {
                canPay: false,
                canCancel: false,
                canRefund: true,
                refundFeeFen: 6800,
                canChange: false,
              },
            }),
      ),
    );
    mock.onPost(ApiPath.planeOrderRefund).reply((config) => {
      expect(JSON.parse(config.data as string)).toMatchObject({ orderNo: ORDER_NO });
      refunded = true;
      return ok(null);
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: '申请退票' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('退票手续费 ¥68');
    await user.click(screen.getByRole('button', { name: '确认退票' }));
    expect(await screen.findByText('已退票')).toBeInTheDocument();
  });
});

describe('order detail of a train order', () => {
  const train = detail({
    kind: 'TRAIN',
    state: 'TICKETED',
    stateLabel: '出票成功',
    title: '上海虹桥→南京南 G7001',
    segments: [
      {
        code: 'G7001',
        carrier: '高铁',
        date: '2026-11-26',
        depName: '上海虹桥',
        arrName: '南京南',
        depTime: '07:00',
        arrTime: '08:10',
        arrDayOffset: 0,
        classLabel: '二等座',
        departsAt: '2026-11-25T23:00:00Z',
        extra: {},
      },
    ],
    passengers: [
      {
        ...detail({}).passengers[0]!,
        ticketTypeLabel: '成人票',
        ticketNo: 'E123456789012',
        seat: '05车12F',
      },
    ],
    actions: {
      canPay: false,
      canCancel: false,
      canRefund: true,
      refundFeeFen: 700,
      canChange: false,
    },
  });

  it('speaks of 车次信息 and 乘车人 and shows each passenger’s car and seat', async () => {
    mock.onPost(ApiPath.planeOrderDetail).reply(...ok(train));
    renderPage();
    expect(await screen.findByRole('heading', { name: '车次信息' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '乘车人' })).toBeInTheDocument();
    expect(screen.queryByText('乘机人')).toBeNull();
    expect(screen.getByTestId('seat-no')).toHaveTextContent('05车12F');
    expect(screen.getByText(/到车站检票乘车/)).toBeInTheDocument();
  });

  it('refunds through the train area', async () => {
    const user = userEvent.setup();
    mock.onPost(ApiPath.planeOrderDetail).reply(...ok(train));
    const refund = vi.fn(() => ok(null));
    mock.onPost(ApiPath.trainOrderRefund).reply(refund);
    renderPage();
    await user.click(await screen.findByRole('button', { name: '申请退票' }));
    await user.click(screen.getByRole('button', { name: '确认退票' }));
    await vi.waitFor(() => expect(refund).toHaveBeenCalledTimes(1));
  });
});
