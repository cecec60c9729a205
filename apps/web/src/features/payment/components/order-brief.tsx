import { PRODUCT_KIND_LABEL, type OrderDetail } from '@lvxing/shared';
import { formatTravelDate } from '@/components/datetime';
import { kindText } from '@/components/order-kind';
import { Price } from '@/components/price';
import { isGuarantee, StayBrief } from './stay-brief';

/** `张三（成人票）`, with the seat once known (hotel guests: names only). */
const passengerText = (p: OrderDetail['passengers'][number]) =>
  `${p.name}（${p.ticketTypeLabel}${p.seat ? ` ${p.seat}` : ''}）`;

/** The order being paid: route, flights or trains or departures (or the stay), people and amount. */
export function OrderBrief({ order }: { order: OrderDetail }) {
  const words = kindText(order.kind);
  const stay = order.product?.kind === 'HOTEL' ? order.product : null;
  return (
    <section className="card pay-brief" data-testid="pay-order">
      <p className="pay-brief__no">
        <span
          className={`tag tag--soft tag--kind-${order.kind.toLowerCase()}`}
          data-testid="pay-kind"
        >
          {PRODUCT_KIND_LABEL[order.kind]}
        </span>
        订单号：{order.orderNo}
      </p>
      <h2 className="pay-brief__title">{stay ? stay.hotelName : order.title}</h2>
      {stay && <StayBrief stay={stay} title={words.journeyTitle} />}
      <ul className="pay-brief__segs">
        {order.segments.map((s) => (
          <li key={`${s.code}-${s.date}`}>
            <strong>{formatTravelDate(s.date)}</strong>
            <span>
              {s.carrier} {s.code} · {s.classLabel}
            </span>
            <span>
              {s.depTime} {s.depName}
              {s.extra.depZone && `(${s.extra.depZone})`} → {s.arrTime}
              {s.arrDayOffset ? `(${s.arrDayOffset > 0 ? '+' : ''}${s.arrDayOffset}天)` : ''}{' '}
              {s.arrName}
              {s.extra.arrZone && `(${s.extra.arrZone})`}
            </span>
          </li>
        ))}
      </ul>
      <p className="pay-brief__pax">
        {words.passengerTitle}：
        {(!stay && order.passengers.map(passengerText).join('、')) ||
          order.passengerNames.join('、')}
      </p>
      <p className="pay-brief__pax">
        联系人：{order.contact.name} {order.contact.mobileMasked}
      </p>
      {isGuarantee(stay) ? (
        <p className="pay-brief__amount">
          房费总额 <Price fen={order.totalFen} size="md" testId="pay-amount" />
          <small>（到店支付）</small>
        </p>
      ) : (
        <p className="pay-brief__amount">
          应付金额 <Price fen={order.totalFen} size="lg" testId="pay-amount" />
        </p>
      )}
    </section>
  );
}
