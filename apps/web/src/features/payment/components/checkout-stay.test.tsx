import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { MemoryRouter } from 'react-router';
import {
  ApiPath,
  type OrderDetail,
  type OrderProductOf,
  type PayQrcodeResult,
} from '@lvxing/shared';
import { apiClient } from '@/lib/api-client';
import { resetUiBridge, setUiBridge } from '@/lib/ui-bridge';
import { PAY_POLL_MS } from '../hooks/use-pay-polling';
import { Checkout } from './checkout';

const mock = new MockAdapter(apiClient);
const ORDER_NO = '261126101500765432';
const ok = <T,>(data: T): [number, unknown] => [200, { code: 200, message: '成功', data }];

const stay: OrderProductOf<'HOTEL'> = {
  kind: 'HOTEL',
  hotelId: 'SHA-0001',
  hotelName: '上海外滩全季酒店',
  roomTypeName: '高级大床房',
  checkIn: '2026-12-03',
  checkOut: '2026-12-05',
  nights: 2,
  rooms: 1,
  confirmationNo: null,
  address: '黄浦区中山东一路88号',
  phone: '021-63210000',
  ratePlanName: '到店付',
  breakfast: 0,
  paymentMode: 'PAY_AT_HOTEL',
  confirm: 'INSTANT',
  nightly: [
    { date: '2026-12-03', priceFen: 46800 },
    { date: '2026-12-04', priceFen: 52800 },
  ],
  cancel: { type: 'FREE_UNTIL', text: '', freeUntil: null, tiers: [] },
  cancelFeeNowFen: 0,
  guaranteeFen: 46800,
  latestArrival: '22:00',
  specialRequests: [],
  remark: '',
  invoice: null,
  confirmBy: null,
  canReview: false,
  reviewed: false,
};
const order: OrderDetail = {
  orderNo: ORDER_NO,
  pendingChange: null,
  kind: 'HOTEL',
  state: 'PENDING_PAYMENT',
  stateLabel: '待支付',
  title: '上海外滩全季酒店',
  travelDate: '2026-12-03',
  totalFen: 99600,
  createdAt: '2026-11-26T02:00:00Z',
  payDeadline: '2099-01-01T00:00:00Z',
  passengerNames: ['张三'],
  passengerSeats: [null],
  segments: [],
  product: stay,
  contact: { name: '张三', mobileMasked: '138****8000' },
  passengers: [
    {
      id: 'g1',
      name: '张三',
      idType: '',
      idTypeLabel: '',
      idNoMasked: '',
      passengerType: 'ADT',
      ticketTypeLabel: '入住人',
      ticketNo: null,
      seat: null,
      priceFen: 99600,
    },
  ],
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
// the QR code pays the first night only: the guarantee
const qr: PayQrcodeResult = {
  orderNo: ORDER_NO,
  paymentNo: 'P1',
  wallets: ['ALIPAY', 'WECHAT'],
  provider: 'sandbox',
  codeUrl: 'http://localhost/sandbox/pay?no=P1',
  qrDataUrl: 'data:image/png;base64,AAAA',
  amountFen: 46800,
  expiresAt: '2099-01-01T00:00:00Z',
  title: '酒店订单',
};
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

describe('pay page for a hotel order', () => {
  it('speaks of the stay and of the 担保, and pays what the QR answer says', async () => {
    mock
      .onPost(ApiPath.planeOrderPayState)
      .reply(() => [200, { code: 16001, message: '等待支付', data: null }]);
    render(
      <MemoryRouter>
        <Checkout orderNo={ORDER_NO} next={null} />
      </MemoryRouter>,
    );
    await tick(0);
    expect(screen.getByRole('heading', { name: '上海外滩全季酒店' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '入住信息' })).toBeInTheDocument();
    expect(screen.getByTestId('pay-stay')).toHaveTextContent('共2晚 · 1间');
    expect(screen.getByTestId('pay-guarantee')).toHaveTextContent(
      '到店付担保：支付首晚房费作为担保，按取消政策退还',
    );
    expect(screen.getByTestId('pay-now')).toHaveTextContent('¥468');
    expect(screen.getByTestId('pay-order')).toHaveTextContent('入住人：张三联系人');
  });

  it('says the hotel confirms next once paid', async () => {
    mock.onPost(ApiPath.planeOrderPayState).reply(
      ...ok({
        orderNo: ORDER_NO,
        paymentState: 'PAID',
        orderState: 'CONFIRMING',
        expiresAt: null,
      }),
    );
    render(
      <MemoryRouter>
        <Checkout orderNo={ORDER_NO} next={null} />
      </MemoryRouter>,
    );
    await tick(0);
    await tick(PAY_POLL_MS);
    expect(screen.getByTestId('pay-success')).toHaveTextContent('已提交酒店确认');
  });
});
