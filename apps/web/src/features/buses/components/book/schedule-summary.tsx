import type { BusSchedule } from '@lvxing/shared';
import { formatTravelDate } from '@/components/datetime';
import { Price } from '@/components/price';
import { BusStations, BusTime } from '../bus-stations';

/** The chosen departure: date and time, stations, vehicle, fares, seats left and rules. */
export function ScheduleSummary({ schedule: s }: { schedule: BusSchedule }) {
  return (
    <section className="card book-card offer-summary schedule" data-testid="schedule-summary">
      <header className="book-card__head">
        <h2>
          {formatTravelDate(s.date)} {s.fromCity} → {s.toCity}
        </h2>
      </header>
      <div className="schedule__main">
        <BusTime schedule={s} />
        <BusStations schedule={s} />
      </div>
      <dl className="offer-summary__facts">
        <div>
          <dt>车型</dt>
          <dd>
            {s.vehicleType} · {s.seatCount}座
          </dd>
        </div>
        <div>
          <dt>票价</dt>
          <dd>
            成人 <Price fen={s.fullPriceFen} size="sm" /> · 儿童半价{' '}
            <Price fen={s.halfPriceFen} size="sm" />
          </dd>
        </div>
        <div>
          <dt>余票</dt>
          <dd>{s.seatsLeft} 张</dd>
        </div>
        <div>
          <dt>购票须知</dt>
          <dd>
            发车前 {s.saleCutoffMinutes} 分钟停止售票 ·{' '}
            {s.refundable ? '可在线退票' : '该班次不支持退票'}
          </dd>
        </div>
      </dl>
    </section>
  );
}
