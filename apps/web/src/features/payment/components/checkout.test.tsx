import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { ApiPath, type OrderDetail, type PayQrcodeResult } from '@lvxing/shared';
import { apiClient } from '@/lib/api-client';
import { resetUiBridge, setUiBridge } from '@/lib/ui-bridge';
import { Checkout, PAID_REDIRECT_MS } from './checkout';
import { PAY_POLL_MS } from '../hooks/use-pay-polling';

const mock = new MockAdapter(apiClient);
const ORDER_NO = '261125101500123456';

const order: OrderDetail = {
  orderNo: ORDER_NO,
  pendingChange: null,
  kind: 'FLIGHT',
  state: 'PENDING_PAYMENT',
  stateLabel: '待支付',
  title: '北京首都→上海虹桥',
  travelDate: '2026-11-25',
  totalFen: 54000,
  createdAt: '2026-11-22T02:00:00Z',
  payDeadline: '2099-01-01T00:00:00Z',
  passengerNames: ['张三'],
  passengerSeats: [null],
  segments: [],
  product: null,
  contact: { name: '张三', mobileMasked: '138****8000' },
  passengers: [],
  priceLines: [],
  vendor: null,
  payment: null,
  refunds: [],
  timeline: [],
  actions: {
    canPay: true,
    canCancel: true,
    canRefund: false,
    refundFeeFen: null,
    canChange: false,
  },
};
const qr: PayQrcodeResult = {
  orderNo: ORDER_NO,
  paymentNo: 'P1',
  wallets: ['ALIPAY', 'WECHAT'],
  provider: 'sandbox',
  codeUrl: 'http://localhost/sandbox/pay?no=P1',
  qrDataUrl: 'data:image/png;base64,AAAA',
  amountFen: 54000,
  expiresAt: '2099-01-01T00:00:00Z',
  title: '机票订单',
};
const ok = <T,>(data: T): [number, unknown] => [200, { code: 200, message: '成功', data }];
const state = {
  orderNo: ORDER_NO,
  pendingChange: null,
  paymentState: 'WAITING',
  orderState: 'PENDING_PAYMENT',
  expiresAt: null,
};

function Where() {
  const loc = useLocation();
  return <p data-testid="where">{`${loc.pathname}${loc.search}`}</p>;
}

function renderCheckout() {
  return render(
    <MemoryRouter initialEntries={[`/ticket/pay?orderNo=${ORDER_NO}`]}>
      <Routes>
        <Route path="/ticket/pay" element={<Checkout orderNo={ORDER_NO} next={null} />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  mock.reset();
  setUiBridge({ toast: vi.fn() });
  mock.onPost(ApiPath.planeOrderDetail).reply(...ok(order));
  mock.onPost(ApiPath.planeOrderPayQrcode).reply(...ok(qr));
});
afterEach(() => {
  vi.useRealTimers();
  resetUiBridge();
});

describe('pay page polling (site-spec §8: the pay-state envelope is a normal result)', () => {
  it('shows the QR code, polls every 2 s while waiting, then shows 支付成功 and opens the order', async () => {
    const polls: number[] = [];
    mock.onPost(ApiPath.planeOrderPayState).reply(() => {
      polls.push(Date.now());
      return polls.length < 3
        ? [200, { code: 16001, message: '等待支付', data: state }]
        : ok({ ...state, paymentState: 'PAID', orderState: 'TICKETING' });
    });
    renderCheckout();
    await tick(0);
    expect(screen.getByTestId('pay-qrcode')).toHaveAttribute('src', qr.qrDataUrl);
    expect(screen.getByRole('link', { name: /在新窗口打开支付页/ })).toHaveAttribute(
      'href',
      qr.codeUrl,
    );
    expect(polls).toHaveLength(0);

    await tick(PAY_POLL_MS);
    expect(polls).toHaveLength(1);
    await tick(PAY_POLL_MS);
    expect(polls).toHaveLength(2);
    expect(screen.queryByTestId('pay-success')).toBeNull();

    await tick(PAY_POLL_MS);
    expect(polls).toHaveLength(3);
    expect(screen.getByTestId('pay-success')).toHaveTextContent('支付成功');

    await tick(PAY_POLL_MS * 3);
    expect(polls).toHaveLength(3); // polling stopped
    await tick(PAID_REDIRECT_MS);
    expect(screen.getByTestId('where')).toHaveTextContent(`/orderDetail?orderNo=${ORDER_NO}`);
  });

  it('shows 订单已关闭 on 16002 and stops polling', async () => {
    let polls = 0;
    mock.onPost(ApiPath.planeOrderPayState).reply(() => {
      polls += 1;
      return [200, { code: 16002, message: '订单已关闭，无法支付', data: state }];
    });
    renderCheckout();
    await tick(0);
    await tick(PAY_POLL_MS);
    expect(screen.getByTestId('pay-closed')).toHaveTextContent('订单已关闭');
    expect(screen.getByRole('link', { name: '重新搜索航班' })).toHaveAttribute(
      'href',
      '/ticket/search',
    );
    await tick(PAY_POLL_MS * 3);
    expect(polls).toBe(1);
  });

  it('stops polling when the page goes away', async () => {
    let polls = 0;
    mock.onPost(ApiPath.planeOrderPayState).reply(() => {
      polls += 1;
      return [200, { code: 16001, message: '等待支付', data: state }];
    });
    const { unmount } = renderCheckout();
    await tick(0);
    await tick(PAY_POLL_MS);
    expect(polls).toBe(1);
    unmount();
    await tick(PAY_POLL_MS * 5);
    expect(polls).toBe(1);
  });
});

describe('pay page for a train order', () => {
  const trainOrder: OrderDetail = {
    ...order,
    kind: 'TRAIN',
    title: '上海虹桥→南京南 G7001',
    passengers: [
      {
        id: 'p1',
        name: '张三',
        idType: '1',
        idTypeLabel: '身份证',
        idNoMasked: '110***********002X',
        passengerType: 'ADT',
        ticketTypeLabel: '成人票',
        ticketNo: null,
        seat: null,
        priceFen: 13900,
      },
    ],
  };

  it('names 乘车人 with the ticket type and offers the train search when the order closed', async () => {
    mock.onPost(ApiPath.planeOrderDetail).reply(...ok(trainOrder));
    mock
      .onPost(ApiPath.planeOrderPayState)
      .reply(200, { code: 16002, message: '订单已关闭，无法支付', data: state });
    renderCheckout();
    await tick(0);
    expect(screen.getByTestId('pay-order')).toHaveTextContent('乘车人：张三（成人票）');
    expect(screen.getByTestId('pay-kind')).toHaveTextContent('火车票');
    await tick(PAY_POLL_MS);
    expect(screen.getByRole('link', { name: '重新查询车次' })).toHaveAttribute('href', '/train');
  });
});
