import { TRAIN_TYPE_LABEL, type TrainResult, type TrainSeatOffer } from '@lvxing/shared';
import { formatTravelDate } from '@/components/datetime';
import { Price } from '@/components/price';
import { seatsText } from '../../lib/train-marks';
import { StopListButton } from '../stop-list';
import { TrainTimes } from '../train-times';

interface JourneySummaryProps {
  train: TrainResult;
  offer: TrainSeatOffer;
  isMobile: boolean;
}

/** The chosen train and seat class: date, number, times and stations, fare and seats left. */
export function JourneySummary({ train, offer, isMobile }: JourneySummaryProps) {
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
      <dl className="offer-summary__facts">
        <div>
          <dt>席别</dt>
          <dd data-testid="journey-seat-class">{offer.label}</dd>
        </div>
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
