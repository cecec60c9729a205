import type { OrderStayBrief, OrderSummary } from '@lvxing/shared';
import { stayCounts, stayDates } from './stay-format';
import './stay.css';

/** States in which the hotel's confirmation number stands (from 已确认 on). */
const CONFIRMED = ['CONFIRMED', 'CHECKED_IN', 'CHECKED_OUT'];

/** A stay in the order list: room type, dates with nights and rooms, the confirmation number. */
export function StayLines({ order, stay }: { order: OrderSummary; stay: OrderStayBrief }) {
  return (
    <>
      <p className="order-card__seg" data-testid="order-stay">
        <span className="order-card__nowrap">{stayDates(stay)}</span> ·{' '}
        <span className="order-card__nowrap">{stayCounts(stay)}</span>
      </p>
      <p className="order-card__seg">{stay.roomTypeName}</p>
      {stay.confirmationNo && CONFIRMED.includes(order.state) && (
        <p className="order-card__seg order-card__stay" data-testid="order-confirmation">
          酒店确认号 <b>{stay.confirmationNo}</b>
        </p>
      )}
    </>
  );
}
