import { memo } from 'react';
import { Link } from 'react-router';
import type { HotelCard as Card } from '@lvxing/shared';
import { Price } from '@/components/price';
import { CardPicture } from './card-picture';

/** The OTAs' word for a score out of 5. */
export function scoreWord(score: number): string {
  if (score >= 4.7) return '超棒';
  if (score >= 4.5) return '很好';
  if (score >= 4.0) return '不错';
  return '一般';
}

/** 钻级 as diamonds, read out as `4钻`. */
export function Diamonds({ stars }: { stars: number }) {
  return (
    <span className="hotel-diamonds" role="img" aria-label={`${stars}钻`} title={`${stars}钻`}>
      {'◆'.repeat(stars)}
    </span>
  );
}

interface HotelCardProps {
  hotel: Card;
  /** The hotel page with the stay (`/hotel/detail?hotelId=…&checkIn=…`). */
  href: string;
  /** Picked on the map. */
  active?: boolean;
}

/**
 * One hotel of the results: picture, name with 钻级 and brand, score with reviews and a quote,
 * district and distance, tags, the lowest nightly price (起) and 仅剩N间 when few. The whole card
 * links to the hotel page. Memoized: a page re-renders on every map pick.
 */
export const HotelCard = memo(function HotelCard({ hotel: h, href, active }: HotelCardProps) {
  return (
    <li
      className={active ? 'card hotel-card is-active' : 'card hotel-card'}
      data-testid="hotel-card"
      data-hotel-id={h.hotelId}
      id={`hotel-${h.hotelId}`}
    >
      <Link to={href} className="hotel-card__link" aria-label={`${h.name}，查看详情`}>
        <span className="hotel-card__pic">
          <CardPicture hotelId={h.hotelId} stars={h.stars} name={h.name} />
        </span>
        <span className="hotel-card__body">
          <span className="hotel-card__name">
            <strong>{h.name}</strong>
            <Diamonds stars={h.stars} />
          </span>
          <span className="hotel-card__where">
            {h.districtName} · 距{h.distanceTo}
            {h.distanceKm.toFixed(1)}公里
          </span>
          <span className="hotel-card__tags">
            {h.brand && <span className="tag tag--soft">{h.brand}</span>}
            {h.tags.map((t) => (
              <span key={t} className="tag">
                {t}
              </span>
            ))}
          </span>
          {h.reviewQuote && <span className="hotel-card__quote">“{h.reviewQuote}”</span>}
        </span>
        <span className="hotel-card__side">
          <span className="hotel-card__score">
            <b>{h.score.toFixed(1)}</b>
            <span>
              {scoreWord(h.score)}
              <small>{h.reviewCount}条点评</small>
            </span>
          </span>
          <span className="hotel-card__price">
            <Price fen={h.lowestNightlyFen} from size="lg" />
            {h.roomsLeft !== null && <em className="hotel-card__left">仅剩{h.roomsLeft}间</em>}
            <span className="btn btn--primary hotel-card__go">查看详情</span>
          </span>
        </span>
      </Link>
    </li>
  );
});
