import type { ReactNode } from 'react';
import { formatDuration } from './datetime';

interface RouteTimesProps {
  /** Extra class beside `ftimes` (a kind's own look). */
  className?: string;
  depTime: string;
  /** Where it leaves from (an airport, a station with its mark). */
  dep: ReactNode;
  arrTime: string;
  /** Days after the departure day it arrives on (0: the same day; −1 across the date line). */
  arrDayOffset: number;
  arr: ReactNode;
  durationMinutes: number;
  /** Under the line: 直飞 / 经停1次, 166 公里… */
  via: string;
}

/** A result row's times: 08:00 from ——2小时15分—— 10:15(+1天) to (every kind's list). */
export function RouteTimes(props: RouteTimesProps) {
  return (
    <div className={props.className ? `ftimes ${props.className}` : 'ftimes'}>
      <div className="ftimes__end">
        <strong className="ftimes__time">{props.depTime}</strong>
        <span className="ftimes__airport">{props.dep}</span>
      </div>
      <div className="ftimes__mid">
        <span className="ftimes__dur">{formatDuration(props.durationMinutes)}</span>
        <span className="ftimes__line" aria-hidden />
        <span className="ftimes__stops">{props.via}</span>
      </div>
      <div className="ftimes__end ftimes__end--arr">
        <strong className="ftimes__time">
          {props.arrTime}
          {props.arrDayOffset !== 0 && (
            <sup className="ftimes__plus" data-testid="next-day">
              {props.arrDayOffset > 0 && '+'}
              {props.arrDayOffset}天
            </sup>
          )}
        </strong>
        <span className="ftimes__airport">{props.arr}</span>
      </div>
    </div>
  );
}
