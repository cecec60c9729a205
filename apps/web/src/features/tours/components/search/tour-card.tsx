import { Link } from 'react-router';
import { TOUR_SCOPE_LABEL, TOUR_TYPE_LABEL, type TourCard as Card } from '@lvxing/shared';
import { formatTravelDate } from '@/components/datetime';
import { formatYuan } from '@/components/money';
import { daysText, shoppingText, soldText } from '../../lib/tour-text';
import { TourArt } from '../tour-art';

/**
 * A result: what the tour is (type, days, from where, to where, highlights), what comes with it
 * besides sights (纯玩, or its shopping stops and 自费项目: on the card, never only in the notes),
 * its 起价 per adult, sales and score. The whole card links to the product page.
 */
export function TourCard({ card, href }: { card: Card; href: string }) {
  const pure = card.pureFun || (card.shoppingStops === 0 && card.paidExtras === 0);
  return (
    <li className="card tv-card" data-testid="tour-card">
      <Link to={href} className="tv-card__link">
        <TourArt region={card.region} label={TOUR_TYPE_LABEL[card.type]} seed={card.code} />
        <div className="tv-card__main">
          <h3 className="tv-card__title">{card.title}</h3>
          <p className="tv-card__meta">
            <span>{daysText(card.days, card.nights)}</span>
            <span>{card.departureCity}出发</span>
            <span>
              {TOUR_SCOPE_LABEL[card.scope]} · {card.destinations.join('、')}
            </span>
          </p>
          <ul className="tv-card__tags" aria-label="线路亮点">
            {card.highlights.map((h) => (
              <li key={h} className="tv-tag">
                {h}
              </li>
            ))}
          </ul>
          <p className="tv-card__marks">
            <span
              className={pure ? 'tv-badge tv-badge--pure' : 'tv-badge tv-badge--shop'}
              data-testid="tour-shopping"
            >
              {shoppingText(card)}
            </span>
            {card.instantConfirm && <span className="tv-badge tv-badge--instant">即时确认</span>}
            <span className="tv-card__next">最近出发 {formatTravelDate(card.nextDeparture)}</span>
          </p>
        </div>
        <div className="tv-card__side">
          <p className="tv-card__score">
            <strong>{card.score.toFixed(1)}</strong>分
            <span className="tv-card__sold">{soldText(card.sold)}</span>
          </p>
          <p className="tv-price">
            <small>¥</small>
            <strong>{formatYuan(card.fromPriceFen)}</strong>
            <span>/人起</span>
          </p>
        </div>
      </Link>
    </li>
  );
}
