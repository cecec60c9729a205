import { Link } from 'react-router';
import {
  HOTEL_BREAKFAST_LABEL,
  HOTEL_CONFIRM_MODE_LABEL,
  HOTEL_PAYMENT_MODE_LABEL,
  type HotelRatePlan,
} from '@lvxing/shared';
import { formatFen } from '@/components/money';
import { Price } from '@/components/price';

/** Rooms left at or under this are shown (仅剩N间), as the OTAs do. */
const FEW_ROOMS = 5;

/**
 * The plan's name, with its breakfast when the name does not say it already (the catalog's
 * names do: 含双早 · 免费取消).
 */
export function planTitle(plan: Pick<HotelRatePlan, 'name' | 'breakfast'>): string {
  if (plan.name.includes('早')) return plan.name;
  return `${plan.name} · ${HOTEL_BREAKFAST_LABEL[plan.breakfast] ?? '无早餐'}`;
}

/** The cancel policy's words: green when free cancellation is possible. */
export function CancelText({ plan }: { plan: Pick<HotelRatePlan, 'cancel'> }) {
  const free = plan.cancel.type === 'FREE_UNTIL';
  return (
    <span className={free ? 'hd-cancel is-free' : 'hd-cancel'} data-testid="cancel-text">
      {plan.cancel.text}
    </span>
  );
}

interface RatePlanRowProps {
  plan: HotelRatePlan;
  nights: number;
  rooms: number;
  /** The booking page of this plan for the stay. */
  bookTo: string;
}

/** One rate plan: breakfast, cancel policy, payment, confirmation, prices and 预订 (or 满房). */
export function RatePlanRow({ plan, nights, rooms, bookTo }: RatePlanRowProps) {
  const few = plan.available && plan.roomsLeft <= FEW_ROOMS;
  return (
    <li className="hd-plan" data-testid="rate-plan">
      <div className="hd-plan__what">
        <strong className="hd-plan__name">{planTitle(plan)}</strong>
      </div>
      <div className="hd-plan__terms">
        <CancelText plan={plan} />
        <span className="hd-plan__tags">
          <span className={plan.paymentMode === 'PAY_AT_HOTEL' ? 'tag hd-tag--green' : 'tag'}>
            {HOTEL_PAYMENT_MODE_LABEL[plan.paymentMode]}
          </span>
          <span className={plan.confirm === 'INSTANT' ? 'tag tag--soft' : 'tag'}>
            {HOTEL_CONFIRM_MODE_LABEL[plan.confirm]}
          </span>
        </span>
      </div>
      <div className="hd-plan__price">
        <span>
          <Price fen={plan.avgNightlyFen} /> <small className="hd-muted">/晚</small>
        </span>
        <small className="hd-muted" data-testid="plan-total">
          {nights}晚{rooms}间 共{formatFen(plan.totalFen)}
        </small>
        {few && <small className="hd-plan__left">仅剩{plan.roomsLeft}间</small>}
      </div>
      <div className="hd-plan__act">
        {plan.available ? (
          <Link
            className="btn btn--primary btn--sm hd-plan__book"
            to={bookTo}
            data-testid="book-plan"
          >
            预订
          </Link>
        ) : (
          <button type="button" className="btn btn--sm hd-plan__book" disabled>
            满房
          </button>
        )}
      </div>
    </li>
  );
}
