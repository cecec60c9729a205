import '@/styles/widgets.css';
import { ORDER_STATE_LABEL, type OrderState } from '@lvxing/shared';

const tone: Record<OrderState, string> = {
  PENDING_PAYMENT: 'warn',
  TICKETING: 'info',
  TICKETED: 'ok',
  CANCELLED: 'off',
  CLOSED: 'off',
  REFUNDING: 'info',
  REFUNDED: 'off',
};

/** An order state as a coloured label (ORDER_STATE_LABEL). */
export function OrderStateTag({ state, testId }: { state: OrderState; testId?: string }) {
  return (
    <span className={`state-tag state-tag--${tone[state]}`} data-testid={testId} data-state={state}>
      {ORDER_STATE_LABEL[state]}
    </span>
  );
}
