import { memo } from 'react';
import type { BusSchedule } from '@lvxing/shared';
import { Price } from '@/components/price';
import { bookable } from '../lib/bookable';
import { BusStations, BusTime } from './bus-stations';

interface BusItemProps {
  schedule: BusSchedule;
  onBook: (s: BusSchedule) => void;
}

function seatsLeftText(s: BusSchedule): string {
  if (s.saleState === 'CLOSED') return '已停售';
  return s.seatsLeft > 0 ? `余${s.seatsLeft}张` : '已售罄';
}

/** One departure: time, stations, vehicle, full fare, seats left and 预订. */
/** Memoized: the list adds its rows a few per task (see train-item.tsx). */
export const BusItem = memo(function BusItem({ schedule: s, onBook }: BusItemProps) {
  const open = bookable(s);
  return (
    <li className="bus" data-testid="bus-item" data-schedule-id={s.scheduleId}>
      <BusTime schedule={s} />
      <BusStations schedule={s} />
      <div className="bus__meta">
        <span>
          {s.vehicleType} · {s.seatCount}座
        </span>
        <span>
          {s.distanceKm} 公里 · {s.refundable ? '可退票' : '不可退票'}
        </span>
      </div>
      <div className="bus__price">
        <Price fen={s.fullPriceFen} size="lg" />
        <span
          className={
            open ? (s.seatsLeft < 10 ? 'seats-hint' : 'bus__left') : 'seats-hint seats-hint--out'
          }
        >
          {seatsLeftText(s)}
        </span>
      </div>
      <button
        type="button"
        className="btn btn--primary btn--sm bus__book"
        disabled={!open}
        data-testid="bus-book"
        onClick={() => onBook(s)}
      >
        预订
      </button>
    </li>
  );
});
