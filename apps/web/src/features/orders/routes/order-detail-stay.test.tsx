import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { MemoryRouter } from 'react-router';
import { ApiPath, type OrderDetail } from '@lvxing/shared';
import { apiClient } from '@/lib/api-client';
import { resetUiBridge, setUiBridge } from '@/lib/ui-bridge';
import { useUserStore } from '@/stores/user-store';
import { STAY_ORDER_NO, stay, stayDetail } from '../test/stay-fixtures';
import OrderDetailPage from './order-detail-page';

const mock = new MockAdapter(apiClient);
const ok = (data: unknown): [number, unknown] => [200, { code: 200, message: '成功', data }];

function renderPage(query = '') {
  render(
    <MemoryRouter initialEntries={[`/orderDetail?orderNo=${STAY_ORDER_NO}${query}`]}>
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

describe('order detail of a hotel order', () => {
  it('shows the stay, guests, nightly prices, the confirmation number and the free deadline with a live countdown', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T07:00:00Z') });
    mock.onPost(ApiPath.planeOrderDetail).reply(...ok(stayDetail()));
    renderPage();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('heading', { name: '入住信息' })).toBeInTheDocument();
    expect(screen.getByTestId('stay-hotel')).toHaveTextContent('上海外滩全季酒店');
    expect(screen.getByTestId('stay-dates')).toHaveTextContent('12月3日 周四14:00后');
    expect(screen.getByTestId('stay-dates')).toHaveTextContent('12月5日 周六12:00前');
    expect(screen.getByText('双份早餐')).toBeInTheDocument();
    expect(screen.getByText('在线付')).toBeInTheDocument();
    expect(screen.getByText('尽量高楼层（尽量安排，不保证）')).toBeInTheDocument();
    expect(screen.getByText(/91310000MA1FL0000X/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '入住人' })).toBeInTheDocument();
    expect(screen.getAllByTestId('stay-guest')).toHaveLength(1);
    expect(screen.getByTestId('confirmation-no')).toHaveTextContent('HC20261203881');
    const nightly = screen.getByTestId('stay-nightly');
    expect(within(nightly).getAllByRole('row')).toHaveLength(3);
    expect(nightly).toHaveTextContent('¥528 × 1间');
    expect(screen.getByTestId('stay-total')).toHaveTextContent('¥996');
    expect(screen.getByTestId('free-until')).toHaveTextContent('2026年12月2日 周三 18:00');
    expect(screen.getByTestId('free-cancel-countdown')).toHaveTextContent('2天03:00:00');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('free-cancel-countdown')).toHaveTextContent('2天02:59:59');
  });

  it('while 待确认, says by when the hotel confirms and counts down to it', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T02:01:00Z') });
    const waiting = stayDetail({
      state: 'CONFIRMING',
      stateLabel: '待确认',
      product: stay({ confirmationNo: null, confirmBy: '2026-11-26T02:31:00Z' }),
    });
    mock.onPost(ApiPath.planeOrderDetail).reply(...ok(waiting));
    renderPage();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('confirm-pending')).toHaveTextContent(
      '酒店将在 2026年11月26日 周四 10:31 前确认，超时自动取消并全额退款',
    );
    expect(screen.getByTestId('confirm-countdown')).toHaveTextContent('30:00');
  });

  it('cancels a paid stay through the hotel area after showing the fee of this moment', async () => {
    const user = userEvent.setup();
    const fee = stayDetail({ product: stay({ cancelFeeNowFen: 46800 }) });
    mock.onPost(ApiPath.planeOrderDetail).reply(...ok(fee));
    const refund = vi.fn(() => ok(null));
    mock.onPost(ApiPath.hotelOrderRefund).reply(refund);
    renderPage();
    await user.click(await screen.findByRole('button', { name: '取消订单' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTestId('stay-cancel-fee')).toHaveTextContent('将收取 ¥468');
    expect(dialog).toHaveTextContent('预计退款 ¥528');
    await user.click(within(dialog).getByRole('button', { name: '确认退订' }));
    await vi.waitFor(() => expect(refund).toHaveBeenCalledTimes(1));
    const sent = mock.history.post.find((r) => r.url === ApiPath.hotelOrderRefund);
    expect(JSON.parse(sent!.data as string)).toMatchObject({ orderNo: STAY_ORDER_NO });
  });

  it('says 免费取消 within the free window', async () => {
    const user = userEvent.setup();
    mock.onPost(ApiPath.planeOrderDetail).reply(...ok(stayDetail()));
    renderPage();
    await user.click(await screen.findByRole('button', { name: '取消订单' }));
    expect(screen.getByTestId('stay-cancel-fee')).toHaveTextContent('免费取消');
    expect(screen.getByRole('dialog')).toHaveTextContent('预计退款 ¥996');
  });

  it('cancels an unpaid stay with the cancel call, opened from the list’s 取消订单', async () => {
    const user = userEvent.setup();
    const unpaid = stayDetail({
      state: 'PENDING_PAYMENT',
      stateLabel: '待支付',
      payDeadline: '2099-01-01T00:00:00Z',
      payment: null,
      product: stay({ confirmationNo: null }),
      actions: {
        canPay: true,
        canCancel: true,
        canRefund: false,
        refundFeeFen: null,
        canChange: false,
      },
    });
    mock.onPost(ApiPath.planeOrderDetail).reply(...ok(unpaid));
    const cancel = vi.fn(() => ok(null));
    mock.onPost(ApiPath.hotelOrderCancel).reply(cancel);
    renderPage('&action=cancel');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定取消订单吗？');
    await user.click(within(dialog).getByRole('button', { name: '取消订单' }));
    await vi.waitFor(() => expect(cancel).toHaveBeenCalledTimes(1));
    expect(mock.history.post.some((r) => r.url === ApiPath.hotelOrderRefund)).toBe(false);
  });
});

