import { TOUR_SCOPE_LABEL, TOUR_TYPE_LABEL, type TourDetail } from '@lvxing/shared';
import { formatYuan } from '@/components/money';
import { daysText, shoppingText, soldText } from '../../lib/tour-text';
import { TourArt } from '../tour-art';

/** Where and when the tour starts, how it is confirmed and who runs it (licence number shown). */
function HeadFacts({ tour }: { tour: TourDetail }) {
  return (
    <dl className="tv-head__facts">
      <dt>出发城市</dt>
      <dd>{tour.departureCity}</dd>
      <dt>集合</dt>
      <dd>
        {tour.meetingPoint.time} {tour.meetingPoint.name}
      </dd>
      <dt>确认方式</dt>
      <dd>{tour.confirmText}</dd>
      <dt>供应商</dt>
      <dd data-testid="tour-supplier">
        {tour.supplier.name}
        <span className="tv-head__licence">
          经营许可证 {tour.supplier.licenceNo}
          {tour.supplier.sample && <em className="tv-sample-mark">示例</em>}
        </span>
      </dd>
    </dl>
  );
}

/**
 * The product's head: title and tags (type, days, 纯玩 or its shopping and 自费, 即时确认,
 * passport), score and sales, 起价 per adult, meeting point, and the supplier with its 经营许可证
 * number, marked 示例 when it is the catalog's sample (旅行社条例: the licence is shown).
 */
export function TourHeader({ tour }: { tour: TourDetail }) {
  const pure = tour.pureFun || (tour.shoppingStops === 0 && tour.paidExtras === 0);
  return (
    <header className="card tv-head">
      <TourArt region={tour.region} label={TOUR_TYPE_LABEL[tour.type]} seed={tour.code} />
      <div className="tv-head__main">
        <h1 className="tv-head__title">{tour.title}</h1>
        <p className="tv-card__marks">
          <span className="tv-badge tv-badge--type">
            {TOUR_TYPE_LABEL[tour.type]} · {TOUR_SCOPE_LABEL[tour.scope]}
          </span>
          <span className="tv-badge tv-badge--type">{daysText(tour.days, tour.nights)}</span>
          <span className={pure ? 'tv-badge tv-badge--pure' : 'tv-badge tv-badge--shop'}>
            {shoppingText(tour)}
          </span>
          {tour.instantConfirm && <span className="tv-badge tv-badge--instant">即时确认</span>}
          {tour.needsPassport && <span className="tv-badge tv-badge--shop">需护照/通行证</span>}
        </p>
        <ul className="tv-card__tags" aria-label="线路亮点">
          {tour.highlights.map((h) => (
            <li key={h} className="tv-tag">
              {h}
            </li>
          ))}
        </ul>
        <HeadFacts tour={tour} />
      </div>
      <div className="tv-head__side">
        <p className="tv-card__score">
          <strong>{tour.score.toFixed(1)}</strong>分
          <span className="tv-card__sold">{soldText(tour.sold)}</span>
        </p>
        <p className="tv-price">
          <small>¥</small>
          <strong>{formatYuan(tour.fromPriceFen)}</strong>
          <span>/人起</span>
        </p>
        <a className="btn btn--primary" href="#tour-calendar">
          选择出发日期
        </a>
      </div>
    </header>
  );
}
