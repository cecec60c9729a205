import { Link } from 'react-router';
import { useState } from 'react';
import {
  CAR_CLASS_LABEL,
  CAR_ENERGY_LABEL,
  CAR_GEARBOX_LABEL,
  CAR_STORE_KIND_LABEL,
  type CarOffer,
} from '@lvxing/shared';
import { formatFen } from '@/components/money';

/** Seats, gearbox and engine or range of the model shown. */
function specs(o: CarOffer): string {
  const m = o.model;
  const power = m.rangeKm ? `续航${m.rangeKm}公里` : (m.displacement ?? '');
  return [
    `${m.seats}座${m.doors}门`,
    CAR_GEARBOX_LABEL[m.gearbox],
    CAR_ENERGY_LABEL[m.energy],
    power,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The lines the total is the sum of, the deposits held apart and the insurance upgrades. */
function Breakdown({ offer }: { offer: CarOffer }) {
  const d = offer.deposits;
  return (
    <div className="car-breakdown">
      <table>
        <caption>费用明细（总价为以下各项之和）</caption>
        <tbody>
          {offer.lines.map((l) => (
            <tr key={l.code}>
              <th scope="row">{l.label}</th>
              <td>{l.detail}</td>
              <td className="car-amount" data-testid="car-line">
                {formatFen(l.amountFen)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="car-deposits">
        押金（取车时冻结，不计入总价）：车辆押金{formatFen(d.vehicleFen)}；违章押金
        {formatFen(d.violationFen)}，还车后{d.violationReleaseDays}天无违章退还
        {offer.depositFree ? '；信用良好可免押' : ''}
      </p>
      <p className="car-insurance">
        {offer.insurance
          .map(
            (i) =>
              `${i.label} ${formatFen(i.perDayFen)}/天（车损自付${formatFen(i.deductibleFen)}）`,
          )
          .join('；')}
        。总价已含基础保障。
      </p>
    </div>
  );
}

/** One supplier's class at a store: model 或同组车型, store, badges, the all-in total. */
export function OfferCard({ offer, bookTo }: { offer: CarOffer; bookTo: string }) {
  const [open, setOpen] = useState(false);
  const s = offer.store;
  return (
    <article className="car-offer card" aria-label={`${offer.supplierName} ${offer.model.name}`}>
      <div className="car-offer__main">
        <h4>
          {offer.model.name}
          <small> 或同组车型 · {CAR_CLASS_LABEL[offer.classCode]}</small>
        </h4>
        <p className="car-offer__specs">{specs(offer)}</p>
        <p className="car-offer__store">
          {offer.supplierName} · {s.name}（{CAR_STORE_KIND_LABEL[s.kind]}
          {s.inStation ? ' · 站内取还' : ''}）· 营业{s.hours} · 评分{offer.score.toFixed(1)}
        </p>
        <p className="car-offer__tags">
          {offer.freeCancel && <span className="car-tag">免费取消</span>}
          {offer.depositFree && <span className="car-tag">信用免押</span>}
          <span className="car-tag car-tag--muted">剩{offer.carsLeft}辆</span>
        </p>
      </div>
      <div className="car-offer__price">
        <span className="car-offer__total">
          总价 <strong data-testid="car-total">{formatFen(offer.totalFen)}</strong>
        </span>
        <span className="car-offer__daily">
          日均{formatFen(offer.dailyAvgFen)} · 日租金{formatFen(offer.dailyRentFen)}
        </span>
        <button
          type="button"
          className="btn btn--ghost"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? '收起明细' : '费用明细'}
        </button>
        <Link className="btn btn--primary" to={bookTo} data-testid="car-book">
          预订
        </Link>
      </div>
      {open && <Breakdown offer={offer} />}
    </article>
  );
}
