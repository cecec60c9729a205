import { lazy, Suspense } from 'react';
import {
  HOTEL_CONFIRM_MODE_LABEL,
  HOTEL_PAYMENT_MODE_LABEL,
  type HotelInfo,
  type HotelRatePlan,
  type HotelRoomType,
} from '@lvxing/shared';
import { Diamonds } from '../detail/hotel-marks';
import { CancelText, planTitle } from '../detail/rate-plan-row';
import { guestsLine, stayLine } from '../detail/stay-text';
import type { StayAsked } from '../../hooks/use-hotel-detail';

// the picture is drawn after the form: it is not part of the booking page's first render
const HotelArt = lazy(() => import('../hotel-art').then((m) => ({ default: m.HotelArt })));

interface StaySummaryProps {
  hotel: HotelInfo;
  room: HotelRoomType;
  plan: HotelRatePlan;
  stay: StayAsked;
}

/** What is booked: the hotel, the room type and plan, the stay, and the cancel policy. */
export function StaySummary({ hotel, room, plan, stay }: StaySummaryProps) {
  return (
    <section className="card book-card hb-summary" data-testid="stay-summary">
      <div className="hb-summary__pic">
        <Suspense fallback={null}>
          <HotelArt hotelId={hotel.hotelId} variant="room" stars={hotel.stars} name={room.name} />
        </Suspense>
      </div>
      <div className="hb-summary__main">
        <h2 className="hb-summary__hotel">
          {hotel.name} <Diamonds stars={hotel.stars} />
        </h2>
        <p className="hd-muted">
          {hotel.districtName} · {hotel.address}
        </p>
        <p className="hb-summary__room">
          <strong>{room.name}</strong> · {planTitle(plan)}
        </p>
        <p className="hd-muted">
          {room.areaM2}㎡ · {room.bed} · {room.window} · 可住{room.maxOccupancy}人
        </p>
        <p className="hb-summary__stay" data-testid="stay-line">
          {stayLine(stay)} · {guestsLine(stay)}
        </p>
        <p className="hb-summary__terms">
          <CancelText plan={plan} />
          <span className="tag">{HOTEL_PAYMENT_MODE_LABEL[plan.paymentMode]}</span>
          <span className="tag tag--soft">{HOTEL_CONFIRM_MODE_LABEL[plan.confirm]}</span>
        </p>
      </div>
    </section>
  );
}
