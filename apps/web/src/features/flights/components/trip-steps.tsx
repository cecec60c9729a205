import { formatTravelDate } from '@/components/datetime';
import { Price } from '@/components/price';
import type { Flight } from '@lvxing/shared';
import type { OfferRef } from '../lib/offer-id';

interface TripStepsProps {
  step: 'outbound' | 'inbound';
  outbound: { ref: OfferRef; flight: Flight | undefined; priceFen: number | null } | null;
  onReselect: () => void;
}

/** Round trip: ① 选择去程 ② 选择返程, with the chosen outbound flight. */
export function TripSteps({ step, outbound, onReselect }: TripStepsProps) {
  return (
    <div className="trip-steps card" data-testid="trip-steps">
      <ol className="trip-steps__list">
        <li className={step === 'outbound' ? 'is-active' : 'is-done'}>① 选择去程</li>
        <li className={step === 'inbound' ? 'is-active' : undefined}>② 选择返程</li>
        <li>③ 填写订单</li>
      </ol>
      {step === 'inbound' && outbound && (
        <div className="trip-steps__chosen">
          <span className="tag tag--flagship">去程</span>
          <span>
            {formatTravelDate(outbound.flight?.local.dep.date ?? outbound.ref.date)}{' '}
            {outbound.ref.flightNo}
            {outbound.flight &&
              ` ${outbound.flight.local.dep.time}-${outbound.flight.local.arr.time} ${outbound.flight.dep.nameZh}→${outbound.flight.arr.nameZh}`}
          </span>
          {outbound.priceFen != null && <Price fen={outbound.priceFen} size="sm" />}
          <button type="button" className="link-btn" onClick={onReselect}>
            重新选择
          </button>
        </div>
      )}
    </div>
  );
}
