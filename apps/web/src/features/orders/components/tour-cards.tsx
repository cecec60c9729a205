import { useState } from 'react';
import type { OrderDetail, OrderTour } from '@lvxing/shared';
import { formatTravelDate } from '@/components/datetime';
import { kindText } from '@/components/order-kind';
import { downloadContractPdf } from './tour-contract-api';
import './stay.css';

/** States of an order never paid: its contract never took effect, so none is offered. */
const UNSIGNED = ['CANCELLED', 'CLOSED'];
/** States after which the group's forming is no longer news. */
const DECIDED = ['FORMED', 'TRAVELLING', 'COMPLETED'];

const dayCount = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;

/** 成团进度 as the order shows it: 已成团, 未成团, or booked of the minimum. */
export function formingText(state: string, tour: Pick<OrderTour, 'booked' | 'groupMin'>) {
  if (DECIDED.includes(state) || tour.booked >= tour.groupMin) return '已成团';
  if (state === 'NOT_FORMED') return '未成团（已全额退款）';
  return `已报${tour.booked}人，满${tour.groupMin}人成团`;
}

/** The party in words: 2成人 1儿童 · 单房差1份 · 含旅游意外险. */
export function partyText(tour: OrderTour): string {
  const parts = [`${tour.adults}成人`];
  if (tour.children > 0) parts.push(`${tour.children}儿童`);
  const rooms = tour.singleRooms > 0 ? ` · 单房差${tour.singleRooms}份` : '';
  return `${parts.join(' ')}${rooms} · ${tour.insurance ? '含旅游意外险' : '未购买旅游意外险'}`;
}

/** 下载合同: the PDF of the contract as signed (the order's snapshot). */
function ContractButton({ orderNo, contractNo }: { orderNo: string; contractNo: string }) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    setBusy(true);
    downloadContractPdf(orderNo, contractNo)
      .catch(() => undefined) // toasted already
      .finally(() => setBusy(false));
  };
  return (
    <button
      type="button"
      className="btn btn--ghost btn--sm"
      disabled={busy}
      onClick={download}
      data-testid="contract-download"
    >
      {busy ? '正在生成…' : '下载旅游合同(PDF)'}
    </button>
  );
}

/** The tour as booked: the line, the dates, the party, 成团进度 and the contract. */
export function TourCard({ order, tour }: { order: OrderDetail; tour: OrderTour }) {
  const days = dayCount(tour.date, tour.returnDate);
  return (
    <section className="card detail-card" aria-labelledby="tour-title" data-testid="order-tour">
      <h2 id="tour-title">{kindText(order.kind).journeyTitle}</h2>
      <h3 className="stay-card__hotel">{tour.title}</h3>
      <div className="stay-card__dates" data-testid="tour-dates">
        <span className="stay-card__end">
          <small>出发</small>
          <b>{formatTravelDate(tour.date)}</b>
        </span>
        <span className="stay-card__nights">
          {days}天{days - 1}晚
        </span>
        <span className="stay-card__end">
          <small>返回</small>
          <b>{formatTravelDate(tour.returnDate)}</b>
        </span>
      </div>
      <dl className="kv stay-card__kv">
        <dt>出游人数</dt>
        <dd data-testid="tour-party">{partyText(tour)}</dd>
        <dt>成团进度</dt>
        <dd data-testid="tour-forming">{formingText(order.state, tour)}</dd>
        <dt>合同编号</dt>
        <dd>
          {tour.contractNo}
          {!UNSIGNED.includes(order.state) && (
            <>
              {' '}
              <ContractButton orderNo={order.orderNo} contractNo={tour.contractNo} />
            </>
          )}
        </dd>
        <dt>产品编号</dt>
        <dd>{tour.code}</dd>
      </dl>
    </section>
  );
}
