import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDetail } from '@lvxing/shared';
import { CANCEL_REFUND, OrderActions } from './order-actions';

/** A paid order that may be refunded with a fee (the fields the actions read). */
const paid = (kind: OrderDetail['kind']) =>
  ({
    orderNo: '261127101500123456',
    kind,
    state: 'CONFIRMED',
    totalFen: 115_400,
    payment: { amountFen: 115_400 },
    pendingChange: null,
    actions: {
      canPay: false,
      canCancel: false,
      canRefund: true,
      refundFeeFen: 11_540,
      canChange: false,
    },
  }) as unknown as OrderDetail;

describe('a paid order’s refund words', () => {
  it('cancels a rental (取消订单, 取消费), not 退票', async () => {
    render(<OrderActions order={paid('CAR')} words={CANCEL_REFUND} />);
    expect(screen.queryByRole('button', { name: '申请退票' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: '取消订单' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('确定取消订单吗？');
    expect(dialog).toHaveTextContent('取消费 ¥115.40，预计退款 ¥1038.60');
    expect(screen.getByRole('button', { name: '确认取消' })).toBeInTheDocument();
  });

  it('keeps 申请退票 for a ticket', () => {
    render(<OrderActions order={paid('FLIGHT')} />);
    expect(screen.getByRole('button', { name: '申请退票' })).toBeInTheDocument();
  });
});
