import type { ReactNode } from 'react';
import type { OrderDetail, OrderPassenger } from '@lvxing/shared';
import { formatInstant, formatTravelDate } from '@/components/datetime';
import { formatFen } from '@/components/money';
import { kindText } from '@/components/order-kind';

/** Segment extras worth showing, by key, with how to show the value. */
const EXTRA: Record<string, [string, (v: string) => string]> = {
  aircraft: ['机型', (v) => v],
  depTerminal: ['出发航站楼', (v) => v],
  arrTerminal: ['到达航站楼', (v) => v],
  meal: ['餐食', (v) => v],
  distanceKm: ['里程', (v) => `${v} 公里`],
};

/** Flights, trains or coach departures of the order. */
export function SegmentsCard({ order }: { order: OrderDetail }) {
  return (
    <section className="card detail-card" aria-labelledby="seg-title">
      <h2 id="seg-title">{kindText(order.kind).journeyTitle}</h2>
      {order.segments.map((s) => (
        <div key={`${s.code}-${s.date}`} className="seg">
          <p className="seg__head">
            <strong>{formatTravelDate(s.date)}</strong> {s.carrier} {s.code} · {s.classLabel}
            {Object.entries(EXTRA).map(
              ([k, [label, show]]) =>
                s.extra[k] && (
                  <span key={k} className="seg__extra">
                    {label} {show(s.extra[k])}
                  </span>
                ),
            )}
          </p>
          <div className="seg__times">
            <span className="seg__end">
              <b>{s.depTime}</b>
              <span>
                {s.depName}
                {s.extra.depZone && ` 当地时间 ${s.extra.depZone}`}
              </span>
            </span>
            <span className="seg__arrow" aria-hidden>
              →
            </span>
            <span className="seg__end">
              <b>
                {s.arrTime}
                {s.arrDayOffset !== 0 && (
                  <sup>
                    {s.arrDayOffset > 0 && '+'}
                    {s.arrDayOffset}天
                  </sup>
                )}
              </b>
              <span>
                {s.arrName}
                {s.extra.arrZone && ` 当地时间 ${s.extra.arrZone}`}
              </span>
            </span>
          </div>
        </div>
      ))}
    </section>
  );
}

/**
 * The order's people (乘客, 出游人…: the kind's word): each with type, masked document, `extra`
 * (a ticket's seat and number) and price; then the contact.
 */
export function PeopleCard({
  order,
  titleId,
  extra,
}: {
  order: OrderDetail;
  /** The heading's id (the section is labelled by it). */
  titleId: string;
  extra?: (person: OrderPassenger) => ReactNode;
}) {
  return (
    <section className="card detail-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{kindText(order.kind).passengerTitle}</h2>
      <ul className="pax-list">
        {order.passengers.map((p) => (
          <li key={p.id} data-testid="order-passenger" className={p.seat ? 'has-seat' : undefined}>
            <span className="pax-list__name">
              {p.name} <small>{p.ticketTypeLabel}</small>
            </span>
            <span>
              {p.idTypeLabel} {p.idNoMasked}
            </span>
            {extra?.(p)}
            <span>{formatFen(p.priceFen)}</span>
          </li>
        ))}
      </ul>
      <p className="detail-card__foot">
        联系人：{order.contact.name} {order.contact.mobileMasked}
      </p>
    </section>
  );
}

/** A ticket's seat (trains, coaches) and number, or 出票中 / 未出票. */
function TicketSpans({ person, state }: { person: OrderPassenger; state: OrderDetail['state'] }) {
  return (
    <>
      {person.seat && (
        <span>
          座位：<b data-testid="seat-no">{person.seat}</b>
        </span>
      )}
      <span>
        票号：
        {person.ticketNo ? (
          <b data-testid="ticket-no">{person.ticketNo}</b>
        ) : (
          <em>{state === 'TICKETING' ? '出票中' : '未出票'}</em>
        )}
      </span>
    </>
  );
}

/** Passengers with masked documents, ticket numbers and (trains, coaches) seats. */
export function PassengersCard({ order }: { order: OrderDetail }) {
  return (
    <PeopleCard
      order={order}
      titleId="pax-title"
      extra={(p) => <TicketSpans person={p} state={order.state} />}
    />
  );
}

/** Price lines and the total. */
export function PriceCard({ order }: { order: OrderDetail }) {
  return (
    <section className="card detail-card" aria-labelledby="price-title">
      <h2 id="price-title">费用明细</h2>
      <dl className="price-lines">
        {order.priceLines.map((l) => (
          <div key={l.label}>
            <dt>{l.label}</dt>
            <dd>
              {formatFen(l.unitFen)} × {l.count}
            </dd>
          </div>
        ))}
        <div className="price-lines__total">
          <dt>订单总额</dt>
          <dd>{formatFen(order.totalFen)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** Vendor, refund ladder and baggage. */
export function VendorCard({ vendor }: { vendor: NonNullable<OrderDetail['vendor']> }) {
  return (
    <section className="card detail-card" aria-labelledby="vendor-title">
      <h2 id="vendor-title">退改签规则</h2>
      <p>供应商：{vendor.nameZh}</p>
      <table className="rule-table">
        <thead>
          <tr>
            <th>申请时间</th>
            <th>退票手续费</th>
          </tr>
        </thead>
        <tbody>
          {vendor.refundRules.map((r) => (
            <tr key={r.label}>
              <td>{r.label}</td>
              <td>
                {r.feePercent >= 100
                  ? '不可退'
                  : r.feePercent <= 0
                    ? '免费'
                    : `票价的 ${r.feePercent}%`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {vendor.baggage && <p className="detail-card__foot">行李额：{vendor.baggage}</p>}
    </section>
  );
}

export const formatAt = (iso: string | null) => (iso ? formatInstant(iso) : '--');
