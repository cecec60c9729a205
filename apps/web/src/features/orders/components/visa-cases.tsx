import { lazy, Suspense } from 'react';
import type { OrderDetail, OrderVisa, VisaCaseView } from '@lvxing/shared';
import { formatTravelDate } from '@/components/datetime';
import { VISA_ITEM_STATE_LABEL } from '@lvxing/shared';
import './stay.css';

// uploads, thumbnails and the timeline load after the page: the order page's first load stays small
const VisaCasePanel = lazy(() => import('./visa-case-panel'));

/** One applicant's case as text while its panel loads: the state and each item's review state. */
function CaseSummary({ visaCase }: { visaCase: VisaCaseView }) {
  return (
    <li className="visa-case" data-testid="visa-case">
      <div className="visa-case__head">
        <strong>{visaCase.name}</strong> <span className="muted">{visaCase.pinyin}</span>
        <span className="tag" data-testid="visa-case-state">
          {visaCase.stateLabel}
        </span>
      </div>
      <ul className="visa-case__items">
        {visaCase.items.map((item) => (
          <li key={item.id}>
            {item.name}：{VISA_ITEM_STATE_LABEL[item.state]}
            {item.reason && <span className="muted">（{item.reason}）</span>}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The visa as applied for: product, 送签城市, travel dates and each applicant's case. */
export function VisaCard({ order, visa }: { order: OrderDetail; visa: OrderVisa }) {
  return (
    <section className="card detail-card" aria-labelledby="visa-title" data-testid="order-visa">
      <h2 id="visa-title">签证办理</h2>
      <h3 className="stay-card__hotel">{visa.title}</h3>
      <p>
        送签城市 {visa.consulateCity} · 出行 {formatTravelDate(visa.departDate)} 至{' '}
        {formatTravelDate(visa.returnDate)} · 订单 {order.orderNo}
      </p>
      <ul className="visa-cases">
        {visa.cases.map((c) => (
          <Suspense key={c.applicantId} fallback={<CaseSummary visaCase={c} />}>
            <VisaCasePanel orderNo={order.orderNo} visaCase={c} />
          </Suspense>
        ))}
      </ul>
    </section>
  );
}
