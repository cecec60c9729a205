import {
  TOUR_SCOPE_LABEL,
  TOUR_TYPE_LABEL,
  addDays,
  type TourDepartureView,
  type TourDetail,
} from '@lvxing/shared';
import { formatTravelDate } from '@/components/datetime';

/** The departure's 成团进度 in words: 已成团, or how many are booked of the minimum. */
export function groupProgressText(dep: Pick<TourDepartureView, 'formed' | 'booked' | 'groupMin'>) {
  if (dep.formed) return '已成团';
  return `已报${dep.booked}人 / ${dep.groupMin}人成团`;
}

/** The last day of a product departing on `date` (`days` days, the first counted). */
export const returnDateOf = (date: string, days: number) => addDays(date, days - 1);

interface TourSummaryProps {
  product: TourDetail;
  departure: TourDepartureView;
}

/**
 * What is booked: the product (title, type, 出发地, days), the departure and return dates, the
 * 集合 time and place, places left and 成团进度, and how the supplier confirms.
 */
export function TourSummary({ product, departure }: TourSummaryProps) {
  const back = returnDateOf(departure.date, product.days);
  return (
    <section className="card book-card tb-summary" data-testid="tour-summary">
      <p className="tb-summary__tags">
        <span className="tag">{TOUR_TYPE_LABEL[product.type]}</span>
        <span className="tag tag--soft">{TOUR_SCOPE_LABEL[product.scope]}</span>
        {product.pureFun && <span className="tag tag--soft">纯玩无购物</span>}
        <span className="tb-muted">产品编号 {product.code}</span>
      </p>
      <h2 className="tb-summary__title">{product.title}</h2>
      <div className="tb-summary__dates" data-testid="tour-dates">
        <span>
          <small>出发</small>
          <b>{formatTravelDate(departure.date)}</b>
        </span>
        <span className="tb-summary__days">
          {product.days}天{product.nights}晚
        </span>
        <span>
          <small>返回</small>
          <b>{formatTravelDate(back)}</b>
        </span>
      </div>
      <dl className="tb-facts">
        <div>
          <dt>集合</dt>
          <dd data-testid="tour-meeting">
            {product.meetingPoint.time} · {product.meetingPoint.name}
          </dd>
        </div>
        <div>
          <dt>出发地</dt>
          <dd>{product.departureCity}出发</dd>
        </div>
        <div>
          <dt>余位</dt>
          <dd>{departure.left > 0 ? `剩余${departure.left}个名额` : '已满'}</dd>
        </div>
        <div>
          <dt>成团</dt>
          <dd data-testid="tour-progress">{groupProgressText(departure)}</dd>
        </div>
        <div>
          <dt>截止报名</dt>
          <dd>{formatTravelDate(departure.signupCloses)}</dd>
        </div>
        <div>
          <dt>确认</dt>
          <dd>{product.confirmText}</dd>
        </div>
      </dl>
    </section>
  );
}
