import { Link } from 'react-router';
import { PRODUCT_KIND_LABEL, type OrderSummary } from '@lvxing/shared';
import { Countdown } from '@/components/countdown';
import { formatInstant, formatTravelDate } from '@/components/datetime';
import { kindText } from '@/components/order-kind';
import { OrderStateTag } from '@/components/order-state-tag';
import { Price } from '@/components/price';
import { StayLines } from './stay-lines';

/** `张三 05车12F、李四 05车12D` (seats where the order has them). */
export function passengerLine(order: Pick<OrderSummary, 'passengerNames' | 'passengerSeats'>) {
  return order.passengerNames
    .map((name, i) => (order.passengerSeats?.[i] ? `${name} ${order.passengerSeats[i]}` : name))
    .join('、');
}

/** One order in the list: kind, title, journey or stay, passengers (and seats), total, state, actions. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const detail = `/orderDetail?orderNo=${order.orderNo}`;
  const pending = order.state === 'PENDING_PAYMENT';
  const stay = order.product; // the list's brief part: a stay's, else null
  return (
    <li className="card order-card" data-testid="order-card" data-order-no={order.orderNo}>
      <header className="order-card__head">
        <span
          className={`tag tag--soft tag--kind-${order.kind.toLowerCase()}`}
          data-testid="order-kind"
        >
          {PRODUCT_KIND_LABEL[order.kind]}
        </span>
        <span className="order-card__no">订单号 {order.orderNo}</span>
        <span className="order-card__time">下单时间 {formatInstant(order.createdAt)}</span>
        <OrderStateTag state={order.state} label={order.stateLabel} testId="order-state" />
      </header>
      <Link to={detail} className="order-card__body">
        <h3 className="order-card__title">{stay ? stay.hotelName : order.title}</h3>
        {stay && <StayLines order={order} stay={stay} />}
        {order.kind === 'TOUR' && order.travelDate && (
          // a tour has no segments: its departure day and party size stand for them
          <p className="order-card__seg" data-testid="order-tour-date">
            {formatTravelDate(order.travelDate)} 出发 · {order.passengerNames.length}人出游
          </p>
        )}
        {order.segments.map((s) => (
          <p key={`${s.code}-${s.date}`} className="order-card__seg">
            {formatTravelDate(s.date)} {s.depTime}-{s.arrTime}
            {s.arrDayOffset ? `(${s.arrDayOffset > 0 ? '+' : ''}${s.arrDayOffset}天)` : ''}
            {(s.extra.depZone || s.extra.arrZone) && ' 当地时间'} · {s.carrier} {s.code} ·{' '}
            {s.classLabel}
          </p>
        ))}
        <p className="order-card__pax" data-testid="order-passengers">
          {kindText(order.kind).passengerTitle}：{passengerLine(order)}
        </p>
      </Link>
      <footer className="order-card__foot">
        <Price fen={order.totalFen} size="md" />
        {pending && order.payDeadline && (
          <span className="order-card__deadline">
            剩余 <Countdown to={order.payDeadline} doneText="已超时" />
          </span>
        )}
        <span className="order-card__actions">
          {pending && (
            <Link className="btn btn--primary btn--sm" to={`/ticket/pay?orderNo=${order.orderNo}`}>
              去支付
            </Link>
          )}
          {stay && pending && (
            <Link
              className="btn btn--ghost btn--sm"
              to={`${detail}&action=cancel`}
              data-testid="order-cancel-link"
            >
              取消订单
            </Link>
          )}
          {stay?.canReview && (
            <Link
              className="btn btn--primary btn--sm"
              to={`${detail}&action=review`}
              data-testid="order-review-link"
            >
              写点评
            </Link>
          )}
          <Link className="btn btn--ghost btn--sm" to={detail} data-testid="order-detail-link">
            查看详情
          </Link>
        </span>
      </footer>
    </li>
  );
}
