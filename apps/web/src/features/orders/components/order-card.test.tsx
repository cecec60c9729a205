import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { OrderSummary } from '@lvxing/shared';
import { STAY_ORDER_NO, staySummary } from '../test/stay-fixtures';
import { OrderCard } from './order-card';

function renderCard(order: OrderSummary) {
  return render(
    <MemoryRouter>
      <ul>
        <OrderCard order={order} />
      </ul>
    </MemoryRouter>,
  );
}
const detail = `/orderDetail?orderNo=${STAY_ORDER_NO}`;

describe('a hotel order in the list', () => {
  it('shows the hotel, room, dates with nights and rooms, guests, state and confirmation number', () => {
    renderCard(staySummary());
    expect(screen.getByRole('heading', { name: '上海外滩全季酒店' })).toBeInTheDocument();
    expect(screen.getByTestId('order-kind')).toHaveTextContent('酒店');
    expect(screen.getByTestId('order-stay')).toHaveTextContent(
      '12月3日 周四 – 12月5日 周六 · 共2晚 · 1间',
    );
    expect(screen.getByText('高级大床房')).toBeInTheDocument();
    expect(screen.getByTestId('order-passengers')).toHaveTextContent('入住人：张三');
    expect(screen.getByTestId('order-state')).toHaveTextContent('已确认');
    expect(screen.getByTestId('order-confirmation')).toHaveTextContent('HC20261203881');
    expect(screen.getByText('996')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '去支付' })).toBeNull();
    expect(screen.queryByRole('link', { name: '写点评' })).toBeNull();
  });

  it('offers 去支付 and 取消订单 while unpaid, without a confirmation number yet', () => {
    renderCard(
      staySummary({
        state: 'PENDING_PAYMENT',
        stateLabel: '待支付',
        payDeadline: '2099-01-01T00:00:00Z',
        product: { ...staySummary().product!, confirmationNo: null },
      }),
    );
    expect(screen.getByRole('link', { name: '去支付' })).toHaveAttribute(
      'href',
      `/ticket/pay?orderNo=${STAY_ORDER_NO}`,
    );
    expect(screen.getByRole('link', { name: '取消订单' })).toHaveAttribute(
      'href',
      `${detail}&action=cancel`,
    );
    expect(screen.queryByTestId('order-confirmation')).toBeNull();
  });

  it('offers 写点评 after 已离店 until the stay is reviewed', () => {
    const checkedOut = (canReview: boolean) =>
      staySummary({
        state: 'CHECKED_OUT',
        stateLabel: '已离店',
        product: { ...staySummary().product!, canReview },
      });
    const { unmount } = renderCard(checkedOut(true));
    expect(screen.getByRole('link', { name: '写点评' })).toHaveAttribute(
      'href',
      `${detail}&action=review`,
    );
    unmount();
    renderCard(checkedOut(false));
    expect(screen.queryByRole('link', { name: '写点评' })).toBeNull();
  });

  it('shows the kind’s own refund word from stateLabel', () => {
    renderCard(staySummary({ state: 'REFUNDING', stateLabel: '退订中' }));
    expect(screen.getByTestId('order-state')).toHaveTextContent('退订中');
    expect(screen.queryByTestId('order-confirmation')).toBeNull();
  });
});