describe('写点评', () => {
  // the dialog is loaded on demand: its module is transformed once here, not inside a wait
  beforeAll(async () => {
    await import('../components/review-dialog');
  });
  const checkedOut = (reviewed: boolean): OrderDetail =>
    stayDetail({
      state: 'CHECKED_OUT',
      stateLabel: '已离店',
      actions: {
        canPay: false,
        canCancel: false,
        canRefund: false,
        refundFeeFen: null,
        canChange: false,
      },
      product: stay({ canReview: !reviewed, reviewed }),
    });

  it('sends four sub-scores and the text, then shows 已点评', async () => {
    const user = userEvent.setup();
    let reviewed = false;
    mock.onPost(ApiPath.planeOrderDetail).reply(() => ok(checkedOut(reviewed)));
    const bodies: unknown[] = [];
    mock.onPost(ApiPath.hotelReviewSubmit).reply((config) => {
      bodies.push(JSON.parse(config.data as string));
      reviewed = true;
      return ok(null);
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: '写点评' }));
    const dialog = await screen.findByRole('dialog');
    // nothing is sent until every sub-score has stars
    await user.click(within(dialog).getByRole('button', { name: '提交点评' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('请为位置评分');
    await user.click(within(dialog).getByRole('radio', { name: /位置5星/ }));
    await user.click(within(dialog).getByRole('radio', { name: /设施4星/ }));
    await user.click(within(dialog).getByRole('radio', { name: /服务5星/ }));
    await user.click(within(dialog).getByRole('radio', { name: /卫生3星/ }));
    await user.type(within(dialog).getByLabelText('点评内容'), '位置很好，早餐丰富');
    await user.click(within(dialog).getByRole('button', { name: '提交点评' }));
    expect(await screen.findByTestId('stay-reviewed')).toHaveTextContent('已点评');
    expect(bodies).toEqual([
      {
        orderNo: STAY_ORDER_NO,
        scores: { location: 5, facility: 4, service: 5, hygiene: 3 },
        text: '位置很好，早餐丰富',
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: '写点评' })).toBeNull();
  });

  it('opens by itself from the list’s 写点评', async () => {
    mock.onPost(ApiPath.planeOrderDetail).reply(...ok(checkedOut(false)));
    renderPage('&action=review');
    expect(await screen.findByTestId('review-form')).toBeInTheDocument();
  });
});
