import { utcOffsetLabel, type Flight, type LocalClockView } from '@lvxing/shared';
import { RouteTimes } from '@/components/route-times';

/** An airport and, abroad, the offset of the clock its time is read on (成田机场 UTC+9). */
function Airport({ name, clock }: { name: string; clock: LocalClockView }) {
  const zone = utcOffsetLabel(clock.utcOffsetMinutes);
  return (
    <>
      {name}
      {zone && <span className="ftimes__zone"> {zone}</span>}
    </>
  );
}

/**
 * 08:00 首都T… ——2小时15分—— 10:15(+1天) 虹桥: each end on its airport's own clock (a Tokyo
 * arrival in Tokyo time, labelled UTC+9), the duration from instant to instant.
 */
export function FlightTimes({ flight }: { flight: Flight }) {
  const { local } = flight;
  return (
    <RouteTimes
      depTime={local.dep.time}
      dep={<Airport name={flight.dep.nameZh} clock={local.dep} />}
      arrTime={local.arr.time}
      arrDayOffset={local.arrDayOffset}
      arr={<Airport name={flight.arr.nameZh} clock={local.arr} />}
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
