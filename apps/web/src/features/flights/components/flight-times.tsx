import type { Flight } from '@lvxing/shared';
import { formatDuration } from '@/components/datetime';

/** 08:00 首都T… ——2小时15分—— 10:15(+1天) 虹桥 */
export function FlightTimes({ flight }: { flight: Flight }) {
  return (
    <div className="ftimes">
      <div className="ftimes__end">
        <strong className="ftimes__time">{flight.depTime}</strong>
        <span className="ftimes__airport">{flight.dep.nameZh}</span>
      </div>
      <div className="ftimes__mid">
        <span className="ftimes__dur">{formatDuration(flight.durationMinutes)}</span>
        <span className="ftimes__line" aria-hidden />
        <span className="ftimes__stops">{flight.stops ? `经停${flight.stops}次` : '直飞'}</span>
      </div>
      <div className="ftimes__end ftimes__end--arr">
        <strong className="ftimes__time">
          {flight.arrTime}
          {flight.arrDayOffset > 0 && (
            <sup className="ftimes__plus" data-testid="next-day">
              +{flight.arrDayOffset}天
            </sup>
          )}
        </strong>
        <span className="ftimes__airport">{flight.arr.nameZh}</span>
      </div>
    </div>
  );
}

/** 东方航空 MU5101 · 333 大型 · 有餐食 */
export function AirlineLine({ flight }: { flight: Flight }) {
  return (
    <div className="airline">
      <span className="airline__logo" aria-hidden>
        {flight.airline.code}
      </span>
      <span className="airline__name">{flight.airline.shortZh || flight.airline.nameZh}</span>
      <span className="airline__no">{flight.flightNo}</span>
      <span className="airline__meta">
        {flight.aircraft} {flight.aircraftSize}型{flight.meal ? ' · 有餐食' : ''}
      </span>
    </div>
  );
}
