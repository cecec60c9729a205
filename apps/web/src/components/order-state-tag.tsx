import '@/styles/widgets.css';
import { ORDER_STATE_LABEL, type OrderState } from '@lvxing/shared';

const tone: Record<OrderState, string> = {
  PENDING_PAYMENT: 'warn',
  TICKETING: 'info',
  TICKETED: 'ok',
  CHANGING: 'warn',
  CANCELLED: 'off',
  CLOSED: 'off',
  REFUNDING: 'info',
  REFUNDED: 'off',
  CONFIRMING: 'info',
  CONFIRMED: 'ok',
  CHECKED_IN: 'ok',
  CHECKED_OUT: 'off',
  NO_SHOW: 'off',
  DEPOSIT_PAID: 'info',
  BALANCE_DUE: 'warn',
  COMPLETED: 'ok',
  FORMED: 'ok',
  NOT_FORMED: 'off',
  TRAVELLING: 'ok',
  PROCESSING: 'info',
  PICKED_UP: 'ok',
  RETURNED: 'info',
  DEPOSIT_REFUNDED: 'off',
};

/**
 * An order state as a coloured label: the server's `stateLabel` when given (a kind words its
 * refund states: 退订中 for a stay), else ORDER_STATE_LABEL.
 */
export function OrderStateTag({
  state,
  label,
  testId,
}: {
  state: OrderState;
  label?: string;
  testId?: string;
}) {
  return (
    <span className={`state-tag state-tag--${tone[state]}`} data-testid={testId} data-state={state}>
      {label || ORDER_STATE_LABEL[state]}
    </span>
  );
}
