import {
  TRAIN_TYPE_LABEL,
  type SeatClass,
  type TrainResult,
  type TrainSeatOffer,
} from '@lvxing/shared';
import { formatTravelDate } from '@/components/datetime';
import { Price } from '@/components/price';
import { seatsText } from '../../lib/train-marks';
import { StopListButton } from '../stop-list';
import { TrainTimes } from '../train-times';

interface JourneySummaryProps {
  train: TrainResult;
  offer: TrainSeatOffer;
  isMobile: boolean;
  /** Another seat class of the train picked (those without seats cannot be). */
  onSeatClass: (seatClass: SeatClass) => void;
}

/** The train's seat classes with fare and seats left, the chosen one checked. */
function SeatClassChoice({ train, offer, onSeatClass }: Omit<JourneySummaryProps, 'isMobile'>) {
  return (
    <fieldset className="seat-choice">
      <legend>席别</legend>
      {train.seats.map((s) => {
        const on = s.seatClass === offer.seatClass;
        return (
          <label
            key={s.seatClass}
            className={on ? 'seat-choice__opt is-on' : 'seat-choice__opt'}
            data-testid="journey-seat-option"
          >
            <input
              type="radio"
              name="seatClass"
              value={s.seatClass}
              checked={on}
              disabled={s.seatsLeft <= 0}
              onChange={() => onSeatClass(s.seatClass)}
            />
            <span data-testid={on ? 'journey-seat-class' : undefined}>{s.label}</span>
            <Price fen={s.priceFen} size="sm" />
            <small>{seatsText(s.seatsLeft)}</small>
          </label>
        );
      })}
    </fieldset>
  );
}

/**
 * The chosen train and seat class: date, number, times and stations, the seat classes to
 * choose from (12306's booking page lets the class be changed there too), fare and seats left.
 */
export function JourneySummary({ train, offer, isMobile, onSeatClass }: JourneySummaryProps) {
  return (
    <section className="card book-card offer-summary journey" data-testid="journey-summary">
      <header className="book-card__head">
        <h2>
          {formatTravelDate(train.date)} {train.from.name} → {train.to.name}
        </h2>
      </header>
      <div className="train__code">
        <strong>{train.trainCode}</strong>
        <span className="tag tag--soft">{TRAIN_TYPE_LABEL[train.trainType]}</span>
        <span className="journey__route">
          {train.origin} → {train.terminal}
        </span>
        <StopListButton train={train} isMobile={isMobile} />
      </div>
      <TrainTimes train={train} />
      <SeatClassChoice train={train} offer={offer} onSeatClass={onSeatClass} />
      <dl className="offer-summary__facts">
        <div>
          <dt>成人票价</dt>
          <dd>
            <Price fen={offer.priceFen} size="sm" />
            {offer.maxPriceFen && offer.maxPriceFen > offer.priceFen && (
              <>
                – <Price fen={offer.maxPriceFen} size="sm" />
                <small className="journey__berth">（上铺至下铺，按实际铺位收费）</small>
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>余票</dt>
          <dd>{seatsText(offer.seatsLeft)}</dd>
        </div>
        <div>
          <dt>乘车须知</dt>
          <dd>凭购票证件检票乘车，开车前 30 分钟停止网上售票</dd>
        </div>
      </dl>
    </section>
  );
}
