import type { Flight } from '@lvxing/shared';
import { RouteTimes } from '@/components/route-times';

/** 08:00 首都T… ——2小时15分—— 10:15(+1天) 虹桥 */
export function FlightTimes({ flight }: { flight: Flight }) {
  return (
    <RouteTimes
      depTime={flight.depTime}
      dep={flight.dep.nameZh}
      arrTime={flight.arrTime}
      arrDayOffset={flight.arrDayOffset}
      arr={flight.arr.nameZh}
      durationMinutes={flight.durationMinutes}
      via={flight.stops ? `经停${flight.stops}次` : '直飞'}
    />
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
