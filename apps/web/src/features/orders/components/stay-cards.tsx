import { Fragment } from 'react';
import {
  HOTEL_BREAKFAST_LABEL,
  HOTEL_CHECK_IN_TIME,
  HOTEL_CHECK_OUT_TIME,
  HOTEL_CONFIRM_MODE_LABEL,
  HOTEL_PAYMENT_MODE_LABEL,
  HOTEL_SPECIAL_REQUEST_LABEL,
  type HotelSpecialRequest,
  type OrderDetail,
  type OrderStay,
} from '@lvxing/shared';
import { Countdown } from '@/components/countdown';
import { formatTravelDate } from '@/components/datetime';
import { kindText } from '@/components/order-kind';
import { beijingDateTime } from './stay-format';
import './stay.css';

/** States in which the hotel's confirmation number stands (not after a 退订). */
const CONFIRMED_IN = ['CONFIRMED', 'CHECKED_IN', 'CHECKED_OUT', 'NO_SHOW'];

/** The confirmation number once the hotel gave it, or, while 待确认, by when it will. */
function ConfirmNote({ order, stay }: { order: OrderDetail; stay: OrderStay }) {
  if (stay.confirmationNo && CONFIRMED_IN.includes(order.state)) {
    return (
      <p className="stay-confirm stay-confirm--ok">
        酒店确认号 <b data-testid="confirmation-no">{stay.confirmationNo}</b>
        <small>入住时出示确认号或报入住人姓名即可</small>
      </p>
    );
  }
  if (order.state !== 'CONFIRMING' || !stay.confirmBy) return null;
  return (
    <p className="stay-confirm" data-testid="confirm-pending">
      待确认：酒店将在 {beijingDateTime(stay.confirmBy)} 前确认，
      {order.payment?.state === 'PAID' ? '超时自动取消并全额退款' : '超时自动取消'}
      <span className="stay-confirm__left">
        剩余 <Countdown to={stay.confirmBy} long doneText="即将处理" testId="confirm-countdown" />
      </span>
    </p>
  );
}

/** The stay as booked: hotel, room, plan, dates and times, arrival, requests, invoice. */
export function StayCard({ order, stay }: { order: OrderDetail; stay: OrderStay }) {
  const rows: [string, string][] = [
    ['房型', `${stay.roomTypeName} · ${stay.rooms}间`],
    ['价格计划', stay.ratePlanName],
    ['早餐', HOTEL_BREAKFAST_LABEL[stay.breakfast] ?? `${stay.breakfast}份早餐`],
    ['付款方式', HOTEL_PAYMENT_MODE_LABEL[stay.paymentMode]],
    ['确认方式', HOTEL_CONFIRM_MODE_LABEL[stay.confirm]],
    [
      '最晚到店',
      stay.latestArrival.startsWith('次日') ? stay.latestArrival : `当日${stay.latestArrival}`,
    ],
  ];
  if (stay.specialRequests.length > 0) {
    const asked = stay.specialRequests.map(
      (r) => HOTEL_SPECIAL_REQUEST_LABEL[r as HotelSpecialRequest] ?? r,
    );
    rows.push(['特殊要求', `${asked.join('、')}（尽量安排，不保证）`]);
  }
  if (stay.remark) rows.push(['其他要求', stay.remark]);
  if (stay.invoice) {
    const tax = stay.invoice.taxNo ? `（税号 ${stay.invoice.taxNo}）` : '';
    rows.push(['发票', `${stay.invoice.title}${tax}，离店后开具`]);
  }
  return (
    <section className="card detail-card stay-card" aria-labelledby="stay-title">
      <h2 id="stay-title">{kindText(order.kind).journeyTitle}</h2>
      <ConfirmNote order={order} stay={stay} />
      <h3 className="stay-card__hotel" data-testid="stay-hotel">
        {stay.hotelName}
      </h3>
      <p className="stay-card__addr">
        {stay.address} · 电话 <a href={`tel:${stay.phone}`}>{stay.phone}</a>
      </p>
      <div className="stay-card__dates" data-testid="stay-dates">
        <span className="stay-card__end">
          <small>入住</small>
          <b>{formatTravelDate(stay.checkIn)}</b>
          <small>{HOTEL_CHECK_IN_TIME}后</small>
        </span>
        <span className="stay-card__nights">{stay.nights}晚</span>
        <span className="stay-card__end">
          <small>离店</small>
          <b>{formatTravelDate(stay.checkOut)}</b>
          <small>{HOTEL_CHECK_OUT_TIME}前</small>
        </span>
      </div>
      <dl className="kv stay-card__kv">
        {rows.map(([k, v]) => (
          <Fragment key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}

/** 入住人: one name per room (no documents), and the contact. */
export function GuestsCard({ order }: { order: OrderDetail }) {
  return (
    <section className="card detail-card" aria-labelledby="guest-title">
      <h2 id="guest-title">{kindText(order.kind).passengerTitle}</h2>
      <ol className="stay-guests">
        {order.passengers.map((p, i) => (
          <li key={p.id} data-testid="stay-guest">
            <span className="stay-guests__room">房间{i + 1}</span>
            {p.name}
          </li>
        ))}
      </ol>
      <p className="detail-card__foot">
        联系人：{order.contact.name} {order.contact.mobileMasked}
      </p>
    </section>
  );
}
