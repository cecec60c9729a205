import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { MemoryRouter } from 'react-router';
import {
  ApiPath,
  ChangePath,
  type ChangeOption,
  type ChangeOptionsResult,
  type OrderDetail,
} from '@lvxing/shared';
import { apiClient } from '@/lib/api-client';
import { setUiBridge } from '@/lib/ui-bridge';
import { useUserStore } from '@/stores/user-store';
import { stayDetail } from '../test/stay-fixtures';
import OrderDetailPage from './order-detail-page';

const mock = new MockAdapter(apiClient);
const ORDER_NO = '261125101500123456';
const ok = (data: unknown): [number, unknown] => [200, { code: 200, message: '成功', data }];

/** A ticketed train order that may be changed (the stay fixture's shape, as a ticket order). */
function trainOrder(over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...stayDetail(),
    orderNo: ORDER_NO,
    kind: 'TRAIN',
    state: 'TICKETED',
    stateLabel: '出票成功',
    product: null,
    title: '北京南→上海虹桥 G1',
    travelDate: '2026-12-10',
    actions: {
      canPay: false,
      canCancel: false,
      canRefund: true,
      refundFeeFen: 3050,
      canChange: true,
    },
    pendingChange: null,
    ...over,
  };
}

const option = (o: Partial<ChangeOption>): ChangeOption => ({
  code: 'G3',
  date: '2026-12-10',
  depName: '北京南',
  arrName: '上海虹桥',
  toStation: 'AOH',
  depTime: '09:00',
  arrTime: '13:30',
  arrDayOffset: 0,
  seatClass: 'M',
  classLabel: '一等座',
  seatsLeft: 20,
  newFareFen: 93300,
  changeFeeFen: 0,
  diffFen: 38000,
  payFen: 38000,
  refundFen: 0,
  refundFeeFen: 0,
  disabledReason: null,
  ...o,
});
const options = (list: ChangeOption[]): ChangeOptionsResult => ({
  orderNo: ORDER_NO,
  oldFareFen: 55300,
  stations: [{ telecode: 'NKH', name: '南京南' }],
  seatClass: 'O',
  seatClasses: [
    { code: 'O', label: '二等座' },
    { code: 'M', label: '一等座' },
  ],
  notes: ['每张车票只能改签一次（改签与变更到站合计一次），不收改签费'],
  options: list,
});

beforeEach(() => {
  mock.reset();
  setUiBridge({ toast: vi.fn() });
  useUserStore.setState({
    userInfo: { token: 't', refreshToken: 'r', mobile: '13800138000' },
    loginAt: Date.now(),
  });
});

function renderPage() {
  render(
    <MemoryRouter initialEntries={[`/orderDetail?orderNo=${ORDER_NO}`]}>
      <OrderDetailPage />
    </MemoryRouter>,
  );
}

describe('改签 from the order detail', () => {
  it('lists the trains with 差价 and 应付, and a dearer one waits for its 改签 payment', async () => {
    const user = userEvent.setup();
    let pending = false;
    mock.onPost(ApiPath.planeOrderDetail).reply(() =>
      ok(
        pending
          ? trainOrder({
              state: 'CHANGING',
              stateLabel: '改签中',
              actions: { ...trainOrder().actions, canRefund: false, canChange: false },
            })
          : trainOrder(),
      ),
    );
    mock
      .onPost(ChangePath.trainOptions)
      .reply(() =>
        ok(options([option({}), option({ code: 'G5', disabledReason: '余票不足', seatsLeft: 0 })])),
      );
    mock.onPost(ChangePath.trainSubmit).reply((config) => {
      expect(JSON.parse(config.data as string)).toEqual({
        orderNo: ORDER_NO,
        date: '2026-12-10',
        trainCode: 'G3',
        toStation: 'AOH',
        seatClass: 'M',
      });
      pending = true;
      return ok({
        orderNo: ORDER_NO,
        state: 'PENDING',
        payFen: 38000,
        refundFen: 0,
        expiresAt: '2026-12-01T10:30:00Z',
      });
    });
    mock.onPost(ChangePath.payQrcode).reply(() =>
      ok({
        orderNo: ORDER_NO,
        paymentNo: 'P1',
        provider: 'sandbox',
        codeUrl: 'http://pay/1',
        qrDataUrl: 'data:image/png;base64,AA==',
        amountFen: 38000,
        expiresAt: '2026-12-01T10:30:00Z',
        title: '改签：北京南→上海虹桥 G1',
      }),
    );
    mock
      .onPost(ChangePath.payState)
      .reply(() =>
        ok({ orderNo: ORDER_NO, paymentState: 'WAITING', orderState: 'CHANGING', expiresAt: null }),
      );
    renderPage();
    await user.click(await screen.findByRole('button', { name: '改签' }));
    const rows = await screen.findAllByTestId('change-option');
    expect(rows[0]).toHaveTextContent('应付 ¥380');
    expect(rows[0]).toHaveTextContent('差价 ¥380');
    expect(rows[1]).toHaveTextContent('余票不足');
    expect(screen.getByTestId('change-panel')).toHaveTextContent('每张车票只能改签一次');
    await user.click(screen.getByTestId('change-confirm'));
    expect(await screen.findByTestId('change-pay-amount')).toHaveTextContent('¥380');
    await waitFor(() => expect(screen.getByTestId('order-state')).toHaveTextContent('改签中'));
  });

  it('an order 改签中 offers 支付改签款 with the amount due', async () => {
    mock.onPost(ApiPath.planeOrderDetail).reply(() =>
      ok(
        trainOrder({
          state: 'CHANGING',
          stateLabel: '改签中',
          actions: { ...trainOrder().actions, canRefund: false, canChange: false },
          pendingChange: {
            title: '北京南→上海虹桥 G3',
            date: '2026-12-10',
            depTime: '09:00',
            classLabel: '一等座',
            changeFeeFen: 0,
            diffFen: 38000,
            payFen: 38000,
            expiresAt: '2026-12-01T10:30:00Z',
          },
        }),
      ),
    );
    renderPage();
    expect(await screen.findByTestId('change-order')).toHaveTextContent('支付改签款 ¥380');
  });
});
