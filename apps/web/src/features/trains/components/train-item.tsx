import { memo } from 'react';
import { TRAIN_TYPE_LABEL, type SeatClass, type TrainResult } from '@lvxing/shared';
import { Price } from '@/components/price';
import { offersOf, type TrainFilters } from '../lib/filter-sort';
import { seatsText } from '../lib/train-marks';
import { StopListButton } from './stop-list';
import { TrainTimes } from './train-times';

interface TrainItemProps {
  train: TrainResult;
  filters: TrainFilters;
  isMobile: boolean;
  onBook: (train: TrainResult, seatClass: SeatClass) => void;
}

const SALE_NOTE: Record<TrainResult['saleState'], string> = {
  ON_SALE: '',
  CLOSED: '已停止网上售票（开车前30分钟停售）',
  NOT_YET: '该日期车票暂未开售',
};

/**
 * One train: number, type, stop list, times and stations, and one button per seat class.
 * Memoized: the list adds its rows a few per task (use-progressive-list.ts), and without it each
 * task rendered every row again (n² rows for a list of n).
 */
export const TrainItem = memo(function TrainItem({
  train,
  filters,
  isMobile,
  onBook,
}: TrainItemProps) {
  const onSale = train.saleState === 'ON_SALE';
  return (
    <li
      className="train"
      data-testid="train-item"
      data-train-code={train.trainCode}
      data-real={train.real ? 'true' : 'false'}
    >
      <div className="train__main">
        <div className="train__code">
          <strong>{train.trainCode}</strong>
          <span className={`tag tag--soft train__type train__type--${train.trainType}`}>
            {TRAIN_TYPE_LABEL[train.trainType]}
          </span>
          <StopListButton train={train} isMobile={isMobile} />
        </div>
        <TrainTimes train={train} />
        <ul className="train__seats" aria-label={`${train.trainCode} 席别`}>
          {offersOf(train, filters).map((s) => {
            const open = onSale && s.seatsLeft > 0;
            const left = seatsText(s.seatsLeft);
            return (
              <li key={s.seatClass}>
                <button
                  type="button"
                  className={open ? 'seat-offer' : 'seat-offer is-off'}
                  disabled={!open}
                  data-testid="seat-offer"
                  data-seat-class={s.seatClass}
                  aria-label={`${s.label} ¥${s.priceFen / 100} ${left}${open ? '，预订' : ''}`}
                  onClick={() => onBook(train, s.seatClass)}
                >
                  <span className="seat-offer__label">{s.label}</span>
                  <Price fen={s.priceFen} size="sm" from={(s.maxPriceFen ?? 0) > s.priceFen} />
                  <span
                    className={
                      s.seatsLeft <= 0
                        ? 'seat-offer__left is-none'
                        : s.seatsLeft < 20
                          ? 'seat-offer__left is-few'
                          : 'seat-offer__left'
                    }
                  >
                    {left}
                  </span>
                  {open && <span className="seat-offer__cta">预订</span>}
                </button>
              </li>
            );
          })}
        </ul>
      </div>
      {!onSale && <p className="train__note">{SALE_NOTE[train.saleState]}</p>}
    </li>
  );
});
